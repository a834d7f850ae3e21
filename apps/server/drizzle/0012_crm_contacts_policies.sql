-- Contacts and activities: tenant rows like every other (see 0002 for the pattern). Contacts are
-- archived, never deleted, so the application role gets no DELETE on them.
ALTER TABLE crm_contacts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE crm_contacts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON crm_contacts
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON crm_contacts TO northdesk_app;
--> statement-breakpoint
ALTER TABLE crm_activities ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE crm_activities FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON crm_activities
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON crm_activities TO northdesk_app;
--> statement-breakpoint
-- Links that stay inside one tenant: composite keys on (company_id, …). Deleting the target only
-- clears the link column, never the tenant column (hence the column list, which drizzle cannot
-- write). A contact of a deleted company is kept, unlinked; an activity or deal of a contact row
-- that disappears (the app never deletes one) is kept without its contact.
ALTER TABLE crm_contacts ADD CONSTRAINT crm_contacts_crm_company_fk
  FOREIGN KEY (company_id, crm_company_id) REFERENCES crm_companies (company_id, id)
  ON DELETE SET NULL (crm_company_id);
--> statement-breakpoint
ALTER TABLE crm_activities ADD CONSTRAINT crm_activities_contact_fk
  FOREIGN KEY (company_id, contact_id) REFERENCES crm_contacts (company_id, id)
  ON DELETE SET NULL (contact_id);
--> statement-breakpoint
ALTER TABLE crm_deals ADD CONSTRAINT crm_deals_contact_fk
  FOREIGN KEY (company_id, contact_id) REFERENCES crm_contacts (company_id, id)
  ON DELETE SET NULL (contact_id);
--> statement-breakpoint
CREATE INDEX crm_deals_contact_id_idx ON crm_deals (company_id, contact_id) WHERE contact_id IS NOT NULL;
--> statement-breakpoint
-- The classification rule of docs/product/contacts.md, the same as classifyContact in @northdesk/shared (the
-- API tests run one table against both): a role mailbox (the local part is one of the role words)
-- is a department; a free-mail address (first label of the domain), or a contact in the
-- "Individual Contacts" company with no company text, is an individual ('generic'); anything
-- else is a business contact ('company').
CREATE OR REPLACE FUNCTION northdesk_contact_category(
  p_email text,
  p_company text,
  p_in_individual_company boolean
)
RETURNS text
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $fn$
  SELECT CASE
    WHEN position('@' IN e.address) > 0
      AND split_part(e.address, '@', 1) IN (
        'info', 'admin', 'support', 'help', 'contact', 'accounts', 'billing', 'sales', 'hr',
        'finance', 'marketing', 'operations', 'procurement', 'reception', 'orders'
      )
      THEN 'department'
    WHEN position('@' IN e.address) > 0
      AND position('.' IN regexp_replace(e.address, '^.*@', '')) > 0
      AND split_part(regexp_replace(e.address, '^.*@', ''), '.', 1) IN (
        'gmail', 'yahoo', 'hotmail', 'outlook', 'aol'
      )
      THEN 'generic'
    WHEN coalesce(p_in_individual_company, false)
      AND regexp_replace(coalesce(p_company, ''), '\s', '', 'g') = ''
      THEN 'generic'
    ELSE 'company'
  END
  FROM (SELECT lower(regexp_replace(coalesce(p_email, ''), '^\s+|\s+$', '', 'g')) AS address) e
$fn$;
--> statement-breakpoint
-- Derived columns of a contact, from the contact and its linked company (see crm-contacts.ts).
CREATE OR REPLACE FUNCTION crm_contacts_derive()
RETURNS trigger
LANGUAGE plpgsql
AS $fn$
DECLARE
  linked_name text;
  linked_country text;
  linked_individual boolean;
BEGIN
  IF NEW.crm_company_id IS NOT NULL THEN
    SELECT c.name, c.country, c.is_individual_contacts
      INTO linked_name, linked_country, linked_individual
      FROM crm_companies c
      WHERE c.company_id = NEW.company_id AND c.id = NEW.crm_company_id;
  END IF;
  linked_individual := coalesce(linked_individual, false);
  IF linked_individual THEN
    linked_name := NULL;
    linked_country := NULL;
  END IF;
  NEW.category := northdesk_contact_category(NEW.email, NEW.company, linked_individual);
  NEW.company_country := linked_country;
  NEW.search_text := lower(concat_ws(chr(10),
    NEW.first_name, NEW.last_name, NEW.email, NEW.phone, NEW.job_title, NEW.company, linked_name));
  RETURN NEW;
END;
$fn$;
--> statement-breakpoint
CREATE TRIGGER crm_contacts_derive
  BEFORE INSERT OR UPDATE ON crm_contacts
  FOR EACH ROW EXECUTE FUNCTION crm_contacts_derive();
--> statement-breakpoint
-- A company's new name, country or kind reaches its contacts' derived columns.
CREATE OR REPLACE FUNCTION crm_companies_refresh_contacts()
RETURNS trigger
LANGUAGE plpgsql
AS $fn$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name
    OR NEW.country IS DISTINCT FROM OLD.country
    OR NEW.is_individual_contacts IS DISTINCT FROM OLD.is_individual_contacts THEN
    UPDATE crm_contacts SET crm_company_id = crm_company_id
      WHERE company_id = NEW.company_id AND crm_company_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$fn$;
--> statement-breakpoint
CREATE TRIGGER crm_companies_refresh_contacts
  AFTER UPDATE OF name, country, is_individual_contacts ON crm_companies
  FOR EACH ROW EXECUTE FUNCTION crm_companies_refresh_contacts();
--> statement-breakpoint
-- One page of the contacts list with its total, each row with its linked company and last
-- activity. SECURITY DEFINER for the reason given at crm_companies_page (0010): under row-level
-- security LIKE is evaluated after the policy and could not use the trigram index. The function
-- applies the tenant filter itself, from the same app.company_id setting the policies read: no
-- tenant set, no rows. Archived contacts are never returned. Only the application role may call it.
--
-- Always returns at least one row: the first column is the total; a page past the end (or no
-- match) is one row with only the total and every other column null. Dynamic SQL so that each
-- filter combination is planned on its own.
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

  EXECUTE 'SELECT count(*) FROM crm_contacts c WHERE ' || filters
    INTO total
    USING tenant, pattern, p_category, p_country;

  RETURN QUERY EXECUTE
    'SELECT $5::bigint, c.id, c.first_name, c.last_name, c.email, c.phone, c.job_title, c.company,'
    || ' c.category, c.lead_status, c.sync_strategy, c.crm_company_id, co.name, co.domain,'
    || ' co.country, co.is_individual_contacts,'
    || ' (SELECT max(a.activity_date) FROM crm_activities a'
    || '   WHERE a.company_id = $1 AND a.contact_id = c.id)'
    || ' FROM (SELECT c.* FROM crm_contacts c WHERE ' || filters
    || '   ORDER BY c.sort_key, c.id LIMIT $6 OFFSET $7) c'
    || ' LEFT JOIN crm_companies co ON co.company_id = $1 AND co.id = c.crm_company_id'
    || ' ORDER BY c.sort_key, c.id'
    USING tenant, pattern, p_category, p_country, total, p_limit, p_offset;
  IF NOT FOUND THEN
    total_count := total;
    RETURN NEXT;
  END IF;
END;
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION crm_contacts_page(text, text, text, integer, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION crm_contacts_page(text, text, text, integer, integer) TO northdesk_app;
--> statement-breakpoint
-- Listed contacts per country of their company, for the country filter (same reasoning as
-- crm_companies_countries in 0010).
CREATE OR REPLACE FUNCTION crm_contacts_countries()
RETURNS TABLE (country text, contact_count bigint)
LANGUAGE plpgsql
STABLE
SECURITY DEFINER
SET search_path = public, pg_temp
AS $fn$
DECLARE
  tenant uuid := NULLIF(current_setting('app.company_id', true), '')::uuid;
BEGIN
  RETURN QUERY
    SELECT c.company_country, count(*)
    FROM crm_contacts c
    WHERE c.company_id = tenant AND NOT c.archived AND c.company_country IS NOT NULL
    GROUP BY c.company_country
    ORDER BY c.company_country;
END;
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION crm_contacts_countries() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION crm_contacts_countries() TO northdesk_app;
