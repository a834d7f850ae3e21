-- Click-to-sort on the companies and contacts lists (issue 18 item 2).
--
-- * last_activity_at on companies and contacts (0045) is kept by a statement trigger on
--   crm_activities: a sort by "last activity" walks an index instead of computing every row's
--   latest activity. What it costs: logging an activity also updates its contact's and company's
--   row (one index probe each for the new latest), and two transactions logging on the same
--   contact wait for each other's commit.
-- * Lead status sorts by rank (hot, warm, cold, customer, lost: the order the product lists them),
--   an expression index each.
-- * crm_companies_sorted_page and crm_contacts_sorted_page answer every sort but the default
--   (name A→Z stays on the tuned crm_*_page functions). They return the same rows as those, take
--   the total from them (crm_*_page with a limit of 0 counts the way each is tuned to), and read
--   the page in the chosen order from the sort key's index: ties by name then id in the same
--   direction, so "desc" is the same index read backwards. SECURITY DEFINER with their own tenant
--   filter for the reason of 0010 (a LIKE under row-level security cannot use the trigram index).
CREATE INDEX crm_companies_sort_lead_idx ON crm_companies (
  company_id,
  (CASE lead_status WHEN 'hot' THEN 1 WHEN 'warm' THEN 2 WHEN 'cold' THEN 3 WHEN 'customer' THEN 4 ELSE 5 END),
  sort_name,
  id
) WHERE NOT archived AND NOT is_individual_contacts;
--> statement-breakpoint
CREATE INDEX crm_contacts_sort_lead_idx ON crm_contacts (
  company_id,
  (CASE lead_status WHEN 'hot' THEN 1 WHEN 'warm' THEN 2 WHEN 'cold' THEN 3 WHEN 'customer' THEN 4 ELSE 5 END),
  sort_key,
  id
) WHERE NOT archived;
--> statement-breakpoint
-- Recomputes last_activity_at of the given contacts and companies from their activities (one
-- probe of crm_activities_contact_idx / crm_activities_crm_company_idx each). Rows are locked in
-- id order first so two statements touching the same rows cannot deadlock; unchanged rows are not
-- written.
CREATE FUNCTION crm_last_activity_refresh(p_contacts uuid[], p_companies uuid[])
RETURNS void
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $fn$
BEGIN
  IF p_contacts IS NOT NULL THEN
    PERFORM 1 FROM crm_contacts c WHERE c.id = ANY (p_contacts) ORDER BY c.id FOR NO KEY UPDATE;
    UPDATE crm_contacts AS c
       SET last_activity_at = l.latest
      FROM (SELECT t.id, (SELECT max(a.activity_date) FROM crm_activities a
                           WHERE a.company_id = t.company_id AND a.contact_id = t.id) AS latest
              FROM crm_contacts t WHERE t.id = ANY (p_contacts)) AS l
     WHERE c.id = l.id AND c.last_activity_at IS DISTINCT FROM l.latest;
  END IF;
  IF p_companies IS NOT NULL THEN
    PERFORM 1 FROM crm_companies c WHERE c.id = ANY (p_companies) ORDER BY c.id FOR NO KEY UPDATE;
    UPDATE crm_companies AS c
       SET last_activity_at = l.latest
      FROM (SELECT t.id, (SELECT max(a.activity_date) FROM crm_activities a
                           WHERE a.company_id = t.company_id AND a.crm_company_id = t.id) AS latest
              FROM crm_companies t WHERE t.id = ANY (p_companies)) AS l
     WHERE c.id = l.id AND c.last_activity_at IS DISTINCT FROM l.latest;
  END IF;
END;
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION crm_last_activity_refresh(uuid[], uuid[]) FROM PUBLIC;
--> statement-breakpoint
CREATE FUNCTION crm_activities_last_activity_sync()
RETURNS trigger
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $fn$
DECLARE
  contact_ids uuid[];
  company_ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.contact_id) FILTER (WHERE n.contact_id IS NOT NULL),
           array_agg(DISTINCT n.crm_company_id) FILTER (WHERE n.crm_company_id IS NOT NULL)
      INTO contact_ids, company_ids
      FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only rows whose date or links changed (an edit of a subject changes no latest date).
    -- EXCEPT, not a join: see 0028.
    SELECT array_agg(DISTINCT r.contact_id) FILTER (WHERE r.contact_id IS NOT NULL),
           array_agg(DISTINCT r.crm_company_id) FILTER (WHERE r.crm_company_id IS NOT NULL)
      INTO contact_ids, company_ids
      FROM (
        (SELECT n.id, n.contact_id, n.crm_company_id, n.activity_date FROM new_rows n
         EXCEPT SELECT o.id, o.contact_id, o.crm_company_id, o.activity_date FROM old_rows o)
        UNION ALL
        (SELECT o.id, o.contact_id, o.crm_company_id, o.activity_date FROM old_rows o
         EXCEPT SELECT n.id, n.contact_id, n.crm_company_id, n.activity_date FROM new_rows n)
      ) AS r;
  ELSE
    SELECT array_agg(DISTINCT o.contact_id) FILTER (WHERE o.contact_id IS NOT NULL),
           array_agg(DISTINCT o.crm_company_id) FILTER (WHERE o.crm_company_id IS NOT NULL)
      INTO contact_ids, company_ids
      FROM old_rows o;
  END IF;
  IF contact_ids IS NOT NULL OR company_ids IS NOT NULL THEN
    PERFORM crm_last_activity_refresh(contact_ids, company_ids);
  END IF;
  RETURN NULL;
END;
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION crm_activities_last_activity_sync() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER crm_activities_last_activity_insert
  AFTER INSERT ON crm_activities
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crm_activities_last_activity_sync();
--> statement-breakpoint
CREATE TRIGGER crm_activities_last_activity_update
  AFTER UPDATE ON crm_activities
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crm_activities_last_activity_sync();
--> statement-breakpoint
CREATE TRIGGER crm_activities_last_activity_delete
  AFTER DELETE ON crm_activities
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crm_activities_last_activity_sync();
--> statement-breakpoint
-- What is there already (the migrating owner bypasses row-level security, see 0002).
UPDATE crm_contacts AS c
   SET last_activity_at = l.latest
  FROM (SELECT a.company_id, a.contact_id, max(a.activity_date) AS latest
          FROM crm_activities a WHERE a.contact_id IS NOT NULL GROUP BY 1, 2) AS l
 WHERE c.company_id = l.company_id AND c.id = l.contact_id;
--> statement-breakpoint
UPDATE crm_companies AS c
   SET last_activity_at = l.latest
  FROM (SELECT a.company_id, a.crm_company_id, max(a.activity_date) AS latest
          FROM crm_activities a WHERE a.crm_company_id IS NOT NULL GROUP BY 1, 2) AS l
 WHERE c.company_id = l.company_id AND c.id = l.crm_company_id;
--> statement-breakpoint
-- The ORDER BY of a sort key (its index's columns), in a direction: `dir` is ASC or DESC. The last
-- activity index is DESC NULLS LAST (never-contacted rows last when newest first), so its asc is
-- the backward read: ASC NULLS FIRST. `name_col` is the list's name key (sort_name / sort_key).
CREATE FUNCTION crm_list_order_by(p_sort text, p_desc boolean, p_name_col text, p_location text)
RETURNS text
LANGUAGE sql
IMMUTABLE
AS $fn$
  SELECT CASE p_sort
    WHEN 'lastActivity' THEN
      format('c.last_activity_at %1$s, c.%2$s %1$s, c.id %1$s',
             CASE WHEN p_desc THEN 'DESC NULLS LAST' ELSE 'ASC NULLS FIRST' END, p_name_col)
    ELSE
      format('%3$s c.%2$s %1$s, c.id %1$s',
             CASE WHEN p_desc THEN 'DESC' ELSE 'ASC' END, p_name_col,
             CASE p_sort
               WHEN 'location' THEN replace(p_location, '%', CASE WHEN p_desc THEN 'DESC' ELSE 'ASC' END)
               WHEN 'leadStatus' THEN '(CASE c.lead_status WHEN ''hot'' THEN 1 WHEN ''warm'' THEN 2'
                 || ' WHEN ''cold'' THEN 3 WHEN ''customer'' THEN 4 ELSE 5 END) '
                 || CASE WHEN p_desc THEN 'DESC' ELSE 'ASC' END || ','
               WHEN 'contacts' THEN 'c.contact_count ' || CASE WHEN p_desc THEN 'DESC' ELSE 'ASC' END || ','
               WHEN 'created' THEN 'c.created_at ' || CASE WHEN p_desc THEN 'DESC' ELSE 'ASC' END || ','
               ELSE ''
             END)
  END;
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION crm_list_order_by(text, boolean, text, text) FROM PUBLIC;
--> statement-breakpoint
CREATE FUNCTION crm_companies_sorted_page(
  p_search text,
  p_country text,
  p_owner text,
  p_sort text,
  p_desc boolean,
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
  scope text;
  filters text := 'c.company_id = $1 AND NOT c.archived AND NOT c.is_individual_contacts';
  total bigint;
BEGIN
  IF tenant IS NULL THEN
    RETURN;
  END IF;
  IF p_owner IS NULL THEN
    SELECT p.total_count INTO total FROM crm_companies_page(p_search, p_country, 0, 0) p LIMIT 1;
  ELSE
    SELECT p.total_count INTO total
      FROM crm_companies_owner_page(p_search, p_country, p_owner, 0, 0) p LIMIT 1;
    filters := filters || ' AND c.owner_user_id = $2';
  END IF;
  total := coalesce(total, 0);
  IF total > p_offset THEN
    IF p_country IS NOT NULL THEN
      filters := filters || ' AND c.country = $3';
    END IF;
    IF needle <> '' THEN
      pattern := '%' || replace(replace(replace(needle, '\', '\\'), '%', '\%'), '_', '\_') || '%';
      filters := filters || ' AND c.search_text LIKE $4';
      IF length(needle) >= 3 THEN
        scope := tenant::text || CASE WHEN p_country IS NULL THEN '' ELSE '|' || p_country END;
        filters := filters || ' AND c.search_scope @> ARRAY[$5]';
      END IF;
    END IF;
    RETURN QUERY EXECUTE
      'SELECT $6::bigint, c.id, c.name, c.domain, c.phone, c.billing_email, c.city, c.state,'
      || ' c.country, c.lead_status, c.logo_key, c.contact_count'
      || ' FROM (SELECT q.id, row_number() OVER () AS n FROM (SELECT c.id FROM crm_companies c WHERE '
      || filters || ' ORDER BY '
      || crm_list_order_by(p_sort, p_desc, 'sort_name', 'c.country %, c.city %,')
      || ' LIMIT $7 OFFSET $8) q) page'
      || ' JOIN crm_companies c ON c.id = page.id'
      || ' ORDER BY page.n'
      USING tenant, p_owner, p_country, pattern, scope, total, p_limit, p_offset;
    IF FOUND THEN
      RETURN;
    END IF;
  END IF;
  total_count := total;
  RETURN NEXT;
END;
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION crm_companies_sorted_page(text, text, text, text, boolean, integer, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION crm_companies_sorted_page(text, text, text, text, boolean, integer, integer) TO northdesk_app;
--> statement-breakpoint
CREATE FUNCTION crm_contacts_sorted_page(
  p_search text,
  p_category text,
  p_country text,
  p_owner text,
  p_sort text,
  p_desc boolean,
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
#variable_conflict use_column
DECLARE
  tenant uuid := NULLIF(current_setting('app.company_id', true), '')::uuid;
  needle text := lower(btrim(coalesce(p_search, '')));
  pattern text;
  scope text;
  filters text := 'c.company_id = $1 AND NOT c.archived';
  total bigint;
BEGIN
  IF tenant IS NULL THEN
    RETURN;
  END IF;
  IF p_owner IS NULL THEN
    SELECT p.total_count INTO total FROM crm_contacts_page(p_search, p_category, p_country, 0, 0) p LIMIT 1;
  ELSE
    SELECT p.total_count INTO total
      FROM crm_contacts_owner_page(p_search, p_category, p_country, p_owner, 0, 0) p LIMIT 1;
    filters := filters || ' AND c.owner_user_id = $2';
  END IF;
  total := coalesce(total, 0);
  IF total > p_offset THEN
    IF p_category IS NOT NULL THEN
      filters := filters || ' AND c.category = $9';
    END IF;
    IF p_country IS NOT NULL THEN
      filters := filters || ' AND c.company_country = $3';
    END IF;
    IF needle <> '' THEN
      pattern := '%' || replace(replace(replace(needle, '\', '\\'), '%', '\%'), '_', '\_') || '%';
      filters := filters || ' AND c.search_text LIKE $4';
      IF length(needle) >= 3 THEN
        -- The most precise scope key for the filters given (as crm_contacts_page, 0020).
        scope := tenant::text || CASE
          WHEN p_category IS NOT NULL AND p_country IS NOT NULL THEN '|cn|' || p_category || '|' || p_country
          WHEN p_category IS NOT NULL THEN '|c|' || p_category
          WHEN p_country IS NOT NULL THEN '|n|' || p_country
          ELSE '' END;
        filters := filters || ' AND c.search_scope @> ARRAY[$5]::text[]';
      END IF;
    END IF;
    RETURN QUERY EXECUTE
      'SELECT $6::bigint, c.id, c.first_name, c.last_name, c.email, c.phone, c.job_title, c.company,'
      || ' c.category, c.lead_status, c.sync_strategy, c.crm_company_id, co.name, co.domain,'
      || ' co.country, co.is_individual_contacts, c.last_activity_at'
      || ' FROM (SELECT q.id, row_number() OVER () AS n FROM (SELECT c.id FROM crm_contacts c WHERE '
      || filters || ' ORDER BY '
      || crm_list_order_by(p_sort, p_desc, 'sort_key', 'c.company_country %,')
      || ' LIMIT $7 OFFSET $8) q) page'
      || ' JOIN crm_contacts c ON c.id = page.id'
      || ' LEFT JOIN crm_companies co ON co.company_id = $1 AND co.id = c.crm_company_id'
      || ' ORDER BY page.n'
      USING tenant, p_owner, p_country, pattern, scope, total, p_limit, p_offset, p_category;
    IF FOUND THEN
      RETURN;
    END IF;
  END IF;
  total_count := total;
  RETURN NEXT;
END;
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION crm_contacts_sorted_page(text, text, text, text, text, boolean, integer, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION crm_contacts_sorted_page(text, text, text, text, text, boolean, integer, integer) TO northdesk_app;
