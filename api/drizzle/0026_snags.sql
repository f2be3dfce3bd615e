CREATE TABLE "snags" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"room" text NOT NULL,
	"description" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"fix_note" text DEFAULT '' NOT NULL,
	"fix_photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fixed_by" integer,
	"fixed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"reopen_note" text DEFAULT '' NOT NULL,
	"reopened" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "snags_status_check" CHECK ("snags"."status" in ('open', 'fixed', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "snags" ADD CONSTRAINT "snags_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snags" ADD CONSTRAINT "snags_fixed_by_users_id_fk" FOREIGN KEY ("fixed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "snags_order_idx" ON "snags" USING btree ("order_id","id");