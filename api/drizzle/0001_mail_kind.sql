ALTER TABLE "mail_outbox" ADD COLUMN "kind" text DEFAULT 'account' NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_notified_idx" ON "mail_outbox" USING btree ("to","sent_at") WHERE "mail_outbox"."kind" = 'notification';--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('account', 'notification'));