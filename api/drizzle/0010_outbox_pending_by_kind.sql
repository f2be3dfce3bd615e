DROP INDEX "mail_outbox_pending_idx";--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("kind","id") WHERE "mail_outbox"."sent_at" is null;