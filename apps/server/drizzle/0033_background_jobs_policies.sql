-- Background jobs (0032): tenant rows like every other (see 0002 for the pattern). The app role
-- enqueues (inserts) and reads its tenant's own jobs and may cancel one; the workers run as the
-- owner, which updates status, progress and results across tenants.
ALTER TABLE background_jobs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE background_jobs FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON background_jobs
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON background_jobs TO northdesk_app;
