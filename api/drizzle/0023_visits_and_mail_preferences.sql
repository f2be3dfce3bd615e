CREATE TABLE "site_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "site_visits_status_check" CHECK ("site_visits"."status" in ('booked', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "visit_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text NOT NULL,
	"governorates" text[] NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_slots_capacity_check" CHECK ("visit_slots"."capacity" > 0 and "visit_slots"."booked" >= 0 and "visit_slots"."booked" <= "visit_slots"."capacity"),
	CONSTRAINT "visit_slots_window_check" CHECK ("visit_slots"."starts_at" < "visit_slots"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_off" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_slot_id_visit_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."visit_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_slots" ADD CONSTRAINT "visit_slots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_visits_order_booked_unique" ON "site_visits" USING btree ("order_id") WHERE "site_visits"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "site_visits_slot_idx" ON "site_visits" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "visit_slots_day_idx" ON "visit_slots" USING btree ("day","starts_at");