import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { companies } from './tenancy.ts';

/**
 * How many listed (not archived) contacts each company has, kept by statement triggers on
 * crm_contacts (migrations 0028, 0071) so the companies list shows a count without counting.
 * A table of its own, not a column of crm_companies: a company row is a new version in each of
 * that table's ~14 indexes whenever it is written, so counting there made every contact write
 * (an import's recount, each page of a HubSpot sync) rewrite whole company rows. A row here is a
 * few narrow columns under two indexes. Every company has a row (made by a trigger on
 * crm_companies, migration 0071), with a copy of its sort name and whether it is listed, so the
 * list's sort by contact count still walks an index (issue 18). Written only by the triggers and
 * the SECURITY DEFINER recount functions; read by the list, export and merge queries as the tenant.
 */
export const crmCompanyContactCounts = pgTable(
  'crm_company_contact_counts',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    crmCompanyId: uuid('crm_company_id').notNull(),
    contactCount: integer('contact_count').notNull(),
    /** crm_companies.sort_name, copied by the companies' trigger: the sort's tie-break. */
    sortName: text('sort_name').notNull(),
    /** Not archived and not the "Individual Contacts" company: shown in the list. */
    listed: boolean('listed').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.crmCompanyId] }),
    // No foreign key to crm_companies: its check would run once per count row, and on one
    // long-lived connection (PGlite) a plan made while the table was small is kept (a 30,000-row
    // insert of companies took minutes). The companies' trigger deletes a company's row instead.
    // The companies list sorted by contact count: a walk of this index in either direction, ties
    // by name then id, as the other sort keys' indexes on crm_companies (0055).
    index('crm_company_contact_counts_sort_idx')
      .on(t.companyId, t.contactCount, t.sortName, t.crmCompanyId)
      .where(sql`listed`),
  ],
);
