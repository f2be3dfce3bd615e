CREATE TABLE "schedule_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_feeds_token_sha256_unique" UNIQUE("token_sha256")
);
--> statement-breakpoint
CREATE TABLE "schedule_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"reason" text NOT NULL,
	"reason_ar" text DEFAULT '' NOT NULL,
	"moved" jsonb NOT NULL,
	"completion_before" date,
	"completion_after" date,
	"mailed" boolean DEFAULT false NOT NULL,
	"moved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_task_links" (
	"task_id" integer NOT NULL,
	"depends_on" integer NOT NULL,
	CONSTRAINT "schedule_task_links_task_id_depends_on_pk" PRIMARY KEY("task_id","depends_on"),
	CONSTRAINT "schedule_task_links_self_check" CHECK ("schedule_task_links"."task_id" <> "schedule_task_links"."depends_on")
);
--> statement-breakpoint
CREATE TABLE "schedule_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"name_ar" text NOT NULL,
	"stage" text NOT NULL,
	"start" date NOT NULL,
	"end" date NOT NULL,
	"days" integer NOT NULL,
	"assignee_id" integer,
	"assignee_name" text DEFAULT '' NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_tasks_dates_check" CHECK ("schedule_tasks"."end" >= "schedule_tasks"."start"),
	CONSTRAINT "schedule_tasks_days_check" CHECK ("schedule_tasks"."days" > 0)
);
--> statement-breakpoint
CREATE TABLE "schedule_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ar" text NOT NULL,
	"kind" text NOT NULL,
	"package_id" integer,
	"tasks" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_templates_kind_check" CHECK ("schedule_templates"."kind" in ('apartment', 'villa', 'commercial'))
);
--> statement-breakpoint
ALTER TABLE "schedule_feeds" ADD CONSTRAINT "schedule_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_moves" ADD CONSTRAINT "schedule_moves_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_moves" ADD CONSTRAINT "schedule_moves_moved_by_users_id_fk" FOREIGN KEY ("moved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_task_links" ADD CONSTRAINT "schedule_task_links_task_id_schedule_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."schedule_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_task_links" ADD CONSTRAINT "schedule_task_links_depends_on_schedule_tasks_id_fk" FOREIGN KEY ("depends_on") REFERENCES "public"."schedule_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_tasks" ADD CONSTRAINT "schedule_tasks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_tasks" ADD CONSTRAINT "schedule_tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_templates" ADD CONSTRAINT "schedule_templates_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_moves_order_idx" ON "schedule_moves" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "schedule_task_links_depends_idx" ON "schedule_task_links" USING btree ("depends_on");--> statement-breakpoint
CREATE INDEX "schedule_tasks_order_idx" ON "schedule_tasks" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "schedule_tasks_assignee_idx" ON "schedule_tasks" USING btree ("assignee_id","start");