CREATE TABLE "change_instalments" (
	"id" serial PRIMARY KEY NOT NULL,
	"change_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"milestone_id" integer,
	"due" text,
	"amount" bigint NOT NULL,
	CONSTRAINT "change_instalments_target_check" CHECK (("change_instalments"."milestone_id" is null) = ("change_instalments"."due" is not null)),
	CONSTRAINT "change_instalments_due_check" CHECK ("change_instalments"."due" is null or "change_instalments"."due" in ('acceptance', 'start', 'completion'))
);
--> statement-breakpoint
CREATE TABLE "change_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"change_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"quantity_milli" integer NOT NULL,
	"unit" text NOT NULL,
	"unit_price" bigint NOT NULL,
	CONSTRAINT "change_order_lines_kind_check" CHECK ("change_order_lines"."kind" in ('add', 'remove')),
	CONSTRAINT "change_order_lines_quantity_check" CHECK ("change_order_lines"."quantity_milli" > 0),
	CONSTRAINT "change_order_lines_price_check" CHECK ("change_order_lines"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "change_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"reason_ar" text DEFAULT '' NOT NULL,
	"days_added" integer DEFAULT 0 NOT NULL,
	"answer_by" date NOT NULL,
	"schedule" text NOT NULL,
	"stage" text,
	"vat_rate_bp" integer NOT NULL,
	"added" bigint NOT NULL,
	"removed" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"total" bigint NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"contract_before" bigint,
	"completion_before" date,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"full_name" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"content_sha256" text DEFAULT '' NOT NULL,
	CONSTRAINT "change_orders_status_check" CHECK ("change_orders"."status" in ('pending', 'approved', 'declined')),
	CONSTRAINT "change_orders_schedule_check" CHECK ("change_orders"."schedule" in ('approval', 'stage', 'spread')),
	CONSTRAINT "change_orders_stage_check" CHECK (("change_orders"."schedule" = 'stage') = ("change_orders"."stage" is not null) and ("change_orders"."stage" is null or "change_orders"."stage" in ('start', 'completion'))),
	CONSTRAINT "change_orders_days_check" CHECK ("change_orders"."days_added" >= 0),
	CONSTRAINT "change_orders_total_check" CHECK ("change_orders"."total" = "change_orders"."added" - "change_orders"."removed" + "change_orders"."vat")
);
--> statement-breakpoint
CREATE TABLE "order_completions" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"expected_completion" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "change_instalments" ADD CONSTRAINT "change_instalments_change_id_change_orders_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."change_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_instalments" ADD CONSTRAINT "change_instalments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_instalments" ADD CONSTRAINT "change_instalments_milestone_id_quote_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."quote_milestones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_order_lines" ADD CONSTRAINT "change_order_lines_change_id_change_orders_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."change_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_orders" ADD CONSTRAINT "change_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_orders" ADD CONSTRAINT "change_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_orders" ADD CONSTRAINT "change_orders_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_completions" ADD CONSTRAINT "order_completions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_instalments_order_idx" ON "change_instalments" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "change_order_lines_change_idx" ON "change_order_lines" USING btree ("change_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "change_orders_order_number_unique" ON "change_orders" USING btree ("order_id","number");