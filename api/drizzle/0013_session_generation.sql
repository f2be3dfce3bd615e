-- Sessions end by a counter, not by a time: a password change adds one to users.session_generation, and a token
-- issued under an earlier count is refused, even within the same second as the change (sessions_valid_after compared
-- whole seconds). A refresh token's family keeps the count it began with. Access tokens from before this migration
-- carry no count and are refused: clients refresh them, and password changes already revoked older refresh tokens.
ALTER TABLE "refresh_tokens" ADD COLUMN "session_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "sessions_valid_after";