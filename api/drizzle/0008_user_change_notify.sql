-- Signed-in requests read their account from memory (accounts/user-cache.ts): every change to an account row, by
-- the API, a script or by hand, is announced on 'fitout_users' with its id once it commits, and each API process
-- forgets that account.
CREATE OR REPLACE FUNCTION fitout_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fitout_users', OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION fitout_user_changed();
