-- Staff have a role (owner, editor, sales); the spec's superuser is an owner, so every existing superuser becomes one
-- (ADMIN_EMAIL's account among them). is_superuser stays, meaning staff of any role, and the check keeps the two in step.
ALTER TABLE "users" ADD COLUMN "role" text;--> statement-breakpoint
UPDATE "users" SET "role" = 'owner' WHERE "is_superuser";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('owner', 'editor', 'sales'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_have_a_role" CHECK (("users"."role" is not null) = "users"."is_superuser");