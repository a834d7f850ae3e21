import {
  normalizeAmount,
  type QuoteListItem,
  type QuoteListResponse,
  type QuoteStatus,
  type quoteListQuerySchema,
  quoteNumberOf,
} from '@northdesk/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TenantContext } from '../../db/tenant.ts';
import { toIsoTimestamp } from '../../db/timestamps.ts';
import type { DatabaseHandle } from '../../db/types.ts';
import { londonToday } from './quote-dates.ts';

export type QuoteListQueryValues = z.output<typeof quoteListQuerySchema>;

/** A row of the page, from JSON. */
type PageRow = {
  id: string;
  base_number: string;
  revision: number;
  status: QuoteStatus;
  superseded: boolean;
  title: string | null;
  crm_company_id: string;
  company_name: string;
  deal_id: string | null;
  deal_name: string | null;
  owner_name: string | null;
  valid_until: string;
  net_total: string;
  gross_total: string;
  updated_at: string;
};

/** The status filter on the stored status; a sent quote past its valid-until day counts as expired. */
function statusFilter(status: QuoteStatus | undefined, today: string): SQL | undefined {
  if (!status) return undefined;
  if (status === 'expired')
    return sql`(q.status = ${'expired'} OR (q.status = ${'sent'} AND q.valid_until < ${today}))`;
  if (status === 'sent') return sql`q.status = ${'sent'} AND q.valid_until >= ${today}`;
  return sql`q.status = ${status}`;
}

/**
 * The list's SQL: one statement whose one row holds the total and the page as JSON text (see
 * companyListPageSql for why JSON); newest first. The page's ids come first, walked in the order
 * of the partial index quotes_list_idx (or quotes_list_status_idx), then only those 50 rows are
 * joined to their customer, deal and owner; the total counts quotes alone. A search matches the
 * number, the title or the customer's name. Superseded revisions are left out (their newer
 * revision is listed; the quote page links them all). The benchmark's floor runs this statement.
 */
export function quoteListPageSql(query: QuoteListQueryValues, today: string): SQL {
  const search = query.search.trim().toLowerCase();
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // The tenant is the transaction's (as row-level security reads it), named again so the planner
  // walks the tenant's part of the list index.
  // A sub-select is worked out once per statement, not once per row of a scan.
  const tenant = sql`(SELECT NULLIF(current_setting(${'app.company_id'}, true), ${''})::uuid)`;
  const conditions: SQL[] = [sql`q.company_id = ${tenant}`, sql`q.superseded_at IS NULL`];
  const status = statusFilter(query.status, today);
  if (status) conditions.push(status);
  if (query.dealId) conditions.push(sql`q.deal_id = ${query.dealId}`);
  if (query.crmCompanyId) conditions.push(sql`q.crm_company_id = ${query.crmCompanyId}`);
  if (search)
    conditions.push(
      sql`(lower(q.base_number) LIKE ${pattern} OR lower(coalesce(q.title, ${''})) LIKE ${pattern}
        OR q.crm_company_id IN (SELECT c.id FROM crm_companies c WHERE c.company_id = ${tenant} AND lower(c.name) LIKE ${pattern}))`,
    );
  const where = sql.join(conditions, sql` AND `);
  const order = sql`q.created_at DESC NULLS LAST, q.id DESC NULLS LAST`;
  return sql`WITH ids AS (
      SELECT q.id FROM quotes q WHERE ${where}
      ORDER BY ${order} LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}
    ), page AS (
      SELECT q.id, q.base_number, q.revision,
        CASE WHEN q.status = ${'sent'} AND q.valid_until < ${today} THEN ${'expired'} ELSE q.status END AS status,
        q.superseded_at IS NOT NULL AS superseded, q.title, q.crm_company_id, c.name AS company_name,
        q.deal_id, d.name AS deal_name, p.full_name AS owner_name, q.valid_until, q.net_total::text AS net_total,
        q.gross_total::text AS gross_total, q.updated_at
      FROM ids JOIN quotes q ON q.id = ids.id
      JOIN crm_companies c ON c.company_id = q.company_id AND c.id = q.crm_company_id
      LEFT JOIN crm_deals d ON d.id = q.deal_id
      LEFT JOIN profiles p ON p.id = q.owner_id
      ORDER BY ${order}
    )
    SELECT (SELECT count(*) FROM quotes q WHERE ${where}) AS total,
      (SELECT json_agg(page)::text FROM page) AS page`;
}

function toListItem(row: PageRow): QuoteListItem {
  return {
    id: row.id,
    number: quoteNumberOf(row.base_number, row.revision),
    revision: row.revision,
    status: row.status,
    superseded: row.superseded,
    title: row.title,
    crmCompany: { id: row.crm_company_id, name: row.company_name },
    deal: row.deal_id && row.deal_name !== null ? { id: row.deal_id, name: row.deal_name } : null,
    ownerName: row.owner_name,
    validUntil: row.valid_until,
    net: normalizeAmount(row.net_total),
    gross: normalizeAmount(row.gross_total),
    updatedAt: toIsoTimestamp(row.updated_at) ?? row.updated_at,
  };
}

/** GET /api/quotes: one read, one round trip (readAsTenant: withTenant's guarantees). */
export async function listQuotes(
  database: Pick<DatabaseHandle, 'readAsTenant'>,
  ctx: TenantContext,
  query: QuoteListQueryValues,
): Promise<QuoteListResponse> {
  const [result] = await database.readAsTenant<{ total: number | string; page: string | null }>(
    ctx,
    quoteListPageSql(query, londonToday()),
  );
  const rows = JSON.parse(result?.page ?? '[]') as PageRow[];
  return {
    quotes: rows.map(toListItem),
    total: Number(result?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
