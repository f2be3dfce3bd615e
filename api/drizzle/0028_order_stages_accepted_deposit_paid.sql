ALTER TABLE "orders" DROP CONSTRAINT "orders_stage_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_stage_check" CHECK ("orders"."stage" in ('new', 'contacted', 'site_visit', 'quoted', 'accepted', 'deposit_paid', 'in_progress', 'completed', 'cancelled', 'withdrawn'));--> statement-breakpoint
-- Orders whose quote was accepted before stages moved by themselves (issue 37) read "Quote accepted", not "Quoted".
UPDATE "orders" SET "stage" = 'accepted' WHERE "stage" = 'quoted' AND "id" IN (SELECT "order_id" FROM "quotes" WHERE "status" = 'accepted');
