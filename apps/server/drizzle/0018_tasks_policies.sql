-- Tasks and their children: tenant rows like every other (see 0002 for the pattern). Tasks are
-- never deleted by the app; notes and the activity log are append-only. A user's manual order is
-- visible and writable only by that user (restrictive policy on app.user_id).
ALTER TABLE tasks ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE tasks FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON tasks
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON tasks TO northdesk_app;
--> statement-breakpoint
ALTER TABLE task_companies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE task_companies FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON task_companies
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON task_companies TO northdesk_app;
--> statement-breakpoint
ALTER TABLE task_contacts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE task_contacts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON task_contacts
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON task_contacts TO northdesk_app;
--> statement-breakpoint
ALTER TABLE task_notes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE task_notes FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON task_notes
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT ON task_notes TO northdesk_app;
--> statement-breakpoint
ALTER TABLE task_checklist_items ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE task_checklist_items FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON task_checklist_items
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON task_checklist_items TO northdesk_app;
--> statement-breakpoint
ALTER TABLE task_activity_log ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE task_activity_log FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON task_activity_log
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT ON task_activity_log TO northdesk_app;
--> statement-breakpoint
ALTER TABLE task_attachments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE task_attachments FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON task_attachments
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON task_attachments TO northdesk_app;
--> statement-breakpoint
ALTER TABLE task_user_order ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE task_user_order FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON task_user_order
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON task_user_order TO northdesk_app;
--> statement-breakpoint
CREATE POLICY own_rows_only ON task_user_order AS RESTRICTIVE
  USING (user_id = NULLIF(current_setting('app.user_id', true), ''))
  WITH CHECK (user_id = NULLIF(current_setting('app.user_id', true), ''));
