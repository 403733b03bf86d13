-- The access check keeps console users' rows in memory as it keeps consumers' (migration 0009); this trigger tells
-- every server process (LISTEN consumer_access, the one channel of the access cache) when a column it reads changes
-- or the user goes, so a lock, a deactivation or a changed password takes effect at once. Payloads:
-- console-user:<id>, or all (TRUNCATE).
CREATE OR REPLACE FUNCTION notify_console_user_access() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('consumer_access', 'all');
  ELSIF TG_OP = 'DELETE' OR (OLD.status, OLD.username, OLD.temporary_password)
      IS DISTINCT FROM (NEW.status, NEW.username, NEW.temporary_password) THEN
    PERFORM pg_notify('consumer_access', 'console-user:' || OLD.id::text);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER console_users_access_notify AFTER UPDATE OR DELETE ON console_users
  FOR EACH ROW EXECUTE FUNCTION notify_console_user_access();
--> statement-breakpoint
CREATE TRIGGER console_users_access_truncate AFTER TRUNCATE ON console_users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_console_user_access();
