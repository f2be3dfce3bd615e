-- The search indexes take each order as it is written (no pending list, which only a vacuum empties), and the entries
-- already pending go into them now.
ALTER INDEX "orders_full_name_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "orders_phone_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "orders_governorate_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "orders_city_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "orders_area_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "orders_package_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('orders_full_name_trgm_idx'::regclass);
--> statement-breakpoint
SELECT gin_clean_pending_list('orders_phone_trgm_idx'::regclass);
--> statement-breakpoint
SELECT gin_clean_pending_list('orders_governorate_trgm_idx'::regclass);
--> statement-breakpoint
SELECT gin_clean_pending_list('orders_city_trgm_idx'::regclass);
--> statement-breakpoint
SELECT gin_clean_pending_list('orders_area_trgm_idx'::regclass);
--> statement-breakpoint
SELECT gin_clean_pending_list('orders_package_trgm_idx'::regclass);
