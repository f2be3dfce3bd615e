ALTER TABLE "one_time_tokens" DROP CONSTRAINT "one_time_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "assigned_to" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_assigned_date_idx" ON "orders" USING btree ("assigned_to","created_at","id");--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_purpose_check" CHECK ("one_time_tokens"."purpose" in ('activate', 'reset', 'invite'));--> statement-breakpoint
-- A suspended account gets no session, whichever way it signs in (password, refresh, a second factor): every session
-- is a row of refresh_tokens, and this refuses the row. The API answers SQLSTATE FS001 with 401 (http/error-handler.ts).
CREATE OR REPLACE FUNCTION fitout_refuse_suspended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id AND suspended_at IS NOT NULL) THEN
    RAISE EXCEPTION 'account % is suspended', NEW.user_id USING ERRCODE = 'FS001';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_refuse_suspended BEFORE INSERT ON refresh_tokens FOR EACH ROW EXECUTE FUNCTION fitout_refuse_suspended();
