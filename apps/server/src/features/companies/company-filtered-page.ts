import { COMPANIES_PAGE_SIZE, type CompanySort, type SortDirection } from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import { contactCountOf } from '../../lib/contact-counts.ts';
import {
  allOf,
  containsPattern,
  listOrderBy,
  type RecordFilters,
  recordFilterConditions,
} from '../../lib/record-filters.ts';

export type FilteredCompanyQuery = RecordFilters & {
  search?: string | undefined;
  country?: string | undefined;
  ownerUserId?: string | undefined;
  page: number;
  sort?: CompanySort | undefined;
  dir?: SortDirection | undefined;
};

/**
 * The companies list filtered by a report's drill-down (created between two days, lead status,
 * source) with the list's own filters and sort: a plain read under row-level security (the tenant
 * named as well, for the tenant-leading indexes: crm_companies_tenant_created_idx for a created
 * range). The same JSON page as companyListPageSql, the total in it even past the end.
 */
export function companyFilteredPageSql(tenant: string, query: FilteredCompanyQuery) {
  const search = query.search?.trim();
  const where = allOf([
    sql`c.company_id = ${tenant}`,
    sql`NOT c.archived`,
    sql`NOT c.is_individual_contacts`,
    ...(search ? [sql`c.search_text LIKE ${containsPattern(search)}`] : []),
    ...(query.country ? [sql`c.country = ${query.country}`] : []),
    ...(query.ownerUserId ? [sql`c.owner_user_id = ${query.ownerUserId}`] : []),
    ...recordFilterConditions(query),
  ]);
  const order = listOrderBy(query.sort ?? 'name', query.dir === 'desc', 'sort_name', ['c.country', 'c.city']);
  const offset = (query.page - 1) * COMPANIES_PAGE_SIZE;
  // The count is in its own table (migration 0071): joined to every row only to sort by it,
  // otherwise read for the page's rows.
  const counts = sql`LEFT JOIN crm_company_contact_counts cc ON cc.company_id = c.company_id AND cc.crm_company_id = c.id`;
  return sql`WITH total AS (SELECT count(*)::bigint AS total_count FROM crm_companies c WHERE ${where}),
    page AS (
      SELECT c.id, c.name, c.domain, c.phone, c.billing_email, c.city, c.state, c.country, c.lead_status,
             c.logo_key, c.company_id, c.owner_user_id, coalesce(pr.full_name, pr.email) AS owner_name,
             c.source AS row_source, c.last_activity_at, row_number() OVER (ORDER BY ${order}) AS n
        FROM crm_companies c LEFT JOIN profiles pr ON pr.id = c.owner_user_id
        ${query.sort === 'contacts' ? counts : sql``}
       WHERE ${where}
       ORDER BY ${order} LIMIT ${COMPANIES_PAGE_SIZE} OFFSET ${offset})
    SELECT json_agg(r ORDER BY r.n)::text AS page
      FROM (SELECT t.total_count, p.*, ${contactCountOf(sql`p`)} AS contact_count
              FROM total t LEFT JOIN page p ON true) r`;
}
