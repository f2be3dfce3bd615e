CREATE TABLE "job_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"supplier_id" integer,
	"category" text NOT NULL,
	"amount" bigint NOT NULL,
	"billed_on" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"receipt" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_bills_category_check" CHECK ("job_bills"."category" in ('materials', 'labour', 'subcontract', 'transport', 'other')),
	CONSTRAINT "job_bills_amount_check" CHECK ("job_bills"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_budget_splits" (
	"order_id" integer NOT NULL,
	"category" text NOT NULL,
	"amount" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_budget_splits_order_id_category_pk" PRIMARY KEY("order_id","category"),
	CONSTRAINT "order_budget_splits_category_check" CHECK ("order_budget_splits"."category" in ('materials', 'labour', 'subcontract', 'transport', 'other')),
	CONSTRAINT "order_budget_splits_amount_check" CHECK ("order_budget_splits"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity_milli" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	CONSTRAINT "purchase_order_lines_quantity_check" CHECK ("purchase_order_lines"."quantity_milli" > 0),
	CONSTRAINT "purchase_order_lines_price_check" CHECK ("purchase_order_lines"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"number" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"category" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"expected_on" date,
	"note" text DEFAULT '' NOT NULL,
	"total" bigint NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_state_check" CHECK ("purchase_orders"."state" in ('draft', 'sent', 'received', 'cancelled')),
	CONSTRAINT "purchase_orders_category_check" CHECK ("purchase_orders"."category" in ('materials', 'labour', 'subcontract', 'transport', 'other')),
	CONSTRAINT "purchase_orders_total_check" CHECK ("purchase_orders"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"trade" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_bills" ADD CONSTRAINT "job_bills_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_bills" ADD CONSTRAINT "job_bills_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_bills" ADD CONSTRAINT "job_bills_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_budget_splits" ADD CONSTRAINT "order_budget_splits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_bills_order_idx" ON "job_bills" USING btree ("order_id","category");--> statement-breakpoint
CREATE INDEX "job_bills_billed_on_idx" ON "job_bills" USING btree ("billed_on");--> statement-breakpoint
CREATE INDEX "job_bills_supplier_idx" ON "job_bills" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_po_idx" ON "purchase_order_lines" USING btree ("purchase_order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_order_number_unique" ON "purchase_orders" USING btree ("order_id","number");--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_idx" ON "purchase_orders" USING btree ("supplier_id");