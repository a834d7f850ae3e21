-- Slack: tenant rows like every other (see 0002 for the pattern). A mapping is deleted on disconnect.
ALTER TABLE slack_apps ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE slack_apps FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON slack_apps
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON slack_apps TO northdesk_app;
--> statement-breakpoint
ALTER TABLE slack_user_mappings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE slack_user_mappings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON slack_user_mappings
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON slack_user_mappings TO northdesk_app;
