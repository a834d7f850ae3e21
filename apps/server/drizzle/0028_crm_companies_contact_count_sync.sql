-- Companies list: each row's contact count kept on the row, list rows narrowed to what the list
-- shows, plans kept; and a bulk update of companies that no longer takes quadratic time.
--
-- * crm_companies.contact_count (0027) holds how many listed (not archived) contacts a company
--   has. Statement triggers on crm_contacts keep it exact in the writing transaction, as
--   crm_company_search_counts is kept (0026). Before, a page of 100 companies ran 100 counting
--   subqueries: ~0.5 ms on PostgreSQL, ~2 ms on PGlite, of a ~3 ms / ~8 ms query.
--   What it costs: a contact write also updates its company's row (a move updates two), and two
--   transactions adding contacts to one company wait for each other's commit.
-- * crm_companies_page returns the columns of the list's table (name, domain, logo, location,
--   phone, email, lead status, contact count) instead of every column: the list's edit action
--   reads the whole company when it opens (GET /api/companies/{id}).
-- * crm_companies_page runs with plan_cache_mode = force_generic_plan: its static statements were
--   planned again on every call (a custom plan each time, because the generic plan's estimated
--   cost was higher), ~0.5 ms of each call. The generic plans are the same walks (checked with
--   EXPLAIN for both list indexes); the dynamic statements are planned per call as before.
-- * crm_companies_search_counts_sync tested "did anything searchable change" with EXISTS over a
--   join of the old and new rows, which the planner runs as a nested loop: 3,000 updated rows
--   took 1.2 s, 180,000 would take hours. It now uses EXCEPT (hashed, linear).

-- As in 0026, with the early return written with EXCEPT (see the header).
CREATE OR REPLACE FUNCTION crm_companies_search_counts_sync()
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
    -- An edit of a phone number, a lead status or a contact count changes nothing counted: done.
    -- (A column list, AFTER UPDATE OF name, ..., is not allowed on a trigger with transition
    -- tables.)
    IF NOT EXISTS (
      SELECT n.id, n.name, n.city, n.domain, n.country, n.archived, n.is_individual_contacts
        FROM new_rows n
      EXCEPT
      SELECT o.id, o.name, o.city, o.domain, o.country, o.archived, o.is_individual_contacts
        FROM old_rows o
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
-- Adds each delta to its company's contact_count. The rows are locked in id order first, so two
-- statements that touch the same companies (moves between two companies in opposite directions)
-- cannot deadlock each other. Companies already deleted (a tenant being deleted) are skipped.
CREATE FUNCTION crm_companies_add_contact_counts(p_ids uuid[], p_deltas integer[])
RETURNS void
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $fn$
BEGIN
  PERFORM 1
     FROM crm_companies c
    WHERE c.id = ANY (p_ids)
    ORDER BY c.id
      FOR NO KEY UPDATE;
  UPDATE crm_companies AS c
     SET contact_count = c.contact_count + d.delta
    FROM unnest(p_ids, p_deltas) AS d(id, delta)
   WHERE c.id = d.id;
END;
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION crm_companies_add_contact_counts(uuid[], integer[]) FROM PUBLIC;
--> statement-breakpoint
-- Keeps crm_companies.contact_count exact: a contact counts for its company while it is linked
-- and not archived. Statement-level with transition tables, so an import of many contacts
-- updates each company once.
CREATE FUNCTION crm_contacts_contact_count_sync()
RETURNS trigger
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $fn$
DECLARE
  ids uuid[];
  deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(r.crm_company_id), array_agg(r.delta) INTO ids, deltas
      FROM (
        SELECT n.crm_company_id, count(*)::integer AS delta
          FROM new_rows n
         WHERE NOT n.archived AND n.crm_company_id IS NOT NULL
         GROUP BY 1
      ) AS r;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Most edits (a phone number, a name; a company's rename touching its contacts) change
    -- nothing counted: done. EXCEPT, not a join: see the header.
    IF NOT EXISTS (
      SELECT n.id, n.crm_company_id, n.archived FROM new_rows n
      EXCEPT
      SELECT o.id, o.crm_company_id, o.archived FROM old_rows o
    ) THEN
      RETURN NULL;
    END IF;
    SELECT array_agg(r.crm_company_id), array_agg(r.delta) INTO ids, deltas
      FROM (
        SELECT change.crm_company_id, sum(change.delta)::integer AS delta
          FROM (
            SELECT o.crm_company_id, -1 AS delta
              FROM old_rows o
             WHERE NOT o.archived AND o.crm_company_id IS NOT NULL
            UNION ALL
            SELECT n.crm_company_id, 1
              FROM new_rows n
             WHERE NOT n.archived AND n.crm_company_id IS NOT NULL
          ) AS change
         GROUP BY 1
        HAVING sum(change.delta) <> 0
      ) AS r;
  ELSE
    SELECT array_agg(r.crm_company_id), array_agg(r.delta) INTO ids, deltas
      FROM (
        SELECT o.crm_company_id, -count(*)::integer AS delta
          FROM old_rows o
         WHERE NOT o.archived AND o.crm_company_id IS NOT NULL
         GROUP BY 1
      ) AS r;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM crm_companies_add_contact_counts(ids, deltas);
  END IF;
  RETURN NULL;
END;
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION crm_contacts_contact_count_sync() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER crm_contacts_contact_count_insert
  AFTER INSERT ON crm_contacts
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crm_contacts_contact_count_sync();
--> statement-breakpoint
CREATE TRIGGER crm_contacts_contact_count_update
  AFTER UPDATE ON crm_contacts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crm_contacts_contact_count_sync();
--> statement-breakpoint
CREATE TRIGGER crm_contacts_contact_count_delete
  AFTER DELETE ON crm_contacts
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crm_contacts_contact_count_sync();
--> statement-breakpoint
-- Recounts the contact counts of one tenant's companies (or every tenant's: NULL), for rows
-- written with triggers off (the benchmark generator). Owner only.
CREATE FUNCTION crm_companies_contact_count_rebuild(p_tenant uuid)
RETURNS void
LANGUAGE sql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $fn$
  UPDATE crm_companies AS c
     SET contact_count = (
       SELECT count(*)
         FROM crm_contacts ct
        WHERE ct.company_id = c.company_id AND ct.crm_company_id = c.id AND NOT ct.archived)
   WHERE p_tenant IS NULL OR c.company_id = p_tenant;
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION crm_companies_contact_count_rebuild(uuid) FROM PUBLIC;
--> statement-breakpoint
-- Count what is there (the migrating owner bypasses row-level security, see 0002).
SELECT crm_companies_contact_count_rebuild(NULL);
--> statement-breakpoint
-- The result changes shape (the list's columns only), so the function is dropped and made again.
DROP FUNCTION crm_companies_page(text, text, integer, integer);
--> statement-breakpoint
-- One page of the companies list with its total. SECURITY DEFINER with its own tenant filter
-- (see 0010: under row-level security LIKE is evaluated after the policy and could not use the
-- trigram index); no tenant set, no rows. Always at least one row: a page past the end (or no
-- match) is one row with only the total. The total comes from crm_company_search_counts for no
-- search and for three-character searches (0026); other searches count through the trigram index,
-- or the whole tenant for one or two characters.
CREATE FUNCTION crm_companies_page(
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
SET plan_cache_mode = force_generic_plan
AS $fn$
#variable_conflict use_column
DECLARE
  tenant uuid := NULLIF(current_setting('app.company_id', true), '')::uuid;
  needle text := lower(btrim(coalesce(p_search, '')));
  pattern text;
  scope text;
  filters text := 'c.company_id = $1 AND NOT c.archived AND NOT c.is_individual_contacts';
  page_columns constant text := 'c.id, c.name, c.domain, c.phone, c.billing_email, c.city, c.state,'
    || ' c.country, c.lead_status, c.logo_key, c.contact_count';
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
               c.country, c.lead_status, c.logo_key, c.contact_count
          FROM (SELECT w.id, w.sort_name FROM crm_companies w
                 WHERE w.company_id = tenant AND NOT w.archived AND NOT w.is_individual_contacts
                   AND (needle = '' OR strpos(w.search_text, needle) > 0)
                 ORDER BY w.sort_name, w.id LIMIT p_limit OFFSET p_offset) page
          JOIN crm_companies c ON c.id = page.id
         ORDER BY page.sort_name, page.id;
      ELSE
        RETURN QUERY
        SELECT total, c.id, c.name, c.domain, c.phone, c.billing_email, c.city, c.state,
               c.country, c.lead_status, c.logo_key, c.contact_count
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
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION crm_companies_page(text, text, integer, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION crm_companies_page(text, text, integer, integer) TO northdesk_app;
