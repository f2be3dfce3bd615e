ALTER TABLE "refresh_tokens" ADD COLUMN "replaced_by" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "access_jti" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "managed_by_env" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_managed_by_env_unique" ON "users" USING btree ("managed_by_env") WHERE "users"."managed_by_env";