CREATE TABLE "crm_company_contact_counts" (
	"company_id" uuid NOT NULL,
	"crm_company_id" uuid NOT NULL,
	"contact_count" integer NOT NULL,
	"sort_name" text NOT NULL,
	"listed" boolean NOT NULL,
	CONSTRAINT "crm_company_contact_counts_company_id_crm_company_id_pk" PRIMARY KEY("company_id","crm_company_id")
);
--> statement-breakpoint
DROP INDEX "crm_companies_sort_contacts_idx";--> statement-breakpoint
ALTER TABLE "crm_company_contact_counts" ADD CONSTRAINT "crm_company_contact_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_company_contact_counts_sort_idx" ON "crm_company_contact_counts" USING btree ("company_id","contact_count","sort_name","crm_company_id") WHERE listed;--> statement-breakpoint
ALTER TABLE "crm_companies" DROP COLUMN "contact_count";
--> statement-breakpoint
-- Contact counts in a table of their own (issues 24 and 19: import and sync speed).
--
-- crm_companies.contact_count (0027/0028) made every contact write that changes a count rewrite
-- its company's row: a new row version in each of crm_companies' ~14 indexes (never HOT: the
-- count was in crm_companies_sort_contacts_idx), plus the row history trigger's comparison of the
-- two images. An import recounted each touched company at its end that way (~0.6 ms a company);
-- a HubSpot sync did it for every page of 100 contacts (up to 100 company rows per page).
-- Now the count is a row of crm_company_contact_counts (tenant, company, count, and a copy of the
-- company's sort name and whether it is listed; two indexes), and nothing of a contact write
-- touches crm_companies.
--
-- * The same statement triggers on crm_contacts (0028/0069) call crm_companies_add_contact_counts,
--   which now upserts the deltas into the side table in key order (two statements moving contacts
--   between the same companies lock the count rows in the same order: no deadlock). Companies
--   already deleted (a tenant or a company being deleted) get no row.
-- * crm_companies_contact_count_refresh (the import's recount) locks the count rows of the given
--   companies in key order (creating missing ones), then writes the counted value where it
--   differs; the reasoning of 0069 holds with the count rows as the lock.
-- * Every company has a count row, made by a statement trigger on crm_companies' inserts; its
--   updates copy a changed sort name or listed state (most company edits change neither: one
--   EXCEPT over the transition tables, as 0028). The sort by contact count walks
--   crm_company_contact_counts_sort_idx (count, sort name, id) in either direction, as the
--   dropped crm_companies_sort_contacts_idx was walked (issue 18: sorts served by indexes).
-- * Readers take the count from the side table: the list functions per page row (a primary key
--   probe each), the contacts sort with a join, export and merge.
-- * Row-level security as on every tenant table; the app role may only read (the triggers and the
--   recount functions are SECURITY DEFINER).
ALTER TABLE crm_company_contact_counts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE crm_company_contact_counts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON crm_company_contact_counts
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT ON crm_company_contact_counts TO northdesk_app;
--> statement-breakpoint
-- Adds each delta to its company's count row (see the header; a missing row is made). Owner only.
CREATE OR REPLACE FUNCTION crm_companies_add_contact_counts(p_ids uuid[], p_deltas integer[])
RETURNS void
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $fn$
BEGIN
  INSERT INTO crm_company_contact_counts AS n (company_id, crm_company_id, contact_count, sort_name, listed)
  SELECT c.company_id, c.id, d.delta, c.sort_name, NOT c.archived AND NOT c.is_individual_contacts
    FROM unnest(p_ids, p_deltas) AS d(id, delta)
    JOIN crm_companies c ON c.id = d.id
   ORDER BY c.company_id, c.id
  ON CONFLICT (company_id, crm_company_id)
    DO UPDATE SET contact_count = n.contact_count + EXCLUDED.contact_count;
END;
$fn$;
--> statement-breakpoint
-- Keeps a count row for every company, with the company's sort name and listed state, and
-- deletes it with the company. A trigger, not a foreign key to crm_companies: the key's check
-- runs once per row with a plan kept by the connection, and on PGlite (one connection, no
-- autovacuum) a plan made while crm_companies was small made a 30,000-row insert take minutes.
CREATE FUNCTION crm_companies_contact_count_rows()
RETURNS trigger
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $fn$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM crm_company_contact_counts AS k
     USING old_rows o
     WHERE k.company_id = o.company_id AND k.crm_company_id = o.id;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO crm_company_contact_counts (company_id, crm_company_id, contact_count, sort_name, listed)
    SELECT r.company_id, r.id, 0, r.sort_name, NOT r.archived AND NOT r.is_individual_contacts
      FROM new_rows r
    ON CONFLICT (company_id, crm_company_id) DO NOTHING;
    RETURN NULL;
  END IF;
  -- An edit of anything else (most edits): done.
  IF NOT EXISTS (
    SELECT n.id, n.sort_name, n.archived, n.is_individual_contacts FROM new_rows n
    EXCEPT
    SELECT o.id, o.sort_name, o.archived, o.is_individual_contacts FROM old_rows o
  ) THEN
    RETURN NULL;
  END IF;
  UPDATE crm_company_contact_counts AS k
     SET sort_name = n.sort_name, listed = NOT n.archived AND NOT n.is_individual_contacts
    FROM new_rows n
   WHERE k.company_id = n.company_id AND k.crm_company_id = n.id
     AND (k.sort_name, k.listed) IS DISTINCT FROM (n.sort_name, NOT n.archived AND NOT n.is_individual_contacts);
  RETURN NULL;
END;
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION crm_companies_contact_count_rows() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER crm_companies_contact_count_rows_insert
  AFTER INSERT ON crm_companies
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crm_companies_contact_count_rows();
--> statement-breakpoint
CREATE TRIGGER crm_companies_contact_count_rows_update
  AFTER UPDATE ON crm_companies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crm_companies_contact_count_rows();
--> statement-breakpoint
CREATE TRIGGER crm_companies_contact_count_rows_delete
  AFTER DELETE ON crm_companies
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crm_companies_contact_count_rows();
--> statement-breakpoint
-- Recounts the contact counts of some companies of the transaction's tenant (0069's import
-- recount, with the count rows as the lock; see the header); returns how many changed.
CREATE OR REPLACE FUNCTION crm_companies_contact_count_refresh(p_ids uuid[])
RETURNS integer
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $fn$
DECLARE
  tenant uuid := NULLIF(current_setting('app.company_id', true), '')::uuid;
  changed integer;
BEGIN
  IF tenant IS NULL OR p_ids IS NULL THEN
    RETURN 0;
  END IF;
  -- Locks each company's count row, in key order, making the missing ones (count 0): a writer
  -- that added its delta has committed when this returns, one that has not waits for us.
  INSERT INTO crm_company_contact_counts AS n (company_id, crm_company_id, contact_count, sort_name, listed)
  SELECT c.company_id, c.id, 0, c.sort_name, NOT c.archived AND NOT c.is_individual_contacts
    FROM crm_companies c
   WHERE c.company_id = tenant AND c.id = ANY (p_ids)
   ORDER BY c.company_id, c.id
  ON CONFLICT (company_id, crm_company_id) DO UPDATE SET contact_count = n.contact_count;
  -- A new statement, a new snapshot: every committed delta's contact is counted.
  UPDATE crm_company_contact_counts AS n
     SET contact_count = k.counted
    FROM (
      SELECT w.crm_company_id,
             (SELECT count(*)::integer
                FROM crm_contacts ct
               WHERE ct.company_id = tenant AND ct.crm_company_id = w.crm_company_id
                 AND NOT ct.archived) AS counted
        FROM crm_company_contact_counts w
       WHERE w.company_id = tenant AND w.crm_company_id = ANY (p_ids)
    ) AS k
   WHERE n.company_id = tenant AND n.crm_company_id = k.crm_company_id
     AND n.contact_count <> k.counted;
  GET DIAGNOSTICS changed = ROW_COUNT;
  RETURN changed;
END;
$fn$;
--> statement-breakpoint
-- Makes every count row of one tenant (or of every tenant: NULL) again from the companies and
-- contacts, for rows written with triggers off (the benchmark generator). Owner only.
CREATE OR REPLACE FUNCTION crm_companies_contact_count_rebuild(p_tenant uuid)
RETURNS void
LANGUAGE sql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $fn$
  DELETE FROM crm_company_contact_counts n WHERE p_tenant IS NULL OR n.company_id = p_tenant;
  INSERT INTO crm_company_contact_counts (company_id, crm_company_id, contact_count, sort_name, listed)
  SELECT c.company_id, c.id, coalesce(k.counted, 0), c.sort_name, NOT c.archived AND NOT c.is_individual_contacts
    FROM crm_companies c
    LEFT JOIN (SELECT ct.company_id, ct.crm_company_id, count(*)::integer AS counted
                 FROM crm_contacts ct
                WHERE (p_tenant IS NULL OR ct.company_id = p_tenant)
                  AND ct.crm_company_id IS NOT NULL AND NOT ct.archived
                GROUP BY 1, 2) AS k
      ON k.company_id = c.company_id AND k.crm_company_id = c.id
   WHERE p_tenant IS NULL OR c.company_id = p_tenant
   ORDER BY 1, 2;
$fn$;
--> statement-breakpoint
-- Count what is there (the migrating owner bypasses row-level security, see 0002).
SELECT crm_companies_contact_count_rebuild(NULL);
--> statement-breakpoint
-- The list functions as in 0044/0055, with the count read from crm_company_contact_counts (their
-- text otherwise unchanged).
CREATE OR REPLACE FUNCTION public.crm_list_order_by(p_sort text, p_desc boolean, p_name_col text, p_location text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT CASE p_sort
    -- The count table's index (joined as cc, crm_companies_sorted_page): count, name, id.
    WHEN 'contacts' THEN
      format('cc.contact_count %1$s, cc.sort_name %1$s, c.id %1$s', CASE WHEN p_desc THEN 'DESC' ELSE 'ASC' END)
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
               WHEN 'created' THEN 'c.created_at ' || CASE WHEN p_desc THEN 'DESC' ELSE 'ASC' END || ','
               ELSE ''
             END)
  END;
$function$;

--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.crm_companies_page(p_search text, p_country text, p_limit integer, p_offset integer)
 RETURNS TABLE(total_count bigint, id uuid, name text, domain text, phone text, billing_email text, city text, state text, country text, lead_status text, logo_key text, contact_count integer)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
#variable_conflict use_column
DECLARE
  tenant uuid := NULLIF(current_setting('app.company_id', true), '')::uuid;
  needle text := lower(btrim(coalesce(p_search, '')));
  pattern text;
  scope text;
  filters text := 'c.company_id = $1 AND NOT c.archived AND NOT c.is_individual_contacts';
  page_columns constant text := 'c.id, c.name, c.domain, c.phone, c.billing_email, c.city, c.state,'
    || ' c.country, c.lead_status, c.logo_key, coalesce((SELECT k.contact_count FROM crm_company_contact_counts k WHERE k.company_id = c.company_id AND k.crm_company_id = c.id), 0)';
  page_ids text;
  total bigint;
  listed bigint;
  walk_entries numeric;
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
  END IF;

  IF needle = '' OR (length(needle) = 3 AND strpos(needle, chr(10)) = 0) THEN
    SELECT coalesce(sum(s.company_count) FILTER (WHERE s.trigram = needle), 0),
           coalesce(sum(s.company_count) FILTER (WHERE s.trigram = ''), 0)
      INTO total, listed
      FROM crm_company_search_counts s
     WHERE s.company_id = tenant
       AND s.trigram IN (needle, '')
       AND (p_country IS NULL OR s.country = p_country);
    IF total <= p_offset THEN
      total_count := total;
      RETURN NEXT;
      RETURN;
    END IF;
    -- Index entries a walk in name order reads to reach the end of the page, if the matches are
    -- spread evenly. Measured: an entry costs ~0.55 us, a match visited through the trigram
    -- index (recheck, sort) ~10 us, so a walk wins up to ~16 entries per match.
    walk_entries := least(listed, ceil((p_offset + p_limit)::numeric * listed / total));
    IF needle = '' OR walk_entries <= total * 16 THEN
      -- Static statements (their generic plans are kept per connection): an index-only scan of
      -- the list index in name order, testing search_text in the index (strpos, a plain
      -- substring test, which the trigram index cannot serve, so the planner has nothing else to
      -- choose), then the page's rows by id.
      IF p_country IS NULL THEN
        RETURN QUERY
        SELECT total, c.id, c.name, c.domain, c.phone, c.billing_email, c.city, c.state,
               c.country, c.lead_status, c.logo_key, coalesce((SELECT k.contact_count FROM crm_company_contact_counts k WHERE k.company_id = c.company_id AND k.crm_company_id = c.id), 0)
          FROM (SELECT w.id, w.sort_name FROM crm_companies w
                 WHERE w.company_id = tenant AND NOT w.archived AND NOT w.is_individual_contacts
                   AND (needle = '' OR strpos(w.search_text, needle) > 0)
                 ORDER BY w.sort_name, w.id LIMIT p_limit OFFSET p_offset) page
          JOIN crm_companies c ON c.id = page.id
         ORDER BY page.sort_name, page.id;
      ELSE
        RETURN QUERY
        SELECT total, c.id, c.name, c.domain, c.phone, c.billing_email, c.city, c.state,
               c.country, c.lead_status, c.logo_key, coalesce((SELECT k.contact_count FROM crm_company_contact_counts k WHERE k.company_id = c.company_id AND k.crm_company_id = c.id), 0)
          FROM (SELECT w.id, w.sort_name FROM crm_companies w
                 WHERE w.company_id = tenant AND w.country = p_country
                   AND NOT w.archived AND NOT w.is_individual_contacts
                   AND (needle = '' OR strpos(w.search_text, needle) > 0)
                 ORDER BY w.sort_name, w.id LIMIT p_limit OFFSET p_offset) page
          JOIN crm_companies c ON c.id = page.id
         ORDER BY page.sort_name, page.id;
      END IF;
      IF NOT FOUND THEN
        total_count := total;
        RETURN NEXT;
      END IF;
      RETURN;
    END IF;
    page_ids := 'SELECT c.id, c.sort_name FROM crm_companies c WHERE ' || filters
      || ' AND c.search_text LIKE $2 AND c.search_scope @> ARRAY[$7]';
  ELSE
    filters := filters || ' AND c.search_text LIKE $2 AND c.search_scope @> ARRAY[$7]';
    IF length(needle) > 3 THEN
      -- Counted and ordered in one read of the matches through the trigram index (materialized:
      -- the planner would otherwise walk the name index through the whole tenant).
      RETURN QUERY EXECUTE
        'WITH matches AS MATERIALIZED (SELECT c.id, c.sort_name FROM crm_companies c WHERE '
        || filters || ')'
        || ' SELECT (SELECT count(*) FROM matches), ' || page_columns
        || ' FROM (SELECT id, sort_name FROM matches ORDER BY sort_name, id LIMIT $5 OFFSET $6) page'
        || ' JOIN crm_companies c ON c.id = page.id'
        || ' ORDER BY page.sort_name, page.id'
        USING tenant, pattern, p_country, NULL::bigint, p_limit, p_offset, scope;
      IF FOUND THEN
        RETURN;
      END IF;
    END IF;
    EXECUTE 'SELECT count(*) FROM crm_companies c WHERE ' || filters
      INTO total
      USING tenant, pattern, p_country, NULL::bigint, p_limit, p_offset, scope;
    page_ids := 'SELECT c.id, c.sort_name FROM crm_companies c WHERE ' || filters;
  END IF;

  IF total > p_offset THEN
    RETURN QUERY EXECUTE
      'SELECT $4::bigint, ' || page_columns
      || ' FROM (' || page_ids || ' ORDER BY c.sort_name, c.id LIMIT $5 OFFSET $6) page'
      || ' JOIN crm_companies c ON c.id = page.id'
      || ' ORDER BY page.sort_name, page.id'
      USING tenant, pattern, p_country, total, p_limit, p_offset, scope;
    IF FOUND THEN
      RETURN;
    END IF;
  END IF;
  total_count := total;
  RETURN NEXT;
END;
$function$;

--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.crm_companies_owner_page(p_search text, p_country text, p_owner text, p_limit integer, p_offset integer)
 RETURNS TABLE(total_count bigint, id uuid, name text, domain text, phone text, billing_email text, city text, state text, country text, lead_status text, logo_key text, contact_count integer)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
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
      || ' c.country, c.lead_status, c.logo_key, coalesce((SELECT k.contact_count FROM crm_company_contact_counts k WHERE k.company_id = c.company_id AND k.crm_company_id = c.id), 0)'
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
$function$;

--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.crm_companies_sorted_page(p_search text, p_country text, p_owner text, p_sort text, p_desc boolean, p_limit integer, p_offset integer)
 RETURNS TABLE(total_count bigint, id uuid, name text, domain text, phone text, billing_email text, city text, state text, country text, lead_status text, logo_key text, contact_count integer)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
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
      || ' c.country, c.lead_status, c.logo_key, coalesce((SELECT k.contact_count FROM crm_company_contact_counts k WHERE k.company_id = c.company_id AND k.crm_company_id = c.id), 0)'
      || ' FROM (SELECT q.id, row_number() OVER () AS n FROM (SELECT c.id FROM crm_companies c'
      -- The contacts sort walks the count table's sort index (every company has a row).
      || CASE WHEN p_sort = 'contacts' THEN ' JOIN crm_company_contact_counts cc'
           || ' ON cc.company_id = c.company_id AND cc.crm_company_id = c.id AND cc.listed' ELSE '' END
      || ' WHERE ' || filters || ' ORDER BY '
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
$function$;

