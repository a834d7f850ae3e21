-- Pending files (0029): tenant rows like every other (see 0002 for the pattern). The app role
-- records and releases a tenant's own rows; the sweeper runs as the owner, across tenants.
ALTER TABLE pending_files ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE pending_files FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON pending_files
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON pending_files TO northdesk_app;
