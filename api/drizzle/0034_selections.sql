CREATE TABLE "selection_choices" (
	"id" serial PRIMARY KEY NOT NULL,
	"selection_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"name_ar" text DEFAULT '' NOT NULL,
	"supplier" text DEFAULT '' NOT NULL,
	"price_per_unit" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"photo" text
);
--> statement-breakpoint
CREATE TABLE "selections" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"item" text NOT NULL,
	"item_ar" text DEFAULT '' NOT NULL,
	"room" text NOT NULL,
	"quantity_milli" integer NOT NULL,
	"unit" text NOT NULL,
	"allowance_per_unit" bigint NOT NULL,
	"stage" text NOT NULL,
	"choose_by" date NOT NULL,
	"blocks_work" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"choice_id" integer,
	"change_id" integer,
	"chosen_by" integer,
	"chosen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "selections_status_check" CHECK ("selections"."status" in ('open', 'chosen', 'locked')),
	CONSTRAINT "selections_stage_check" CHECK ("selections"."stage" in ('start', 'completion')),
	CONSTRAINT "selections_quantity_check" CHECK ("selections"."quantity_milli" > 0)
);
--> statement-breakpoint
ALTER TABLE "selection_choices" ADD CONSTRAINT "selection_choices_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selections" ADD CONSTRAINT "selections_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selections" ADD CONSTRAINT "selections_change_id_change_orders_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."change_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selections" ADD CONSTRAINT "selections_chosen_by_users_id_fk" FOREIGN KEY ("chosen_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "selection_choices_selection_idx" ON "selection_choices" USING btree ("selection_id","position");--> statement-breakpoint
CREATE INDEX "selections_order_idx" ON "selections" USING btree ("order_id","id");