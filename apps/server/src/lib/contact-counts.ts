import { type SQL, sql } from 'drizzle-orm';

/**
 * A company's listed contacts, read from crm_company_contact_counts (migration 0071: the count
 * is kept out of crm_companies' row so that contact writes do not rewrite companies). `company`
 * is the alias of a crm_companies row in the query; no count row means no contacts. A primary
 * key probe per row: meant for a page of rows, or a batch of an export.
 */
export const contactCountOf = (company: SQL): SQL =>
  sql`coalesce((SELECT k.contact_count FROM crm_company_contact_counts k
     WHERE k.company_id = ${company}.company_id AND k.crm_company_id = ${company}.id), 0)`;
