CREATE TABLE "daily_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"day" date NOT NULL,
	"work_done" text NOT NULL,
	"crew_count" integer,
	"crew_names" text DEFAULT '' NOT NULL,
	"weather" text NOT NULL,
	"delay" text DEFAULT '' NOT NULL,
	"delay_cause" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"timeline_entry_id" integer,
	"written_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_logs_weather_check" CHECK ("daily_logs"."weather" in ('clear', 'cloudy', 'hot', 'windy', 'rain')),
	CONSTRAINT "daily_logs_delay_cause_check" CHECK ("daily_logs"."delay_cause" is null or "daily_logs"."delay_cause" in ('materials', 'crew', 'weather', 'customer', 'access', 'other')),
	CONSTRAINT "daily_logs_crew_check" CHECK ("daily_logs"."crew_count" is null or "daily_logs"."crew_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"call" text NOT NULL,
	"key" text NOT NULL,
	"status" smallint,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_stage_changes" DROP CONSTRAINT "order_stage_changes_event_check";--> statement-breakpoint
ALTER TABLE "daily_logs" ADD CONSTRAINT "daily_logs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_logs" ADD CONSTRAINT "daily_logs_timeline_entry_id_order_stage_changes_id_fk" FOREIGN KEY ("timeline_entry_id") REFERENCES "public"."order_stage_changes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_logs" ADD CONSTRAINT "daily_logs_written_by_users_id_fk" FOREIGN KEY ("written_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_logs_order_idx" ON "daily_logs" USING btree ("order_id","day","id");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_unique" ON "idempotency_keys" USING btree ("user_id","call","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "order_stage_changes" ADD CONSTRAINT "order_stage_changes_event_check" CHECK ("order_stage_changes"."event" in ('quote_sent', 'quote_accepted', 'quote_declined', 'quote_changes_requested', 'payment_recorded', 'progress_update', 'daily_log'));