ALTER TABLE "quote_lines" ADD COLUMN "unit_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "order_stage_changes_closed_idx" ON "order_stage_changes" USING btree ("created_at") WHERE "order_stage_changes"."stage" in ('withdrawn', 'cancelled') and "order_stage_changes"."event" is null;--> statement-breakpoint
CREATE INDEX "quotes_accepted_idx" ON "quotes" USING btree ("order_id") WHERE "quotes"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "snags_open_idx" ON "snags" USING btree ("created_at") WHERE "snags"."status" = 'open';