ALTER TABLE "mail_outbox" ADD COLUMN "kind" text DEFAULT 'account' NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "replaced_by" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "access_jti" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "managed_by_env" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_notified_idx" ON "mail_outbox" USING btree ("to","sent_at") WHERE "mail_outbox"."kind" = 'notification';--> statement-breakpoint
CREATE UNIQUE INDEX "users_managed_by_env_unique" ON "users" USING btree ("managed_by_env") WHERE "users"."managed_by_env";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('account', 'notification'));