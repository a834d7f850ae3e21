-- Import speed, part 2 (issue 24 targets): an import of contacts applies the companies' contact
-- counts once at its end instead of once per batch.
--
-- Measured (a 1,000-contact batch, EXPLAIN ANALYZE through auto_explain, loaded machine): of
-- 1,879 ms, the count trigger's update of the batch's ~1,000 companies took 595 ms, and that
-- update's history trigger another 81 ms to find that only contact_count (an ignored column)
-- had changed. Each company row update is a new row version in all 15 of crm_companies' indexes
-- (contact_count is in a sort index, so it is never HOT). A file whose contacts come back to a
-- company in several batches updated that company once per batch.
--
-- * crm_contacts_contact_count_sync returns at once when the transaction says
--   app.contact_counts = 'deferred' (set with set_config(..., true): that transaction only). Only
--   the import's batches set it, and the import then calls the function below for every company
--   its contacts were or are linked to, so the counts are exact again when the import ends
--   (also when it fails: what it wrote by then is recounted).
-- * crm_companies_contact_count_refresh(ids) sets the contact count of those companies of the
--   transaction's tenant from their contacts, in one statement, writing only the rows whose count
--   differs. The rows are locked in id order first (as crm_companies_add_contact_counts does):
--   a writer whose trigger already added its delta has then committed, and the count (read by the
--   next statement, with a new snapshot) includes its contact; a writer that has not yet added
--   its delta waits for this transaction and adds it to the exact count.

CREATE OR REPLACE FUNCTION crm_contacts_contact_count_sync()
RETURNS trigger
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $fn$
DECLARE
  ids uuid[];
  deltas integer[];
BEGIN
  -- An import's batch: the import recounts the companies it touched when it ends.
  IF current_setting('app.contact_counts', true) = 'deferred' THEN
    RETURN NULL;
  END IF;
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
    -- nothing counted: done. EXCEPT, not a join (see 0028).
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
-- Recounts the contact counts of some companies of the transaction's tenant (see the header);
-- returns how many changed. No tenant set: nothing.
CREATE FUNCTION crm_companies_contact_count_refresh(p_ids uuid[])
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
  PERFORM 1
     FROM crm_companies c
    WHERE c.company_id = tenant AND c.id = ANY (p_ids)
    ORDER BY c.id
      FOR NO KEY UPDATE;
  UPDATE crm_companies AS c
     SET contact_count = n.counted
    FROM (
      SELECT w.id,
             (SELECT count(*)::integer
                FROM crm_contacts ct
               WHERE ct.company_id = tenant AND ct.crm_company_id = w.id AND NOT ct.archived) AS counted
        FROM crm_companies w
       WHERE w.company_id = tenant AND w.id = ANY (p_ids)
    ) AS n
   WHERE c.id = n.id AND c.contact_count <> n.counted;
  GET DIAGNOSTICS changed = ROW_COUNT;
  RETURN changed;
END;
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION crm_companies_contact_count_refresh(uuid[]) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION crm_companies_contact_count_refresh(uuid[]) TO northdesk_app;
--> statement-breakpoint
-- The undo of an import deletes the records it created. The application role may not delete
-- contacts or products (people archive them; 0012, 0035), so the undo of a contacts or products
-- import kept every record it had created while reporting it undone. This function deletes, in
-- the transaction's tenant, only records that the import's own undo records list as created by
-- it; a record something else still points at (a task, a quote line) makes it fail, and the undo
-- then keeps that one (import-undo.ts). SECURITY DEFINER for the delete right; the import's tables only.
CREATE FUNCTION crm_import_delete_created(p_table text, p_import uuid, p_ids uuid[])
RETURNS integer
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $fn$
DECLARE
  tenant uuid := NULLIF(current_setting('app.company_id', true), '')::uuid;
  deleted integer;
BEGIN
  IF p_table NOT IN ('crm_companies', 'crm_contacts', 'crm_deals', 'products') THEN
    RAISE EXCEPTION 'not an import table: %', p_table;
  END IF;
  IF tenant IS NULL THEN
    RETURN 0;
  END IF;
  EXECUTE format(
    'DELETE FROM %I AS t USING import_changes AS ic'
    || ' WHERE ic.company_id = $1 AND ic.import_id = $2 AND ic.action = ''created'''
    || ' AND ic.record_id = t.id AND t.company_id = $1 AND t.id = ANY ($3)',
    p_table)
    USING tenant, p_import, p_ids;
  GET DIAGNOSTICS deleted = ROW_COUNT;
  RETURN deleted;
END;
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION crm_import_delete_created(text, uuid, uuid[]) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION crm_import_delete_created(text, uuid, uuid[]) TO northdesk_app;
