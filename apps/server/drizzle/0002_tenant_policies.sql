-- Tenant isolation. Route code reaches tenant data only as northdesk_app inside a transaction
-- that set app.company_id (see src/db/tenant.ts). RLS is forced, so even the table owner is
-- filtered unless it bypasses RLS on purpose (superuser/BYPASSRLS: migrations, auth, seeding).
GRANT USAGE ON SCHEMA public TO northdesk_app;
--> statement-breakpoint
ALTER TABLE companies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE companies FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON companies
  USING (id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON companies TO northdesk_app;
--> statement-breakpoint
ALTER TABLE profiles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE profiles FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- A user always reads their own profile: that is how a request learns its tenant.
CREATE POLICY tenant_isolation ON profiles
  USING (
    company_id = NULLIF(current_setting('app.company_id', true), '')::uuid
    OR id = NULLIF(current_setting('app.user_id', true), '')
  )
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON profiles TO northdesk_app;
--> statement-breakpoint
ALTER TABLE user_roles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE user_roles FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON user_roles
  USING (
    company_id = NULLIF(current_setting('app.company_id', true), '')::uuid
    OR user_id = NULLIF(current_setting('app.user_id', true), '')
  )
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON user_roles TO northdesk_app;
--> statement-breakpoint
ALTER TABLE security_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE security_events FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Events of no tenant (e.g. a failed sign-in for an unknown email) may be written while no
-- tenant is set, and are then readable by no tenant.
CREATE POLICY tenant_isolation ON security_events
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (
    company_id = NULLIF(current_setting('app.company_id', true), '')::uuid
    OR (company_id IS NULL AND NULLIF(current_setting('app.company_id', true), '') IS NULL)
  );
--> statement-breakpoint
GRANT SELECT, INSERT ON security_events TO northdesk_app;
--> statement-breakpoint
GRANT USAGE ON SEQUENCE security_events_id_seq TO northdesk_app;
