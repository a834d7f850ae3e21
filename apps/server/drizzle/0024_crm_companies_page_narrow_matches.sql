-- crm_companies_page: a search keeps only each match's id and sort key while it counts and
-- orders the matches (before: all eighteen columns of every match were copied into the CTE), then
-- reads the page's 100 rows by id. Otherwise as in 0021 (same signature and result shape).
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
  scope text;
  filters text := 'c.company_id = $1 AND NOT c.archived AND NOT c.is_individual_contacts';
  columns text := 'c.id, c.name, c.domain, c.industry, c.phone, c.billing_email, c.billing_address, c.city,'
    || ' c.state, c.country, c.employee_count, c.lead_status, c.source, c.business_unit, c.logo_key,'
    || ' c.locally_modified_at, c.created_at, c.updated_at';
  contact_count_sql text := '0::bigint';
  total bigint;
BEGIN
  IF tenant IS NULL THEN
    RETURN;
  END IF;
  IF p_country IS NOT NULL THEN
    filters := filters || ' AND c.country = $3';
  END IF;
  IF needle <> '' THEN
    -- The text is matched literally: LIKE's wildcards and escape character are escaped.
    pattern := '%' || replace(replace(replace(needle, '\', '\\'), '%', '\%'), '_', '\_') || '%';
    scope := tenant::text || CASE WHEN p_country IS NULL THEN '' ELSE '|' || p_country END;
    filters := filters || ' AND c.search_text LIKE $2 AND c.search_scope @> ARRAY[$7]';
  END IF;
  IF to_regclass('public.crm_contacts') IS NOT NULL THEN
    contact_count_sql := '(SELECT count(*) FROM crm_contacts ct'
      || ' WHERE ct.company_id = $1 AND ct.crm_company_id = c.id AND NOT ct.archived)';
  END IF;

  IF length(needle) >= 3 THEN
    -- Materialized: read once through the index (the planner would otherwise walk the name
    -- index in order, through every row of the tenant, to spare itself a sort of a few rows).
    RETURN QUERY EXECUTE
      'WITH matches AS MATERIALIZED (SELECT c.id, lower(c.name) AS sort_name FROM crm_companies c WHERE '
      || filters || ')'
      || ' SELECT (SELECT count(*) FROM matches), ' || columns || ', ' || contact_count_sql
      || ' FROM (SELECT id, sort_name FROM matches ORDER BY sort_name, id LIMIT $5 OFFSET $6) page'
      || ' JOIN crm_companies c ON c.id = page.id'
      || ' ORDER BY page.sort_name, c.id'
      USING tenant, pattern, p_country, NULL::bigint, p_limit, p_offset, scope;
    IF FOUND THEN
      RETURN;
    END IF;
  END IF;

  EXECUTE 'SELECT count(*) FROM crm_companies c WHERE ' || filters
    INTO total
    USING tenant, pattern, p_country, NULL::bigint, p_limit, p_offset, scope;
  IF length(needle) < 3 THEN
    -- The page's ids first, from the list index alone (an index-only scan skips the offset's rows
    -- without reading them), then those 100 rows.
    RETURN QUERY EXECUTE
      'SELECT $4::bigint, ' || columns || ', ' || contact_count_sql
      || ' FROM (SELECT c.id FROM crm_companies c WHERE ' || filters
      || '   ORDER BY lower(c.name), c.id LIMIT $5 OFFSET $6) page'
      || ' JOIN crm_companies c ON c.id = page.id'
      || ' ORDER BY lower(c.name), c.id'
      USING tenant, pattern, p_country, total, p_limit, p_offset, scope;
    IF FOUND THEN
      RETURN;
    END IF;
  END IF;
  total_count := total;
  RETURN NEXT;
END;
$fn$;
