-- The console's order search uses trigram indexes; pg_trgm is a trusted extension, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "orders_user_idx";--> statement-breakpoint
CREATE INDEX "orders_user_date_idx" ON "orders" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_date_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_full_name_trgm_idx" ON "orders" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_phone_trgm_idx" ON "orders" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_governorate_trgm_idx" ON "orders" USING gin ("governorate" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_city_trgm_idx" ON "orders" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_area_trgm_idx" ON "orders" USING gin ("area" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_package_trgm_idx" ON "orders" USING gin ("package" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "works_date_idx" ON "works" USING btree ("created_at","id");