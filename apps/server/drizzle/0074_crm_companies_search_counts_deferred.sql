CREATE TABLE "crm_company_search_count_changes" (
	"company_id" uuid NOT NULL,
	"name" text,
	"city" text,
	"domain" text,
	"country" text NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_company_search_count_changes" ADD CONSTRAINT "crm_company_search_count_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Import speed (issue 24 targets): an import of companies adds to the search counts every few
-- thousand companies instead of in each batch.
--
-- crm_companies_search_counts_sync (0026, 0028) keeps crm_company_search_counts exact in the
-- writing transaction: for each batch of an import it cut every company into its ~40 pieces and
-- upserted a thousand or more shared count rows. Measured on PostgreSQL 15 (1,000 inserted
-- companies, tenant of 100,000, EXPLAIN ANALYZE): ~33 ms of a ~95 ms insert, and as the count rows
-- are shared, two batches of companies could not write side by side (import-adapter.ts).
--
-- * When the transaction says app.search_counts = 'deferred' (set_config(..., true): that
--   transaction only; only an import's batches set it), the trigger records the counted fields of
--   the written row versions in crm_company_search_count_changes (+1 a version written, -1 one
--   replaced; an update only for rows whose counted fields changed) and touches no count row.
-- * crm_company_search_counts_apply() adds the transaction tenant's recorded changes to the
--   counts in one statement (the changes' pieces summed, each count row written once, in key
--   order as the trigger does) and removes them. The import calls it every few thousand companies
--   and when it ends, also after a failure; an apply that never ran (the process died) is made
--   by the next one. Two applies of one tenant take disjoint rows (the second waits for the
--   first's delete and then skips what it removed).
-- * A delete in the tenant's own transaction (a person deleting a company, an undo) now upserts
--   its -1s: the company may have been imported with its +1s still recorded, not yet applied, and
--   a count row missing until then must get the -1 they will net with. A delete outside a tenant
--   transaction, or of a tenant itself (its count rows may already be gone, and none may be
--   made), updates as before.
-- * crm_company_search_counts_rebuild also clears the tenant's recorded changes: it counts them.

CREATE OR REPLACE FUNCTION crm_companies_search_counts_sync()
RETURNS trigger
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $fn$
DECLARE
  deferred boolean := current_setting('app.search_counts', true) = 'deferred';
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF deferred THEN
      INSERT INTO crm_company_search_count_changes (company_id, name, city, domain, country, delta)
      SELECT r.company_id, r.name, r.city, r.domain, coalesce(r.country, ''), 1
        FROM new_rows r
       WHERE NOT r.archived AND NOT r.is_individual_contacts;
      RETURN NULL;
    END IF;
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
    IF deferred THEN
      -- The versions of the rows whose counted fields changed: the new ones +1, the old ones -1.
      INSERT INTO crm_company_search_count_changes (company_id, name, city, domain, country, delta)
      SELECT c.company_id, c.name, c.city, c.domain, coalesce(c.country, ''), c.delta
        FROM (
          (SELECT n.id, n.company_id, n.name, n.city, n.domain, n.country, n.archived,
                  n.is_individual_contacts, 1 AS delta
             FROM new_rows n
           EXCEPT
           SELECT o.id, o.company_id, o.name, o.city, o.domain, o.country, o.archived,
                  o.is_individual_contacts, 1
             FROM old_rows o)
          UNION ALL
          (SELECT o.id, o.company_id, o.name, o.city, o.domain, o.country, o.archived,
                  o.is_individual_contacts, -1
             FROM old_rows o
           EXCEPT
           SELECT n.id, n.company_id, n.name, n.city, n.domain, n.country, n.archived,
                  n.is_individual_contacts, -1
             FROM new_rows n)
        ) AS c
       WHERE NOT c.archived AND NOT c.is_individual_contacts;
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
  ELSIF deferred THEN
    INSERT INTO crm_company_search_count_changes (company_id, name, city, domain, country, delta)
    SELECT r.company_id, r.name, r.city, r.domain, coalesce(r.country, ''), -1
      FROM old_rows r
     WHERE NOT r.archived AND NOT r.is_individual_contacts;
  ELSIF NOT EXISTS (
    SELECT 1 FROM old_rows r
     WHERE r.company_id IS DISTINCT FROM NULLIF(current_setting('app.company_id', true), '')::uuid
  ) AND EXISTS (
    SELECT 1 FROM companies t WHERE t.id = NULLIF(current_setting('app.company_id', true), '')::uuid
  ) THEN
    -- The tenant's own transaction, the tenant not being deleted: an upsert (see the header).
    INSERT INTO crm_company_search_counts AS s (company_id, trigram, country, company_count)
    SELECT r.company_id, p.piece, coalesce(r.country, ''), -count(*)
      FROM old_rows r, crm_company_search_pieces(r.name, r.city, r.domain) AS p(piece)
     WHERE NOT r.archived AND NOT r.is_individual_contacts
     GROUP BY 1, 2, 3
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
-- Adds the transaction tenant's recorded changes to its counts and removes them (see the header).
-- No tenant set: nothing.
CREATE FUNCTION crm_company_search_counts_apply()
RETURNS void
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $fn$
DECLARE
  tenant uuid := NULLIF(current_setting('app.company_id', true), '')::uuid;
BEGIN
  IF tenant IS NULL THEN
    RETURN;
  END IF;
  WITH taken AS (
    DELETE FROM crm_company_search_count_changes AS c
     WHERE c.company_id = tenant
    RETURNING c.name, c.city, c.domain, c.country, c.delta
  )
  INSERT INTO crm_company_search_counts AS s (company_id, trigram, country, company_count)
  SELECT tenant, p.piece, t.country, sum(t.delta)
    FROM taken t, crm_company_search_pieces(t.name, t.city, t.domain) AS p(piece)
   GROUP BY 2, 3
  HAVING sum(t.delta) <> 0
   ORDER BY 2, 3
  ON CONFLICT (company_id, trigram, country)
    DO UPDATE SET company_count = s.company_count + EXCLUDED.company_count;
END;
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION crm_company_search_counts_apply() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION crm_company_search_counts_apply() TO northdesk_app;
--> statement-breakpoint
-- As in 0026, and the recorded changes of the tenant (or of every tenant) removed: counted here.
CREATE OR REPLACE FUNCTION crm_company_search_counts_rebuild(p_tenant uuid)
RETURNS void
LANGUAGE sql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $fn$
  DELETE FROM crm_company_search_count_changes WHERE p_tenant IS NULL OR company_id = p_tenant;
  DELETE FROM crm_company_search_counts WHERE p_tenant IS NULL OR company_id = p_tenant;
  INSERT INTO crm_company_search_counts (company_id, trigram, country, company_count)
  SELECT c.company_id, p.piece, coalesce(c.country, ''), count(*)
    FROM crm_companies c, crm_company_search_pieces(c.name, c.city, c.domain) AS p(piece)
   WHERE (p_tenant IS NULL OR c.company_id = p_tenant)
     AND NOT c.archived AND NOT c.is_individual_contacts
   GROUP BY 1, 2, 3;
$fn$;
--> statement-breakpoint
-- Derived rows of a tenant, written and read only by the SECURITY DEFINER functions above; the
-- policy is there so that a grant added by mistake still shows nobody another tenant's changes.
ALTER TABLE crm_company_search_count_changes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE crm_company_search_count_changes FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON crm_company_search_count_changes
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
