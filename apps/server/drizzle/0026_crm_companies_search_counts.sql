-- Companies list: exact totals without visiting every match, and pages walked in index order.
--
-- Before: a three-letter search ("ing" in Germany: 2,394 of 11,990 companies) found its matches
-- through the trigram index quickly, but the exact total and the sort by name had to read every
-- match from the table (a recheck and a visibility test each): about 10 ms of a 13 ms query.
--
-- Now:
-- * crm_company_search_counts holds, per tenant, country and three-character piece of a listed
--   company's name, city or domain, how many companies contain it (and, under the empty piece,
--   how many are listed at all). Statement triggers keep it exact in the same transaction as the
--   change. A search of exactly three characters is a lookup of its piece, so its total is one
--   index read; so is the unfiltered total.
-- * The two list indexes carry search_text (INCLUDE), so a page of a search is read by walking
--   the index in name order, testing search_text in the index and stopping after the page:
--   "ing" in Germany, page 2, reads ~1,200 index entries and no table rows.
-- * When a search is so rare that walking towards its page would read more than visiting each
--   match (crm_companies_page compares the two with the exact counts), the trigram index is used
--   as before. Searches of other lengths work as before.
--
-- Why counts rather than a row per (company, piece) with a B-tree: that is ~46 rows per company
-- (about 1 GB for 200,000 companies); the counts are ~8,000 rows per tenant and country at most.
-- What the counts cost: creating, renaming, moving (country), archiving or deleting a company
-- updates the ~40 count rows of its pieces, and two transactions that change companies sharing a
-- piece in one tenant wait for each other's commit. The rows are updated in key order within a
-- statement, so single statements cannot deadlock each other; long bulk transactions should
-- write companies in one statement (as the benchmark generator and demo seed do).

-- The pieces a company is counted under: '' (every listed company) and each distinct
-- three-character substring of its lower-cased name, city and domain. A search of three characters
-- c matches search_text (see crm_companies.search_text) exactly when c is one of these pieces,
-- because search_text joins those three fields with a line break, which a piece never contains.
CREATE FUNCTION crm_company_search_pieces(p_name text, p_city text, p_domain text)
RETURNS SETOF text
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $fn$
  SELECT ''::text
  UNION
  SELECT substr(field, i, 3)
    FROM unnest(ARRAY[lower(p_name), lower(p_city), lower(p_domain)]) AS field,
         generate_series(1, length(field) - 2) AS i
   WHERE field IS NOT NULL
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION crm_company_search_pieces(text, text, text) FROM PUBLIC;
--> statement-breakpoint
-- Derived rows of a tenant, read and written only by the SECURITY DEFINER functions below; the
-- policy is there so that a grant added by mistake still shows nobody another tenant's counts.
ALTER TABLE crm_company_search_counts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE crm_company_search_counts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON crm_company_search_counts
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
-- Keeps crm_company_search_counts exact. Statement-level with transition tables: a statement
-- that writes many companies (an import, a seed) updates each count row once. A company counts
-- while it is listed (not archived, not the "Individual Contacts" company).
CREATE FUNCTION crm_companies_search_counts_sync()
RETURNS trigger
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO crm_company_search_counts AS s (company_id, trigram, country, company_count)
    SELECT r.company_id, p.piece, coalesce(r.country, ''), count(*)
      FROM new_rows r, crm_company_search_pieces(r.name, r.city, r.domain) AS p(piece)
     WHERE NOT r.archived AND NOT r.is_individual_contacts
     GROUP BY 1, 2, 3
     ORDER BY 1, 2, 3
    ON CONFLICT (company_id, trigram, country)
      DO UPDATE SET company_count = s.company_count + EXCLUDED.company_count;
  ELSIF TG_OP = 'UPDATE' THEN
    -- An edit of a phone number or a lead status changes nothing counted: done. (A column list,
    -- AFTER UPDATE OF name, ..., is not allowed on a trigger with transition tables.)
    IF NOT EXISTS (
      SELECT 1
        FROM old_rows o
        JOIN new_rows n ON n.id = o.id
       WHERE (o.name, o.city, o.domain, o.country, o.archived, o.is_individual_contacts)
             IS DISTINCT FROM (n.name, n.city, n.domain, n.country, n.archived, n.is_individual_contacts)
    ) THEN
      RETURN NULL;
    END IF;
    -- Only what changed: the pieces of unchanged fields net to nothing and touch no count row.
    INSERT INTO crm_company_search_counts AS s (company_id, trigram, country, company_count)
    SELECT company_id, piece, country, sum(delta)
      FROM (
        SELECT r.company_id, p.piece, coalesce(r.country, '') AS country, -1 AS delta
          FROM old_rows r, crm_company_search_pieces(r.name, r.city, r.domain) AS p(piece)
         WHERE NOT r.archived AND NOT r.is_individual_contacts
        UNION ALL
        SELECT r.company_id, p.piece, coalesce(r.country, ''), 1
          FROM new_rows r, crm_company_search_pieces(r.name, r.city, r.domain) AS p(piece)
         WHERE NOT r.archived AND NOT r.is_individual_contacts
      ) AS change
     GROUP BY 1, 2, 3
    HAVING sum(delta) <> 0
     ORDER BY 1, 2, 3
    ON CONFLICT (company_id, trigram, country)
      DO UPDATE SET company_count = s.company_count + EXCLUDED.company_count;
  ELSE
    -- An update, not an upsert: when the tenant itself is deleted its count rows may already be
    -- gone (foreign key cascade), and nothing must be re-created for it.
    UPDATE crm_company_search_counts AS s
       SET company_count = s.company_count - gone.company_count
      FROM (
        SELECT r.company_id, p.piece, coalesce(r.country, '') AS country, count(*) AS company_count
          FROM old_rows r, crm_company_search_pieces(r.name, r.city, r.domain) AS p(piece)
         WHERE NOT r.archived AND NOT r.is_individual_contacts
         GROUP BY 1, 2, 3
      ) AS gone
     WHERE s.company_id = gone.company_id AND s.trigram = gone.piece AND s.country = gone.country;
  END IF;
  RETURN NULL;
END;
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION crm_companies_search_counts_sync() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER crm_companies_search_counts_insert
  AFTER INSERT ON crm_companies
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crm_companies_search_counts_sync();
--> statement-breakpoint
CREATE TRIGGER crm_companies_search_counts_update
  AFTER UPDATE ON crm_companies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crm_companies_search_counts_sync();
--> statement-breakpoint
CREATE TRIGGER crm_companies_search_counts_delete
  AFTER DELETE ON crm_companies
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crm_companies_search_counts_sync();
--> statement-breakpoint
-- Recounts one tenant from its companies (or every tenant: NULL). For rows written with triggers
-- off (the benchmark generator) and for this migration. Owner only.
CREATE FUNCTION crm_company_search_counts_rebuild(p_tenant uuid)
RETURNS void
LANGUAGE sql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $fn$
  DELETE FROM crm_company_search_counts WHERE p_tenant IS NULL OR company_id = p_tenant;
  INSERT INTO crm_company_search_counts (company_id, trigram, country, company_count)
  SELECT c.company_id, p.piece, coalesce(c.country, ''), count(*)
    FROM crm_companies c, crm_company_search_pieces(c.name, c.city, c.domain) AS p(piece)
   WHERE (p_tenant IS NULL OR c.company_id = p_tenant)
     AND NOT c.archived AND NOT c.is_individual_contacts
   GROUP BY 1, 2, 3;
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION crm_company_search_counts_rebuild(uuid) FROM PUBLIC;
--> statement-breakpoint
SELECT crm_company_search_counts_rebuild(NULL);
--> statement-breakpoint
-- The list's ordered indexes (replacing the lower(name) ones of 0009): sort_name is a column, so
-- an index-only scan can return it, and search_text rides along for searches walked in order.
CREATE INDEX crm_companies_list_idx ON crm_companies (company_id, sort_name, id)
  INCLUDE (search_text)
  WHERE NOT archived AND NOT is_individual_contacts;
--> statement-breakpoint
CREATE INDEX crm_companies_list_country_idx ON crm_companies (company_id, country, sort_name, id)
  INCLUDE (search_text)
  WHERE NOT archived AND NOT is_individual_contacts;
--> statement-breakpoint
-- Same signature and result as before (0024). The total comes from the counts for no search and
-- for three-character searches; other searches count as before (trigram index, or the whole
-- tenant for one or two characters). The page's ids are found first, then its 100 rows read.
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
#variable_conflict use_column
DECLARE
  tenant uuid := NULLIF(current_setting('app.company_id', true), '')::uuid;
  needle text := lower(btrim(coalesce(p_search, '')));
  pattern text;
  scope text;
  filters text := 'c.company_id = $1 AND NOT c.archived AND NOT c.is_individual_contacts';
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
      -- Static statements (their plans are kept per connection): an index-only scan of the list
      -- index in name order, testing search_text in the index (strpos, a plain substring test,
      -- which the trigram index cannot serve, so the planner has nothing else to choose).
      IF p_country IS NULL THEN
        RETURN QUERY
        SELECT total, c.id, c.name, c.domain, c.industry, c.phone, c.billing_email,
               c.billing_address, c.city, c.state, c.country, c.employee_count, c.lead_status,
               c.source, c.business_unit, c.logo_key, c.locally_modified_at, c.created_at,
               c.updated_at,
               (SELECT count(*) FROM crm_contacts ct
                 WHERE ct.company_id = tenant AND ct.crm_company_id = c.id AND NOT ct.archived)
          FROM (SELECT w.id, w.sort_name FROM crm_companies w
                 WHERE w.company_id = tenant AND NOT w.archived AND NOT w.is_individual_contacts
                   AND (needle = '' OR strpos(w.search_text, needle) > 0)
                 ORDER BY w.sort_name, w.id LIMIT p_limit OFFSET p_offset) page
          JOIN crm_companies c ON c.id = page.id
         ORDER BY page.sort_name, page.id;
      ELSE
        RETURN QUERY
        SELECT total, c.id, c.name, c.domain, c.industry, c.phone, c.billing_email,
               c.billing_address, c.city, c.state, c.country, c.employee_count, c.lead_status,
               c.source, c.business_unit, c.logo_key, c.locally_modified_at, c.created_at,
               c.updated_at,
               (SELECT count(*) FROM crm_contacts ct
                 WHERE ct.company_id = tenant AND ct.crm_company_id = c.id AND NOT ct.archived)
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
        || ' SELECT (SELECT count(*) FROM matches), c.id, c.name, c.domain, c.industry, c.phone,'
        || ' c.billing_email, c.billing_address, c.city, c.state, c.country, c.employee_count,'
        || ' c.lead_status, c.source, c.business_unit, c.logo_key, c.locally_modified_at,'
        || ' c.created_at, c.updated_at,'
        || ' (SELECT count(*) FROM crm_contacts ct'
        || '   WHERE ct.company_id = $1 AND ct.crm_company_id = c.id AND NOT ct.archived)'
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
      'SELECT $4::bigint, c.id, c.name, c.domain, c.industry, c.phone, c.billing_email,'
      || ' c.billing_address, c.city, c.state, c.country, c.employee_count, c.lead_status,'
      || ' c.source, c.business_unit, c.logo_key, c.locally_modified_at, c.created_at,'
      || ' c.updated_at,'
      || ' (SELECT count(*) FROM crm_contacts ct'
      || '   WHERE ct.company_id = $1 AND ct.crm_company_id = c.id AND NOT ct.archived)'
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
$fn$;
