import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { companies } from './tenancy.ts';

/**
 * Customer companies of a tenant (docs/product/companies.md). `domain` holds the normalised
 * domain (lower-case, no scheme, `www.`, path or port: see normalizeDomain in @northdesk/shared),
 * so the unique index below is the per-tenant uniqueness the spec asks for; the check keeps every
 * writer (sync, imports) honest about that form.
 */
export const crmCompanies = pgTable(
  'crm_companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    domain: text('domain'),
    industry: text('industry'),
    phone: text('phone'),
    billingEmail: text('billing_email'),
    billingAddress: text('billing_address'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    employeeCount: integer('employee_count'),
    leadStatus: text('lead_status').notNull().default('warm'),
    source: text('source').notNull().default('manual_entry'),
    businessUnit: text('business_unit'),
    /** Storage key of a logo we hold ({tenantId}/company-logos/…), or null. */
    logoKey: text('logo_key'),
    /** The tenant's one "Individual Contacts" company: holds individual contacts, never listed. */
    isIndividualContacts: boolean('is_individual_contacts').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    /** The tenant user who looks after the company (default: its creator); null once they are removed. */
    ownerUserId: text('owner_user_id').references(() => user.id, { onDelete: 'set null' }),
    /**
     * What the list search matches: name, city and domain, lower-cased, one per line so a search
     * never matches across two fields. Indexed with trigrams (crm_companies_search_trgm_idx).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(name || chr(10) || coalesce(city, '') || chr(10) || coalesce(domain, ''))`,
    ),
    /** The list's sort key: the name, lower-cased (stored, so the list indexes can return it). */
    sortName: text('sort_name').generatedAlwaysAs(sql`lower(name)`),
    /**
     * Where a row can be found: its tenant, and its tenant with its country ("{tenant}|{country}").
     * The second column of the search index, so a search reads only its tenant's (and country's)
     * rows from the index instead of every tenant's matches.
     */
    searchScope: text('search_scope')
      .array()
      .generatedAlwaysAs(sql`ARRAY[company_id::text, company_id::text || '|' || country]`),
    /**
     * When the latest activity on the company happened, kept by a trigger on crm_activities
     * (migration 0055) so the list can sort by it over an index. Never written by the app.
     */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    locallyModifiedAt: timestamp('locally_modified_at', { withTimezone: true }),
    /** The record id in HubSpot, when synced (features/hubspot). */
    externalCrmId: text('external_crm_id'),
    /** bidirectional | hubspot_managed | local_only, as for contacts. */
    syncStrategy: text('sync_strategy').notNull().default('bidirectional'),
    /** HubSpot's values (our field names) at the last sync: the base of the three-way merge. */
    remoteSnapshot: jsonb('remote_snapshot').$type<Record<string, string | null>>(),
    /** When the sync last reconciled this row with HubSpot (local edits after it are pushed). */
    externalSyncedAt: timestamp('external_synced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Target of the composite foreign keys that keep child rows inside their company's tenant.
    unique('crm_companies_tenant_id_key').on(t.companyId, t.id),
    // A domain is unique among the tenant's live companies: an archived one is shown nowhere, so
    // it must not hold a domain the user could neither open nor free (see findByDomain).
    uniqueIndex('crm_companies_tenant_domain_key').on(t.companyId, t.domain).where(sql`NOT archived`),
    uniqueIndex('crm_companies_tenant_external_id_key')
      .on(t.companyId, t.externalCrmId)
      .where(sql`external_crm_id IS NOT NULL`),
    uniqueIndex('crm_companies_individual_contacts_key').on(t.companyId).where(sql`is_individual_contacts`),
    // The list's indexes cover only listed rows (see crm_companies_page). The two ordered ones,
    // crm_companies_list_idx (company_id, sort_name, id) and crm_companies_list_country_idx
    // (company_id, country, sort_name, id), both INCLUDE (search_text) so a search can walk them
    // in page order without reading the table; drizzle-kit cannot write INCLUDE, so they live in
    // the custom migration 0026_crm_companies_search_counts.
    index('crm_companies_search_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'), t.searchScope.op('array_ops'))
      .where(sql`NOT archived AND NOT is_individual_contacts`),
    // The list filtered by owner ("Mine"), in list order (crm_companies_owner_page).
    index('crm_companies_owner_list_idx')
      .on(t.companyId, t.ownerUserId, t.sortName, t.id)
      .where(sql`NOT archived AND NOT is_individual_contacts`),
    // Reports: new companies per month.
    index('crm_companies_tenant_created_idx').on(t.companyId, t.createdAt),
    // Click-to-sort (issue 18): one index per sort key over listed rows, ties by name then id so
    // a page is a walk of the index in either direction (crm_companies_sorted_page, 0055). The
    // lead status one orders by rank (hot → lost), an expression, so it is declared in 0055.
    index('crm_companies_sort_location_idx')
      .on(t.companyId, t.country, t.city, t.sortName, t.id)
      .where(sql`NOT archived AND NOT is_individual_contacts`),
    // No index for the sort by contact count: the count lives in crm_company_contact_counts
    // (migration 0071), so that a contact write does not rewrite its company's row.
    index('crm_companies_sort_activity_idx')
      .on(t.companyId, t.lastActivityAt.desc().nullsLast(), t.sortName.desc(), t.id.desc())
      .where(sql`NOT archived AND NOT is_individual_contacts`),
    index('crm_companies_sort_created_idx')
      .on(t.companyId, t.createdAt, t.sortName, t.id)
      .where(sql`NOT archived AND NOT is_individual_contacts`),
    check('crm_companies_lead_status_check', sql`lead_status IN ('hot', 'warm', 'cold', 'customer', 'lost')`),
    check('crm_companies_source_check', sql`source IN ('manual_entry', 'auto_enriched', 'external_crm')`),
    check(
      'crm_companies_sync_strategy_check',
      sql`sync_strategy IN ('bidirectional', 'hubspot_managed', 'local_only')`,
    ),
    check('crm_companies_employee_count_check', sql`employee_count IS NULL OR employee_count >= 1`),
    check(
      'crm_companies_domain_normalised_check',
      sql`domain IS NULL OR (domain ~ '^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$' AND domain NOT LIKE 'www.%')`,
    ),
  ],
);

/**
 * How many listed companies (not archived, not the "Individual Contacts" one) of a tenant and
 * country contain each three-character piece of their name, city or domain (lower-cased), plus
 * one row per tenant and country with the empty `trigram` for all of them. Kept by statement
 * triggers on crm_companies (custom migration 0026), read only by crm_companies_page, which takes
 * a three-letter search's exact total from here instead of visiting every match in the table.
 * `country` is '' for companies without one.
 */
export const crmCompanySearchCounts = pgTable(
  'crm_company_search_counts',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    trigram: text('trigram').notNull(),
    country: text('country').notNull(),
    companyCount: integer('company_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.trigram, t.country] })],
);

/**
 * Company writes whose search counts are still to be added (migration 0074): an import's batches
 * say app.search_counts = 'deferred', and crm_companies_search_counts_sync then records the
 * changed rows' counted fields here (+1 for a row version written, -1 for one replaced) instead
 * of updating the shared count rows. crm_company_search_counts_apply adds a tenant's rows to the
 * counts in one statement and removes them; the import calls it every few thousand companies and
 * when it ends, also after a failure (import-search-counts.ts). Rows of a batch that rolls back
 * roll back with it, and rows an interrupted import left are added by the next apply. No index:
 * the table holds only what an import has not applied yet. Written and read only by the
 * SECURITY DEFINER functions.
 */
export const crmCompanySearchCountChanges = pgTable('crm_company_search_count_changes', {
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  name: text('name'),
  city: text('city'),
  domain: text('domain'),
  country: text('country').notNull(),
  delta: integer('delta').notNull(),
});
