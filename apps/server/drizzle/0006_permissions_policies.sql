-- Sections are global reference data: readable by the application role, written only here.
INSERT INTO sections (id, display_name) VALUES
  ('companies', 'Companies'),
  ('contacts', 'Contacts'),
  ('activities', 'Activities'),
  ('tasks', 'Tasks'),
  ('deals', 'Deals'),
  ('quotes', 'Quotes'),
  ('reports', 'Reports'),
  ('inventory', 'Inventory'),
  ('orders', 'Orders'),
  ('customer-data', 'Customer Data'),
  ('financial-data', 'Financial Data')
ON CONFLICT (id) DO UPDATE SET display_name = EXCLUDED.display_name;
--> statement-breakpoint
GRANT SELECT ON sections TO northdesk_app;
--> statement-breakpoint
ALTER TABLE user_permissions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE user_permissions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON user_permissions
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON user_permissions TO northdesk_app;
--> statement-breakpoint
ALTER TABLE company_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE company_settings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON company_settings
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON company_settings TO northdesk_app;
