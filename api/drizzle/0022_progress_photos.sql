ALTER TABLE "order_stage_changes" DROP CONSTRAINT "order_stage_changes_event_check";--> statement-breakpoint
ALTER TABLE "order_stage_changes" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_stage_changes" ADD CONSTRAINT "order_stage_changes_event_check" CHECK ("order_stage_changes"."event" in ('quote_sent', 'quote_accepted', 'quote_declined', 'quote_changes_requested', 'payment_recorded', 'progress_update'));--> statement-breakpoint
-- Threads (issue 25) are answered from memory with the order lists: every change to a message or a read mark, by the
-- API, a script or by hand, is announced on 'fitout_orders' once it commits (as migration 0009 does for orders).
CREATE TRIGGER order_messages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON order_messages FOR EACH STATEMENT EXECUTE FUNCTION fitout_orders_changed();
--> statement-breakpoint
CREATE TRIGGER order_threads_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON order_threads FOR EACH STATEMENT EXECUTE FUNCTION fitout_orders_changed();
