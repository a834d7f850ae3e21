-- The contacts list, faster on large tenants (measured with npm run bench:contacts).
--
-- 1. Search + category + country from one index: the country index now carries search_text
--    (INCLUDE), so both the count and the page are index-only scans that test LIKE on the index
--    entries instead of visiting every row of the country's contacts. Drizzle cannot write
--    INCLUDE, so the index lives here (0013 dropped the plain crm_contacts_country_idx).
CREATE INDEX IF NOT EXISTS crm_contacts_country_search_idx
  ON crm_contacts (company_id, company_country, category, sort_key, id)
  INCLUDE (search_text)
  WHERE NOT archived;
--> statement-breakpoint
-- 2. The page is chosen on (id, sort_key) only, which an index can answer alone, and only the
--    100 rows of the page are then read in full. With a search, matches are found once, then
--    counted and sorted (see below). Same result and signature as in 0012.
CREATE OR REPLACE FUNCTION crm_contacts_page(
  p_search text,
  p_category text,
  p_country text,
  p_limit integer,
  p_offset integer
)
RETURNS TABLE (
  total_count bigint,
  id uuid,
  first_name text,
  last_name text,
  email text,
  phone text,
  job_title text,
  company text,
  category text,
  lead_status text,
  sync_strategy text,
  crm_company_id uuid,
  crm_company_name text,
  crm_company_domain text,
  crm_company_country text,
  crm_company_is_individual boolean,
  last_activity_at timestamp with time zone
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
  filters text := 'c.company_id = $1 AND NOT c.archived';
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
  IF p_category IS NOT NULL THEN
    filters := filters || ' AND c.category = $3';
  END IF;
  IF p_country IS NOT NULL THEN
    filters := filters || ' AND c.company_country = $4';
  END IF;

  IF needle <> '' THEN
    -- A search: the matches are found once (trigram index, or the country index alone) and
    -- both counted and sorted. Walking the name order instead and testing each row can read a
    -- large part of the tenant when the matching names sort late (measured: 150 ms vs 30 ms).
    RETURN QUERY EXECUTE
      'WITH m AS MATERIALIZED (SELECT c.id, c.sort_key FROM crm_contacts c WHERE ' || filters || '),'
      || ' t AS (SELECT count(*) AS n FROM m),'
      || ' p AS (SELECT m.id, m.sort_key FROM m ORDER BY m.sort_key, m.id LIMIT $6 OFFSET $7)'
      || ' SELECT t.n, c.id, c.first_name, c.last_name, c.email, c.phone, c.job_title, c.company,'
      || ' c.category, c.lead_status, c.sync_strategy, c.crm_company_id, co.name, co.domain,'
      || ' co.country, co.is_individual_contacts,'
      || ' (SELECT max(a.activity_date) FROM crm_activities a'
      || '   WHERE a.company_id = $1 AND a.contact_id = c.id)'
      || ' FROM t LEFT JOIN (p JOIN crm_contacts c ON c.id = p.id'
      || '   LEFT JOIN crm_companies co ON co.company_id = $1 AND co.id = c.crm_company_id) ON true'
      || ' ORDER BY p.sort_key, p.id'
      USING tenant, pattern, p_category, p_country, NULL::bigint, p_limit, p_offset;
    RETURN;
  END IF;

  -- No search: category and country are leading columns of an index in list order, so the page
  -- is read in order and the count is an index-only scan.
  EXECUTE 'SELECT count(*) FROM crm_contacts c WHERE ' || filters
    INTO total
    USING tenant, pattern, p_category, p_country;

  RETURN QUERY EXECUTE
    'SELECT $5::bigint, c.id, c.first_name, c.last_name, c.email, c.phone, c.job_title, c.company,'
    || ' c.category, c.lead_status, c.sync_strategy, c.crm_company_id, co.name, co.domain,'
    || ' co.country, co.is_individual_contacts,'
    || ' (SELECT max(a.activity_date) FROM crm_activities a'
    || '   WHERE a.company_id = $1 AND a.contact_id = c.id)'
    || ' FROM (SELECT c.id, c.sort_key FROM crm_contacts c WHERE ' || filters
    || '   ORDER BY c.sort_key, c.id LIMIT $6 OFFSET $7) p'
    || ' JOIN crm_contacts c ON c.id = p.id'
    || ' LEFT JOIN crm_companies co ON co.company_id = $1 AND co.id = c.crm_company_id'
    || ' ORDER BY p.sort_key, p.id'
    USING tenant, pattern, p_category, p_country, total, p_limit, p_offset;
  IF NOT FOUND THEN
    total_count := total;
    RETURN NEXT;
  END IF;
END;
$fn$;
