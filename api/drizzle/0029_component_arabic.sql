ALTER TABLE "components" ADD COLUMN "title_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "components" ADD COLUMN "description_ar" text DEFAULT '' NOT NULL;