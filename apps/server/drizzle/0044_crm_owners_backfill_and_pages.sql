-- Owners of companies and contacts (issue 18): the backfill of existing rows, and the list pages
-- filtered by owner ("Mine" or a chosen user).
--
-- * Existing rows get an owner: a contact its creator while that user is still in the tenant;
--   everything else the tenant's first super admin (else first admin, else first user), the
--   person who set the tenant up. Rows of a tenant without users stay without an owner.
-- * crm_companies_page and crm_contacts_page (the tuned, unfiltered pages) are unchanged; a list
--   filtered by owner is answered by the functions below, which walk the owner indexes of 0043
--   (company_id, owner_user_id, sort key, id) in list order and count the owner's rows.
WITH first_user AS (
  SELECT DISTINCT ON (p.company_id) p.company_id, p.id AS user_id
    FROM profiles p
    LEFT JOIN user_roles r ON r.user_id = p.id
   ORDER BY p.company_id,
            CASE r.role WHEN 'super_admin' THEN 0 WHEN 'admin' THEN 1 WHEN 'developer' THEN 2 ELSE 3 END,
            p.created_at, p.id
)
UPDATE crm_companies c
   SET owner_user_id = f.user_id
  FROM first_user f
 WHERE f.company_id = c.company_id AND c.owner_user_id IS NULL;
--> statement-breakpoint
WITH first_user AS (
  SELECT DISTINCT ON (p.company_id) p.company_id, p.id AS user_id
    FROM profiles p
    LEFT JOIN user_roles r ON r.user_id = p.id
   ORDER BY p.company_id,
            CASE r.role WHEN 'super_admin' THEN 0 WHEN 'admin' THEN 1 WHEN 'developer' THEN 2 ELSE 3 END,
            p.created_at, p.id
)
UPDATE crm_contacts c
   SET owner_user_id = coalesce(
         (SELECT p.id FROM profiles p WHERE p.id = c.created_by AND p.company_id = c.company_id),
         f.user_id)
  FROM first_user f
 WHERE f.company_id = c.company_id AND c.owner_user_id IS NULL;
--> statement-breakpoint
-- One page of the companies list of one owner, with its total: the same result as
-- crm_companies_page. SECURITY DEFINER with its own tenant filter, as crm_companies_page (0010).
CREATE FUNCTION crm_companies_owner_page(
  p_search text,
  p_country text,
  p_owner text,
  p_limit integer,
  p_offset integer
)
RETURNS TABLE (
  total_count bigint,
  id uuid,
  name text,
  domain text,
  phone text,
  billing_email text,
  city text,
  state text,
  country text,
  lead_status text,
  logo_key text,
  contact_count integer
)
LANGUAGE plpgsql
STABLE
SECURITY DEFINER
SET search_path = public, pg_temp
AS $fn$
#variable_conflict use_column
DECLARE
  tenant uuid := NULLIF(current_setting('app.company_id', true), '')::uuid;
  needle text := lower(btrim(coalesce(p_search, '')));
  pattern text;
  filters text := 'c.company_id = $1 AND c.owner_user_id = $2 AND NOT c.archived'
    || ' AND NOT c.is_individual_contacts';
  total bigint;
BEGIN
  IF tenant IS NULL OR p_owner IS NULL THEN
    RETURN;
  END IF;
  IF p_country IS NOT NULL THEN
    filters := filters || ' AND c.country = $3';
  END IF;
  IF needle <> '' THEN
    -- The text is matched literally: LIKE's wildcards and escape character are escaped.
    pattern := '%' || replace(replace(replace(needle, '\', '\\'), '%', '\%'), '_', '\_') || '%';
    filters := filters || ' AND c.search_text LIKE $4';
  END IF;
  EXECUTE 'SELECT count(*) FROM crm_companies c WHERE ' || filters
    INTO total
    USING tenant, p_owner, p_country, pattern;
  IF total > p_offset THEN
    RETURN QUERY EXECUTE
      'SELECT $5::bigint, c.id, c.name, c.domain, c.phone, c.billing_email, c.city, c.state,'
      || ' c.country, c.lead_status, c.logo_key, c.contact_count'
      || ' FROM (SELECT c.id, c.sort_name FROM crm_companies c WHERE ' || filters
      || '   ORDER BY c.sort_name, c.id LIMIT $6 OFFSET $7) page'
      || ' JOIN crm_companies c ON c.id = page.id'
      || ' ORDER BY page.sort_name, page.id'
      USING tenant, p_owner, p_country, pattern, total, p_limit, p_offset;
    IF FOUND THEN
      RETURN;
    END IF;
  END IF;
  total_count := total;
  RETURN NEXT;
END;
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION crm_companies_owner_page(text, text, text, integer, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION crm_companies_owner_page(text, text, text, integer, integer) TO northdesk_app;
--> statement-breakpoint
-- One page of the contacts list of one owner, with its total: the same result as crm_contacts_page.
CREATE FUNCTION crm_contacts_owner_page(
  p_search text,
  p_category text,
  p_country text,
  p_owner text,
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
  filters text := 'c.company_id = $1 AND NOT c.archived AND c.owner_user_id = $8';
  total bigint;
BEGIN
  IF tenant IS NULL OR p_owner IS NULL THEN
    RETURN;
  END IF;
  IF needle <> '' THEN
    pattern := '%' || replace(replace(replace(needle, '\', '\\'), '%', '\%'), '_', '\_') || '%';
    filters := filters || ' AND c.search_text LIKE $2';
  END IF;
  IF p_category IS NOT NULL THEN
    filters := filters || ' AND c.category = $3';
  END IF;
  IF p_country IS NOT NULL THEN
    filters := filters || ' AND c.company_country = $4';
  END IF;

  EXECUTE 'SELECT count(*) FROM crm_contacts c WHERE ' || filters
    INTO total
    USING tenant, pattern, p_category, p_country, NULL::bigint, p_limit, p_offset, p_owner;

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
    USING tenant, pattern, p_category, p_country, total, p_limit, p_offset, p_owner;
  IF NOT FOUND THEN
    total_count := total;
    RETURN NEXT;
  END IF;
END;
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION crm_contacts_owner_page(text, text, text, text, integer, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION crm_contacts_owner_page(text, text, text, text, integer, integer) TO northdesk_app;
