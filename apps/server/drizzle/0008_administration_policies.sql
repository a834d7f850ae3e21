-- Company details and invitations are tenant rows, like every other: RLS forced, one policy on
-- company_id, and only the grants the application role needs.
ALTER TABLE company_details ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE company_details FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON company_details
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON company_details TO northdesk_app;
--> statement-breakpoint
ALTER TABLE invitations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE invitations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON invitations
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON invitations TO northdesk_app;
--> statement-breakpoint
-- The one way to find an invitation before any tenant is known: by the SHA-256 hash of the token
-- in its link. It returns that single invitation (used, expired or not: the caller decides) with
-- its tenant's display name, and nothing else; the application role may only call it.
CREATE OR REPLACE FUNCTION northdesk_invitation_by_token_hash(p_token_hash text)
RETURNS TABLE (
  id uuid,
  company_id uuid,
  email text,
  role text,
  expires_at timestamptz,
  accepted_at timestamptz,
  company_name text
)
LANGUAGE sql
STABLE
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
  SELECT i.id, i.company_id, i.email, i.role, i.expires_at, i.accepted_at,
         COALESCE(NULLIF(btrim(c.trading_name), ''), NULLIF(btrim(c.legal_name), ''), c.name)
  FROM invitations i
  JOIN companies c ON c.id = i.company_id
  WHERE i.token_hash = p_token_hash AND c.is_active
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION northdesk_invitation_by_token_hash(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION northdesk_invitation_by_token_hash(text) TO northdesk_app;
