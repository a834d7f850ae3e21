-- Holidays (docs/product/holidays.md): tenant rows like every other (see 0002 for the pattern). Who may
-- see whose requests (self, their manager, super admins) is decided by the holidays service; requests
-- are never deleted (cancelled instead), so the app role gets no DELETE on them.
--> statement-breakpoint
ALTER TABLE holiday_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE holiday_settings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON holiday_settings
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON holiday_settings TO northdesk_app;
--> statement-breakpoint
ALTER TABLE public_holidays ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public_holidays FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON public_holidays
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON public_holidays TO northdesk_app;
--> statement-breakpoint
ALTER TABLE holiday_requests ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE holiday_requests FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON holiday_requests
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON holiday_requests TO northdesk_app;
