CREATE TABLE "money_days" (
	"day" date PRIMARY KEY NOT NULL,
	"received" bigint DEFAULT 0 NOT NULL,
	"due" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_stage_stays" (
	"order_id" integer NOT NULL,
	"stage" text NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "order_stage_stays_order_id_entered_at_stage_pk" PRIMARY KEY("order_id","entered_at","stage")
);
--> statement-breakpoint
CREATE TABLE "receivables" (
	"order_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"label" text NOT NULL,
	"label_ar" text NOT NULL,
	"change_number" integer,
	"amount" bigint NOT NULL,
	"outstanding" bigint NOT NULL,
	"due_on" date,
	CONSTRAINT "receivables_order_id_seq_pk" PRIMARY KEY("order_id","seq")
);
--> statement-breakpoint
ALTER TABLE "order_stage_stays" ADD CONSTRAINT "order_stage_stays_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_stage_stays_left_idx" ON "order_stage_stays" USING btree ("left_at","stage","entered_at") WHERE "order_stage_stays"."left_at" is not null;--> statement-breakpoint
CREATE INDEX "order_stage_stays_open_idx" ON "order_stage_stays" USING btree ("order_id") WHERE "order_stage_stays"."left_at" is null;--> statement-breakpoint
CREATE INDEX "receivables_owed_idx" ON "receivables" USING btree ("due_on","order_id","seq","outstanding") WHERE "receivables"."outstanding" > 0;--> statement-breakpoint
CREATE INDEX "orders_stage_idx" ON "orders" USING btree ("stage");--> statement-breakpoint
CREATE INDEX "quotes_sent_idx" ON "quotes" USING btree ("sent_at","status") WHERE "quotes"."sent_at" is not null;