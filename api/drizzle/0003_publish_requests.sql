CREATE TABLE "publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"reasons" text[] NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "publish_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
