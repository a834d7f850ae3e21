import { CONTACTS_PAGE_SIZE, type contactListQuerySchema } from '@northdesk/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { allOf, containsPattern, listOrderBy, recordFilterConditions } from '../../lib/record-filters.ts';

type ListQuery = z.output<typeof contactListQuerySchema>;

/**
 * The contacts list filtered by a report's drill-down (created between two days, lead status,
 * source) with the list's own filters and sort: a plain read under row-level security (the tenant
 * named as well, for crm_contacts_tenant_created_idx). The same rows as the tuned page functions,
 * with the total on each and one row of only the total past the end.
 */
export function contactFilteredPageSql(
  tenant: string,
  query: ListQuery,
  ownerUserId: string | undefined,
): SQL {
  const search = query.search.trim();
  const where = allOf([
    sql`c.company_id = ${tenant}`,
    sql`NOT c.archived`,
    ...(search ? [sql`c.search_text LIKE ${containsPattern(search)}`] : []),
    ...(query.category !== 'all' ? [sql`c.category = ${query.category}`] : []),
    ...(query.country ? [sql`c.company_country = ${query.country}`] : []),
    ...(ownerUserId ? [sql`c.owner_user_id = ${ownerUserId}`] : []),
    ...recordFilterConditions(query),
  ]);
  const order = listOrderBy(query.sort, query.dir === 'desc', 'sort_key', ['c.company_country']);
  const offset = (query.page - 1) * CONTACTS_PAGE_SIZE;
  return sql`WITH total AS (SELECT count(*)::bigint AS total_count FROM crm_contacts c WHERE ${where}),
    page AS (
      SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.job_title, c.company, c.category,
             c.lead_status, c.sync_strategy, c.crm_company_id, co.name AS crm_company_name,
             co.domain AS crm_company_domain, co.country AS crm_company_country,
             co.is_individual_contacts AS crm_company_is_individual, c.last_activity_at, c.owner_user_id,
             coalesce(pr.full_name, pr.email) AS owner_name, c.source, row_number() OVER (ORDER BY ${order}) AS n
        FROM crm_contacts c
        LEFT JOIN crm_companies co ON co.company_id = ${tenant} AND co.id = c.crm_company_id
        LEFT JOIN profiles pr ON pr.id = c.owner_user_id
       WHERE ${where}
       ORDER BY ${order} LIMIT ${CONTACTS_PAGE_SIZE} OFFSET ${offset})
    SELECT t.total_count, p.* FROM total t LEFT JOIN page p ON true ORDER BY p.n`;
}
