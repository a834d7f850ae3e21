-- Notifications: tenant-scoped, and each row visible only to its own user. Inserting one for a
-- colleague (e.g. a task assignment) needs only the same tenant.
ALTER TABLE notifications ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE notifications FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON notifications
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
CREATE POLICY own_rows_only ON notifications AS RESTRICTIVE FOR SELECT
  USING (user_id = NULLIF(current_setting('app.user_id', true), ''));
--> statement-breakpoint
CREATE POLICY own_rows_only_update ON notifications AS RESTRICTIVE FOR UPDATE
  USING (user_id = NULLIF(current_setting('app.user_id', true), ''));
--> statement-breakpoint
CREATE POLICY own_rows_only_delete ON notifications AS RESTRICTIVE FOR DELETE
  USING (user_id = NULLIF(current_setting('app.user_id', true), ''));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON notifications TO northdesk_app;
--> statement-breakpoint
-- Realtime: every change to a notification is announced on the northdesk_events channel, so every
-- server node (each LISTENs) pushes it to that user's open tabs. Only ids travel, never content.
CREATE OR REPLACE FUNCTION northdesk_notify_notification_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  row_data notifications%ROWTYPE;
BEGIN
  IF TG_OP = 'DELETE' THEN row_data := OLD; ELSE row_data := NEW; END IF;
  PERFORM pg_notify('northdesk_events', json_build_object(
    'event', 'notifications',
    'userId', row_data.user_id,
    'companyId', row_data.company_id,
    'op', lower(TG_OP),
    'id', row_data.id
  )::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_announce
  AFTER INSERT OR UPDATE OR DELETE ON notifications
  FOR EACH ROW EXECUTE FUNCTION northdesk_notify_notification_change();
