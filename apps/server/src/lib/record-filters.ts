import { LEAD_STATUS_ORDER, REPORTS_TIME_ZONE } from '@northdesk/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The drill-down filters of the companies and contacts lists (issue 23 item 4): created between two
 * days in London (as the reports count months), lead status and source. One definition for the
 * list page, its CSV export and its bulk actions, so all three match what a report counted.
 */
export type RecordFilters = {
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
  leadStatus?: string | undefined;
  source?: string | undefined;
};

export const hasRecordFilters = (filters: RecordFilters): boolean =>
  Boolean(filters.createdFrom || filters.createdTo || filters.leadStatus || filters.source);

/** The conditions on a companies or contacts row aliased `alias` (none when no filter is set). */
export function recordFilterConditions(filters: RecordFilters, alias = 'c'): SQL[] {
  const col = (name: string) => sql.raw(`${alias}.${name}`);
  const where: SQL[] = [];
  if (filters.createdFrom)
    where.push(
      sql`${col('created_at')} >= ((${filters.createdFrom}::date)::timestamp AT TIME ZONE ${REPORTS_TIME_ZONE})`,
    );
  if (filters.createdTo)
    where.push(
      sql`${col('created_at')} < ((${filters.createdTo}::date + 1)::timestamp AT TIME ZONE ${REPORTS_TIME_ZONE})`,
    );
  if (filters.leadStatus) where.push(sql`${col('lead_status')} = ${filters.leadStatus}`);
  if (filters.source) where.push(sql`${col('source')} = ${filters.source}`);
  return where;
}

/** Conditions joined with AND (TRUE for none). */
export const allOf = (conditions: SQL[]): SQL =>
  conditions.length ? sql.join(conditions, sql` AND `) : sql`TRUE`;

/** A contains-search pattern for the lowercase search_text columns (LIKE's wildcards escaped). */
export const containsPattern = (search: string) =>
  `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The lists' ORDER BY for a sort key, as crm_list_order_by (migration 0055) builds it for the tuned
 * pages: the key, then the name column, then id, all in the same direction. `location` is the
 * location key's columns (each followed by the direction).
 */
export function listOrderBy(sort: string, desc: boolean, nameColumn: string, location: string[]): SQL {
  const dir = desc ? 'DESC' : 'ASC';
  const tail = sql.raw(`c.${nameColumn} ${dir}, c.id ${dir}`);
  // Values as parameters: a read as the tenant inlines them and refuses quotes in the SQL text.
  const ranks = LEAD_STATUS_ORDER.map((status, index) => sql`WHEN ${status} THEN ${index + 1}::int`);
  const head: Record<string, SQL> = {
    lastActivity: sql.raw(`c.last_activity_at ${desc ? 'DESC NULLS LAST' : 'ASC NULLS FIRST'}`),
    location: sql.raw(location.map((column) => `${column} ${dir}`).join(', ')),
    leadStatus: sql`(CASE c.lead_status ${sql.join(ranks, sql` `)} ELSE ${LEAD_STATUS_ORDER.length}::int END) ${sql.raw(dir)}`,
    // The companies' count, from crm_company_contact_counts joined as cc (company-filtered-page.ts).
    contacts: sql.raw(`coalesce(cc.contact_count, 0) ${dir}`),
    created: sql.raw(`c.created_at ${dir}`),
  };
  const first = head[sort];
  return first ? sql`${first}, ${tail}` : tail;
}
