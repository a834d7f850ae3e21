import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { crmCompanies } from './crm-companies.ts';
import { crmDeals } from './deals.ts';
import { companies } from './tenancy.ts';

/**
 * People and department mailboxes at a tenant's customers (docs/product/contacts.md). Contacts are
 * archived, never deleted (archived, archived_reason, archived_at).
 *
 * Three columns are derived by the crm_contacts_derive trigger (contacts policies migration) on
 * every write, from the contact and its linked company, so every writer (forms, sync, imports,
 * seeds) agrees and the list can filter, count and sort in SQL:
 * - category: the classification rule of §3 (company | generic | department), the same rule as
 *   classifyContact in @northdesk/shared;
 * - company_country: the linked company's country (the list's country filter);
 * - search_text: names, email, phone, job title, company text and the linked company's name,
 *   lower-cased, one per line so a search never matches across two fields (trigram-indexed).
 * A rename or a country change of a company refreshes its contacts (trigger on crm_companies).
 *
 * The link to the company is the composite (company_id, crm_company_id), so it cannot point into
 * another tenant; deleting the company unlinks the contact (ON DELETE SET NULL (crm_company_id),
 * declared in the policies migration because drizzle cannot express a column list there).
 */
export const crmContacts = pgTable(
  'crm_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    crmCompanyId: uuid('crm_company_id'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    phone: text('phone'),
    jobTitle: text('job_title'),
    /** Free-text company name, for contacts not linked to a company. */
    company: text('company'),
    leadStatus: text('lead_status').notNull().default('warm'),
    source: text('source').notNull().default('manual'),
    syncStrategy: text('sync_strategy').notNull().default('bidirectional'),
    /** The record id in the external CRM, when synced. */
    externalCrmId: text('external_crm_id'),
    locallyModifiedAt: timestamp('locally_modified_at', { withTimezone: true }),
    /** HubSpot's values (our field names) at the last sync: the base of the three-way merge. */
    remoteSnapshot: jsonb('remote_snapshot').$type<Record<string, string | null>>(),
    /** When the sync last reconciled this row with HubSpot (local edits after it are pushed). */
    externalSyncedAt: timestamp('external_synced_at', { withTimezone: true }),
    archived: boolean('archived').notNull().default(false),
    archivedReason: text('archived_reason'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Derived (trigger): company | generic | department. */
    category: text('category').notNull().default('company'),
    /** Derived (trigger): the linked company's country. */
    companyCountry: text('company_country'),
    /** Derived (trigger): what the list search matches. */
    searchText: text('search_text').notNull().default(''),
    /**
     * Where a row is searched (tenant; tenant and category; tenant and country; all three), as
     * keys the trigram index holds beside search_text (crm_contacts_search_idx): a search with
     * filters finds this tenant's matches inside the index instead of every tenant's.
     */
    searchScope: text('search_scope')
      .array()
      .generatedAlwaysAs(
        sql`ARRAY[company_id::text, company_id::text || '|c|' || category, company_id::text || '|n|' || coalesce(company_country, ''), company_id::text || '|cn|' || category || '|' || coalesce(company_country, '')]`,
      ),
    /**
     * The email as lookups match it (lower-cased), indexed with the tenant (crm_contacts_email_idx).
     * A column rather than an index on lower(email): requests run under row-level security, where
     * PostgreSQL only uses an index for conditions it deems leakproof, and lower() is not, so
     * `lower(email) = ANY (…)` read the tenant's whole table (the HubSpot sync's lookup of new
     * contacts by email: ~0.3 s a page on PGlite at 60,000 contacts, growing with the table);
     * `email_key = ANY (…)` is an index probe.
     */
    emailKey: text('email_key').generatedAlwaysAs(sql`lower(email)`),
    /** The list order: last name, else first name; then first name. */
    sortKey: text('sort_key')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(coalesce(nullif(btrim(last_name), ''), nullif(btrim(first_name), ''), '') || chr(1) || coalesce(first_name, ''))`,
      ),
    /** The tenant user who looks after the contact (default: its creator); null once they are removed. */
    ownerUserId: text('owner_user_id').references(() => user.id, { onDelete: 'set null' }),
    /**
     * When the latest activity with the contact happened, kept by a trigger on crm_activities
     * (migration 0055) so the list can sort by it over an index. Never written by the app.
     */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Target of the composite foreign keys of activities (and deals) into a contact's tenant.
    unique('crm_contacts_tenant_id_key').on(t.companyId, t.id),
    uniqueIndex('crm_contacts_tenant_external_id_key')
      .on(t.companyId, t.externalCrmId)
      .where(sql`external_crm_id IS NOT NULL`),
    // The list: every filter combination reads one of these, in list order, under the tenant.
    index('crm_contacts_list_idx').on(t.companyId, t.sortKey, t.id).where(sql`NOT archived`),
    index('crm_contacts_category_idx').on(t.companyId, t.category, t.sortKey, t.id).where(sql`NOT archived`),
    // The list filtered by owner ("Mine"), in list order (crm_contacts_owner_page).
    index('crm_contacts_owner_list_idx')
      .on(t.companyId, t.ownerUserId, t.sortKey, t.id)
      .where(sql`NOT archived`),
    // Click-to-sort (issue 18): one index per sort key, ties by name then id (see crm_companies;
    // the lead status rank index is in 0055).
    index('crm_contacts_sort_location_idx')
      .on(t.companyId, t.companyCountry, t.sortKey, t.id)
      .where(sql`NOT archived`),
    index('crm_contacts_sort_activity_idx')
      .on(t.companyId, t.lastActivityAt.desc().nullsLast(), t.sortKey.desc(), t.id.desc())
      .where(sql`NOT archived`),
    index('crm_contacts_sort_created_idx')
      .on(t.companyId, t.createdAt, t.sortKey, t.id)
      .where(sql`NOT archived`),
    // Plus crm_contacts_country_search_idx (company_id, company_country, category, sort_key, id)
    // INCLUDE (search_text) WHERE NOT archived, declared in 0014 because drizzle cannot write INCLUDE:
    // a short search (under three letters) with category and country is answered from it alone.
    index('crm_contacts_search_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'), t.searchScope.op('array_ops'))
      .where(sql`NOT archived`),
    // Per company (company pages, contact counts of the companies list) and by email (dedupe).
    // Not partial: it also serves the foreign key's ON DELETE SET NULL, archived rows included.
    index('crm_contacts_crm_company_idx').on(t.companyId, t.crmCompanyId, t.archived),
    index('crm_contacts_email_idx').on(t.companyId, t.emailKey),
    // Reports: new contacts per month.
    index('crm_contacts_tenant_created_idx').on(t.companyId, t.createdAt),
    check('crm_contacts_lead_status_check', sql`lead_status IN ('hot', 'warm', 'cold', 'customer', 'lost')`),
    check('crm_contacts_source_check', sql`source IN ('manual', 'external_crm', 'import')`),
    check(
      'crm_contacts_sync_strategy_check',
      sql`sync_strategy IN ('bidirectional', 'hubspot_managed', 'local_only')`,
    ),
    check('crm_contacts_category_check', sql`category IN ('company', 'generic', 'department')`),
    check(
      'crm_contacts_archived_check',
      sql`(archived AND archived_reason IN ('user_deleted', 'company_deleted', 'hubspot_deleted')) OR (NOT archived AND archived_reason IS NULL)`,
    ),
  ],
);

/**
 * Calls, emails, meetings, notes… logged against a customer company, optionally a contact and a
 * deal (docs/product/contacts.md). An activity goes with its company (composite foreign key,
 * cascade, as deals do); archiving a contact keeps its activities; deleting a contact row (never
 * done by the app) would unlink them (ON DELETE SET NULL (contact_id), in the policies migration).
 * parent_task_id is the task an activity belongs to: composite key into tasks (company_id, id);
 * deleting the task keeps the activity and clears the link (ON DELETE SET NULL (parent_task_id),
 * declared in migration 0022 because drizzle cannot express a column list there).
 */
export const crmActivities = pgTable(
  'crm_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    crmCompanyId: uuid('crm_company_id'),
    contactId: uuid('contact_id'),
    dealId: uuid('deal_id').references(() => crmDeals.id, { onDelete: 'set null' }),
    parentTaskId: uuid('parent_task_id'),
    type: text('type').notNull(),
    subject: text('subject').notNull(),
    content: text('content'),
    activityDate: timestamp('activity_date', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the /activities search matches: subject and content, lower-cased, one per line so a
     * search never matches across the two. Indexed with trigrams (crm_activities_search_trgm_idx).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(subject || chr(10) || coalesce(content, ''))`,
    ),
  },
  (t) => [
    foreignKey({
      name: 'crm_activities_crm_company_fk',
      columns: [t.companyId, t.crmCompanyId],
      foreignColumns: [crmCompanies.companyId, crmCompanies.id],
    }).onDelete('cascade'),
    // /activities pages by (activity_date, id) keys, newest first or (Newer) oldest first: one
    // direction for both columns so a row comparison walks the index either way; by type and by
    // who logged it likewise (docs/product/activities.md).
    index('crm_activities_page_idx').on(t.companyId, t.activityDate, t.id),
    index('crm_activities_type_page_idx').on(t.companyId, t.type, t.activityDate, t.id),
    index('crm_activities_author_page_idx').on(t.companyId, t.createdBy, t.activityDate, t.id),
    index('crm_activities_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('crm_activities_crm_company_idx').on(t.companyId, t.crmCompanyId, t.activityDate.desc()),
    index('crm_activities_contact_idx')
      .on(t.companyId, t.contactId, t.activityDate.desc())
      .where(sql`contact_id IS NOT NULL`),
    index('crm_activities_deal_idx').on(t.dealId).where(sql`deal_id IS NOT NULL`),
    index('crm_activities_parent_task_idx')
      .on(t.companyId, t.parentTaskId)
      .where(sql`parent_task_id IS NOT NULL`),
    check(
      'crm_activities_type_check',
      sql`type IN ('call', 'email', 'meeting', 'note', 'task', 'visit', 'proposal', 'follow-up', 'other')`,
    ),
  ],
);
