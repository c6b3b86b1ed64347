-- Every process keeps the session lookups it made until the sessions or users they read change (issue 22 §1):
-- a change by any process (a sign-out, a deactivation, a job) is announced on this channel when it commits.
CREATE FUNCTION portal_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_auth_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION portal_auth_changed();--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION portal_auth_changed();
