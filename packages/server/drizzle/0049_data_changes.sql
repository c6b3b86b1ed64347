-- 0046's announcements of changes to sessions and users give way to one for a change to any table
-- (postgres-data-changes.ts), made on a PostgreSQL server after every migration so a new table has it too.
DROP TRIGGER "sessions_auth_changed" ON "sessions";--> statement-breakpoint
DROP TRIGGER "users_auth_changed" ON "users";--> statement-breakpoint
DROP FUNCTION portal_auth_changed();
