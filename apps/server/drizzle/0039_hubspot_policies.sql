-- HubSpot sync: tenant rows like every other (see 0002 for the pattern). Integrations are
-- deactivated, not deleted; runs and conflicts are history; seen ids are scratch rows of a full sync.
ALTER TABLE company_integrations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE company_integrations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON company_integrations
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON company_integrations TO northdesk_app;
--> statement-breakpoint
ALTER TABLE hubspot_sync_runs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE hubspot_sync_runs FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON hubspot_sync_runs
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON hubspot_sync_runs TO northdesk_app;
--> statement-breakpoint
ALTER TABLE hubspot_sync_conflicts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE hubspot_sync_conflicts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON hubspot_sync_conflicts
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT ON hubspot_sync_conflicts TO northdesk_app;
--> statement-breakpoint
ALTER TABLE hubspot_seen_ids ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE hubspot_seen_ids FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON hubspot_seen_ids
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON hubspot_seen_ids TO northdesk_app;
