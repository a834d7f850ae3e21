-- Contacts are looked up by email through a column (email_key = lower(email)) instead of an index
-- on the expression (see crm-contacts.ts): under row-level security PostgreSQL uses an index only
-- for conditions it deems leakproof, and lower() is not, so the HubSpot sync's `lower(email) = ANY
-- (…)` read the tenant's whole crm_contacts for every page of new contacts (0.3 s a page on PGlite
-- at 60,000 contacts, and growing); `email_key = ANY (…)` probes the index.
DROP INDEX "crm_contacts_email_idx";--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD COLUMN "email_key" text GENERATED ALWAYS AS (lower(email)) STORED;--> statement-breakpoint
CREATE INDEX "crm_contacts_email_idx" ON "crm_contacts" USING btree ("company_id","email_key");--> statement-breakpoint
-- A derived copy of the email, not the user's data: the record history leaves it out like the
-- other derived columns (the email's own change is recorded).
CREATE OR REPLACE FUNCTION crm_record_history_ignored()
RETURNS text[]
LANGUAGE sql
IMMUTABLE
AS $fn$
  SELECT ARRAY[
    'id', 'company_id', 'created_at', 'updated_at', 'created_by', 'search_text', 'search_scope',
    'sort_key', 'sort_name', 'contact_count', 'last_activity_at', 'locally_modified_at',
    'remote_snapshot', 'external_synced_at', 'archived_at', 'company_country', 'stage_entered_at',
    'sent_snapshot', 'sent_pdf_key', 'accepted_ip', 'accepted_user_agent', 'logo_key', 'email_key'
  ]::text[]
$fn$;
