-- Import speed, part 3 (issue 24 targets): an import of contacts writes the derived columns
-- itself, in its one INSERT per batch, instead of crm_contacts_derive looking up each contact's
-- company row by row.
--
-- Measured (1,000 contacts inserted as the import does, counts deferred, alternated six times on
-- the loaded machine, load 15–25): 957 ms median with the row trigger, 667 ms with the columns
-- computed in the statement (one join to crm_companies); 280 ms with every trigger off.
--
-- The trigger is split: crm_contacts_derive stays as it was for every UPDATE, and the new
-- crm_contacts_derive_insert runs for every INSERT except in a transaction that says
-- app.contacts_derived = 'import' (set_config(..., true): that transaction only). Only the
-- import's batches set it, and their INSERT computes category, company_country and search_text
-- with the same expressions as crm_contacts_derive (import-contacts.ts; the import tests compare
-- every imported contact with what the trigger derives for it). A WHEN clause is checked without
-- entering the trigger function at all.
DROP TRIGGER crm_contacts_derive ON crm_contacts;
--> statement-breakpoint
CREATE TRIGGER crm_contacts_derive
  BEFORE UPDATE ON crm_contacts
  FOR EACH ROW EXECUTE FUNCTION crm_contacts_derive();
--> statement-breakpoint
CREATE TRIGGER crm_contacts_derive_insert
  BEFORE INSERT ON crm_contacts
  FOR EACH ROW
  WHEN (current_setting('app.contacts_derived', true) IS DISTINCT FROM 'import')
  EXECUTE FUNCTION crm_contacts_derive();
