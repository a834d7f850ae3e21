-- Record history (issue 24 item 4): row-level security for crm_record_history and the triggers that
-- write it. Statement-level with transition tables (like the contact counts, 0028), so a bulk
-- edit, an import or a sync page writes its history in one INSERT … SELECT per statement.
--
-- The actor comes from the transaction's settings, set next to the tenant by withTenant:
-- app.actor (user | import | hubspot | api | system) and app.user_id. No app.actor (a write made
-- outside withTenant) counts as the user when app.user_id is set, else as the system.
ALTER TABLE crm_record_history ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE crm_record_history FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON crm_record_history
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
-- Read only for the application: rows are written by the triggers and crm_record_history_note
-- below, never edited or deleted (they go with their tenant).
GRANT SELECT ON crm_record_history TO northdesk_app;
--> statement-breakpoint
CREATE FUNCTION crm_record_history_actor()
RETURNS text
LANGUAGE sql
STABLE
SET search_path = public, pg_temp
AS $fn$
  SELECT CASE
    WHEN coalesce(current_setting('app.actor', true), '') IN ('user', 'import', 'hubspot', 'api', 'system')
      THEN current_setting('app.actor', true)
    WHEN coalesce(current_setting('app.user_id', true), '') <> '' THEN 'user'
    ELSE 'system'
  END
$fn$;
--> statement-breakpoint
-- Columns that are not the user's data: keys, the tenant, timestamps the database keeps, search and
-- sort keys, counters kept by triggers, the sync's bookkeeping and a sent quote's frozen copy.
CREATE FUNCTION crm_record_history_ignored()
RETURNS text[]
LANGUAGE sql
IMMUTABLE
AS $fn$
  SELECT ARRAY[
    'id', 'company_id', 'created_at', 'updated_at', 'created_by', 'search_text', 'search_scope',
    'sort_key', 'sort_name', 'contact_count', 'last_activity_at', 'locally_modified_at',
    'remote_snapshot', 'external_synced_at', 'archived_at', 'company_country', 'stage_entered_at',
    'sent_snapshot', 'sent_pdf_key', 'accepted_ip', 'accepted_user_agent', 'logo_key'
  ]::text[]
$fn$;
--> statement-breakpoint
-- SECURITY DEFINER like the other bookkeeping triggers (0028): the application role may only read
-- the history. The rows carry the written row's tenant, which row-level security already checked.
-- Values are kept as text (numbers exact, dates as written); null stays null.
CREATE FUNCTION crm_record_history_write()
RETURNS trigger
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $fn$
DECLARE
  v_actor text := crm_record_history_actor();
  v_user text := NULLIF(current_setting('app.user_id', true), '');
  v_ignored text[] := crm_record_history_ignored();
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO crm_record_history (company_id, entity_type, entity_id, action, changes, actor_type, actor_user_id)
    SELECT n.company_id, TG_ARGV[0], n.id, 'created', '{}'::jsonb, v_actor, v_user
      FROM new_rows n;
  ELSE
    INSERT INTO crm_record_history (company_id, entity_type, entity_id, action, changes, actor_type, actor_user_id)
    SELECT n.company_id, TG_ARGV[0], n.id, 'updated', d.changes, v_actor, v_user
      FROM new_rows n
      JOIN old_rows o ON o.id = n.id
     CROSS JOIN LATERAL (SELECT to_jsonb(o) AS before, to_jsonb(n) AS after) AS j
     CROSS JOIN LATERAL (
       SELECT jsonb_object_agg(
                f.key,
                jsonb_build_object('old', j.before ->> f.key, 'new', f.value #>> '{}')
              ) AS changes
         FROM jsonb_each(j.after) AS f
        WHERE f.key <> ALL (v_ignored)
          AND (j.before -> f.key) IS DISTINCT FROM f.value
     ) AS d
     WHERE d.changes IS NOT NULL;
  END IF;
  RETURN NULL;
END;
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION crm_record_history_write() FROM PUBLIC;
--> statement-breakpoint
-- An event that is not a column change (a merge), for the current tenant and actor.
CREATE FUNCTION crm_record_history_note(p_entity_type text, p_entity_id uuid, p_action text, p_changes jsonb)
RETURNS void
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $fn$
DECLARE
  tenant uuid := NULLIF(current_setting('app.company_id', true), '')::uuid;
BEGIN
  IF tenant IS NULL THEN
    RAISE EXCEPTION 'no tenant';
  END IF;
  INSERT INTO crm_record_history (company_id, entity_type, entity_id, action, changes, actor_type, actor_user_id)
  VALUES (tenant, p_entity_type, p_entity_id, p_action, coalesce(p_changes, '{}'::jsonb),
          crm_record_history_actor(), NULLIF(current_setting('app.user_id', true), ''));
END;
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION crm_record_history_note(text, uuid, text, jsonb) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION crm_record_history_note(text, uuid, text, jsonb) TO northdesk_app;
--> statement-breakpoint
-- Deletes are not recorded: the CRM archives companies and contacts, and a deleted task or quote
-- has no page left to show a history on.
CREATE TRIGGER crm_companies_history_insert AFTER INSERT ON crm_companies
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_record_history_write('company');
--> statement-breakpoint
CREATE TRIGGER crm_companies_history_update AFTER UPDATE ON crm_companies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_record_history_write('company');
--> statement-breakpoint
CREATE TRIGGER crm_contacts_history_insert AFTER INSERT ON crm_contacts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_record_history_write('contact');
--> statement-breakpoint
CREATE TRIGGER crm_contacts_history_update AFTER UPDATE ON crm_contacts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_record_history_write('contact');
--> statement-breakpoint
CREATE TRIGGER crm_deals_history_insert AFTER INSERT ON crm_deals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_record_history_write('deal');
--> statement-breakpoint
CREATE TRIGGER crm_deals_history_update AFTER UPDATE ON crm_deals
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_record_history_write('deal');
--> statement-breakpoint
CREATE TRIGGER tasks_history_insert AFTER INSERT ON tasks
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_record_history_write('task');
--> statement-breakpoint
CREATE TRIGGER tasks_history_update AFTER UPDATE ON tasks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_record_history_write('task');
--> statement-breakpoint
CREATE TRIGGER quotes_history_insert AFTER INSERT ON quotes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_record_history_write('quote');
--> statement-breakpoint
CREATE TRIGGER quotes_history_update AFTER UPDATE ON quotes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_record_history_write('quote');
