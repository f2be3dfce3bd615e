CREATE TABLE "lead_follow_up_mails" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_follow_up_mails_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "lead_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"author_id" integer,
	"kind" text DEFAULT 'note' NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_notes_kind_check" CHECK ("lead_notes"."kind" in ('message', 'note', 'stage'))
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"stage" text DEFAULT 'new' NOT NULL,
	"lost_reason" text,
	"lost_note" text DEFAULT '' NOT NULL,
	"assigned_to" integer,
	"follow_up_on" date,
	"estimated_value" bigint,
	"contact_message_id" integer,
	"estimate_meters" numeric(12, 2),
	"estimate_price_per_meter" numeric(14, 2),
	"estimate_package" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"customer_id" integer,
	"converted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_source_check" CHECK ("leads"."source" in ('contact', 'calculator', 'sign-up', 'phone', 'referral', 'manual')),
	CONSTRAINT "leads_stage_check" CHECK ("leads"."stage" in ('new', 'contacted', 'visit_booked', 'quoted', 'won', 'lost')),
	CONSTRAINT "leads_lost_reason_check" CHECK ("leads"."lost_reason" in ('price', 'competitor', 'timing', 'no_answer', 'scope', 'other')),
	CONSTRAINT "leads_lost_has_reason" CHECK (("leads"."stage" = 'lost') = ("leads"."lost_reason" is not null)),
	CONSTRAINT "leads_estimated_value_check" CHECK ("leads"."estimated_value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "lead_follow_up_mails" ADD CONSTRAINT "lead_follow_up_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("lead_id","id");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_stage_idx" ON "leads" USING btree ("stage","created_at");--> statement-breakpoint
CREATE INDEX "leads_assigned_idx" ON "leads" USING btree ("assigned_to","follow_up_on");--> statement-breakpoint
CREATE INDEX "leads_follow_up_idx" ON "leads" USING btree ("follow_up_on") WHERE "leads"."stage" not in ('won', 'lost');