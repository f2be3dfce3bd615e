CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"provider" text DEFAULT 'manual' NOT NULL,
	"idempotency_key" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('cash', 'bank_transfer', 'card'))
);
--> statement-breakpoint
CREATE TABLE "quote_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"full_name" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"options" integer[] NOT NULL,
	"subtotal" bigint NOT NULL,
	"discount" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"total" bigint NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"content" text NOT NULL,
	"content_sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_answers_kind_check" CHECK ("quote_answers"."kind" in ('accepted', 'declined', 'changes_requested'))
);
--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"quantity_milli" integer NOT NULL,
	"unit" text NOT NULL,
	"unit_price" bigint NOT NULL,
	"optional" boolean DEFAULT false NOT NULL,
	CONSTRAINT "quote_lines_quantity_check" CHECK ("quote_lines"."quantity_milli" > 0),
	CONSTRAINT "quote_lines_price_check" CHECK ("quote_lines"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quote_milestones" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"label_ar" text DEFAULT '' NOT NULL,
	"share_bp" integer NOT NULL,
	"due" text NOT NULL,
	CONSTRAINT "quote_milestones_share_check" CHECK ("quote_milestones"."share_bp" > 0 and "quote_milestones"."share_bp" <= 10000),
	CONSTRAINT "quote_milestones_due_check" CHECK ("quote_milestones"."due" in ('acceptance', 'start', 'completion'))
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"valid_until" date NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"terms_ar" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('draft', 'sent', 'accepted', 'declined', 'changes_requested', 'superseded')),
	CONSTRAINT "quotes_discount_check" CHECK ("quotes"."discount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_stage_changes" ADD COLUMN "event" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_answers" ADD CONSTRAINT "quote_answers_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_answers" ADD CONSTRAINT "quote_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_milestones" ADD CONSTRAINT "quote_milestones_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_unique" ON "payments" USING btree ("order_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_answers_quote_unique" ON "quote_answers" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quote_lines_quote_idx" ON "quote_lines" USING btree ("quote_id","position");--> statement-breakpoint
CREATE INDEX "quote_milestones_quote_idx" ON "quote_milestones" USING btree ("quote_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_order_version_unique" ON "quotes" USING btree ("order_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_one_draft_unique" ON "quotes" USING btree ("order_id") WHERE "quotes"."status" = 'draft';--> statement-breakpoint
ALTER TABLE "order_stage_changes" ADD CONSTRAINT "order_stage_changes_event_check" CHECK ("order_stage_changes"."event" in ('quote_sent', 'quote_accepted', 'quote_declined', 'quote_changes_requested', 'payment_recorded'));