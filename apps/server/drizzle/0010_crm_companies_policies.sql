-- Customer companies and their deals: tenant rows like every other (see 0002 for the pattern).
ALTER TABLE crm_companies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE crm_companies FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON crm_companies
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON crm_companies TO northdesk_app;
--> statement-breakpoint
ALTER TABLE crm_deals ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE crm_deals FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON crm_deals
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON crm_deals TO northdesk_app;
--> statement-breakpoint
-- One page of the companies list with its total and each row's contact count.
--
-- Why a SECURITY DEFINER function: under row-level security PostgreSQL evaluates the policy
-- before any qual that is not leakproof, and LIKE/ILIKE are not, so the trigram index on
-- search_text could not be used and every search would read the whole tenant. This function runs
-- as its owner (the migration user, which bypasses RLS) and applies the tenant filter itself,
-- from the same app.company_id setting the policies read, so it sees exactly what the policy
-- would show: no tenant set, no rows. Only the application role may call it.
--
-- Always returns at least one row: the first column is the total; a page past the end (or no
-- match) is one row with only the total and every other column null.
--
-- Dynamic SQL (EXECUTE) on purpose: each call is planned with its own filters, never with a
-- generic plan that would have to serve both "search" and "no search".
--
-- Contacts are counted from crm_contacts once that table exists (contacts issue). It must have
-- company_id, crm_company_id and archived, with an index on (company_id, crm_company_id).
CREATE OR REPLACE FUNCTION crm_companies_page(
  p_search text,
  p_country text,
  p_limit integer,
  p_offset integer
)
RETURNS TABLE (
  total_count bigint,
  id uuid,
  name text,
  domain text,
  industry text,
  phone text,
  billing_email text,
  billing_address text,
  city text,
  state text,
  country text,
  employee_count integer,
  lead_status text,
  source text,
  business_unit text,
  logo_key text,
  locally_modified_at timestamp with time zone,
  created_at timestamp with time zone,
  updated_at timestamp with time zone,
  contact_count bigint
)
LANGUAGE plpgsql
STABLE
SECURITY DEFINER
SET search_path = public, pg_temp
AS $fn$
DECLARE
  tenant uuid := NULLIF(current_setting('app.company_id', true), '')::uuid;
  needle text := lower(btrim(coalesce(p_search, '')));
  pattern text;
  filters text := 'c.company_id = $1 AND NOT c.archived AND NOT c.is_individual_contacts';
  contact_count_sql text := '0::bigint';
  total bigint;
BEGIN
  IF tenant IS NULL THEN
    RETURN;
  END IF;
  IF needle <> '' THEN
    -- The text is matched literally: LIKE's wildcards and escape character are escaped.
    pattern := '%' || replace(replace(replace(needle, '\', '\\'), '%', '\%'), '_', '\_') || '%';
    filters := filters || ' AND c.search_text LIKE $2';
  END IF;
  IF p_country IS NOT NULL THEN
    filters := filters || ' AND c.country = $3';
  END IF;
  IF to_regclass('public.crm_contacts') IS NOT NULL THEN
    contact_count_sql := '(SELECT count(*) FROM crm_contacts ct'
      || ' WHERE ct.company_id = $1 AND ct.crm_company_id = c.id AND NOT ct.archived)';
  END IF;

  EXECUTE 'SELECT count(*) FROM crm_companies c WHERE ' || filters
    INTO total
    USING tenant, pattern, p_country;

  RETURN QUERY EXECUTE
    'SELECT $4::bigint, c.id, c.name, c.domain, c.industry, c.phone, c.billing_email,'
    || ' c.billing_address, c.city, c.state, c.country, c.employee_count, c.lead_status, c.source,'
    || ' c.business_unit, c.logo_key, c.locally_modified_at, c.created_at, c.updated_at, '
    || contact_count_sql
    || ' FROM crm_companies c WHERE ' || filters
    || ' ORDER BY lower(c.name), c.id LIMIT $5 OFFSET $6'
    USING tenant, pattern, p_country, total, p_limit, p_offset;
  IF NOT FOUND THEN
    total_count := total;
    RETURN NEXT;
  END IF;
END;
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION crm_companies_page(text, text, integer, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION crm_companies_page(text, text, integer, integer) TO northdesk_app;
--> statement-breakpoint
-- Listed companies per country, for the country filter. A function for the same reason as
-- crm_companies_page: as the application role the policy's current_setting() call would be
-- evaluated on every row of the tenant; here the tenant is read once and the index answers.
CREATE OR REPLACE FUNCTION crm_companies_countries()
RETURNS TABLE (country text, company_count bigint)
LANGUAGE plpgsql
STABLE
SECURITY DEFINER
SET search_path = public, pg_temp
AS $fn$
DECLARE
  tenant uuid := NULLIF(current_setting('app.company_id', true), '')::uuid;
BEGIN
  RETURN QUERY
    SELECT c.country, count(*)
    FROM crm_companies c
    WHERE c.company_id = tenant
      AND NOT c.archived
      AND NOT c.is_individual_contacts
      AND c.country IS NOT NULL
    GROUP BY c.country
    ORDER BY c.country;
END;
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION crm_companies_countries() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION crm_companies_countries() TO northdesk_app;
