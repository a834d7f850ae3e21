-- A report request's session read and its report statement in one round trip (issue 23, API within
-- 1.5x of its SQL): request_identity, then, only when the session resolves, the statement as the
-- application role in a read-only transaction with the session's tenant and user set, exactly as
-- readAsTenant runs it. The statement comes from the server (reports.routes.ts), with the tenant as
-- $1 and the user as $2; EXECUTE ... USING plans it for those values, as a statement with them
-- inlined is planned. Access levels are still checked in the server on the identity returned, before
-- anything of the rows is used. Only the owner may call it, as request_identity.
CREATE OR REPLACE FUNCTION request_identity_report(p_token text, p_statement text)
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
  access_levels jsonb,
  pipeline_ok boolean,
  owner_ok boolean,
  rows text
)
LANGUAGE plpgsql
VOLATILE
SET search_path = public, pg_temp
AS $fn$
#variable_conflict use_column
DECLARE
  v record;
  v_pipeline_ok boolean;
  v_owner_ok boolean;
  v_rows text;
BEGIN
  SELECT * INTO v FROM request_identity(p_token, NULL);
  IF NOT FOUND THEN
    RETURN;
  END IF;
  -- request_identity set app.company_id and app.user_id for this transaction; these two complete
  -- readAsTenant's settings (tenant-read.ts), and like them end with the transaction.
  PERFORM set_config('role', 'northdesk_app', true);
  PERFORM set_config('transaction_read_only', 'on', true);
  EXECUTE p_statement INTO v_pipeline_ok, v_owner_ok, v_rows USING v.company_id, v.user_id;
  RETURN QUERY SELECT v.session_id, v.session_expires_at, v.user_id, v.email, v.email_verified,
    v.company_id, v.company_name, v.company_legal_name, v.company_trading_name, v.role,
    v.full_name, v.avatar_url, v.first_login_completed, v.access_levels,
    v_pipeline_ok, v_owner_ok, v_rows;
END;
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION request_identity_report(text, text) FROM PUBLIC;
