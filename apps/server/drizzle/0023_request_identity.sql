-- request_identity: everything a signed-in request needs to know about its caller, in one round
-- trip (src/features/auth/request-user.ts): the session (by token; or none when p_user_id is
-- given because better-auth already resolved it), the user, their profile, role and tenant, and
-- their stored access levels per section. Before it, a request spent about ten round trips
-- (better-auth's session and user reads, a profile transaction, a tenant transaction, an
-- access-level transaction) before its own query.
--
-- It runs as the caller (the server's owner connection, outside any tenant transaction). It sets
-- app.user_id and app.company_id itself, statement by statement, so it also works for an owner
-- that is subject to the forced row-level security; both settings are transaction-local and end
-- with the statement's implicit transaction. The application role may not call it: it would
-- otherwise turn a session token into another tenant's identity.
CREATE OR REPLACE FUNCTION request_identity(p_token text, p_user_id text)
RETURNS TABLE (
  session_id text,
  session_expires_at timestamp with time zone,
  user_id text,
  email text,
  email_verified boolean,
  company_id uuid,
  company_name text,
  company_legal_name text,
  company_trading_name text,
  role text,
  full_name text,
  avatar_url text,
  first_login_completed boolean,
  access_levels jsonb
)
LANGUAGE plpgsql
VOLATILE
SET search_path = public, pg_temp
AS $fn$
#variable_conflict use_column
DECLARE
  v_user text := p_user_id;
  v_session text;
  v_expires timestamp with time zone;
  v_company uuid;
BEGIN
  IF p_token IS NOT NULL THEN
    SELECT s.id, s.user_id, s.expires_at INTO v_session, v_user, v_expires
      FROM auth_sessions s WHERE s.token = p_token;
    IF NOT FOUND THEN
      RETURN;
    END IF;
  END IF;
  IF v_user IS NULL THEN
    RETURN;
  END IF;
  PERFORM set_config('app.user_id', v_user, true);
  SELECT p.company_id INTO v_company FROM profiles p WHERE p.id = v_user;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  PERFORM set_config('app.company_id', v_company::text, true);
  RETURN QUERY
    SELECT v_session, v_expires, u.id, u.email, u.email_verified, c.id, c.name, c.legal_name,
      c.trading_name, r.role, p.full_name, p.avatar_url, p.first_login_completed,
      coalesce(
        (SELECT jsonb_object_agg(up.section_id, up.access_level)
           FROM user_permissions up WHERE up.user_id = v_user AND up.company_id = v_company),
        '{}'::jsonb)
    FROM auth_users u
    JOIN profiles p ON p.id = u.id
    JOIN companies c ON c.id = p.company_id
    LEFT JOIN user_roles r ON r.user_id = u.id
    WHERE u.id = v_user;
END;
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION request_identity(text, text) FROM PUBLIC;
