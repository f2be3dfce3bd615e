ALTER TABLE "users" ADD COLUMN "mail_language" text;--> statement-breakpoint
ALTER TABLE "components" ADD COLUMN "title_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "components" ADD COLUMN "description_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_mail_language_check" CHECK ("users"."mail_language" in ('en', 'ar'));