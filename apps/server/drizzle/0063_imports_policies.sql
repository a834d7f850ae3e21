-- CSV imports (issue 24 item 1): tenant rows like every other (see 0002 for the pattern).
ALTER TABLE data_imports ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE data_imports FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON data_imports
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON data_imports TO northdesk_app;
--> statement-breakpoint
ALTER TABLE import_changes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE import_changes FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON import_changes
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON import_changes TO northdesk_app;
--> statement-breakpoint
ALTER TABLE import_mappings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE import_mappings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON import_mappings
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON import_mappings TO northdesk_app;
