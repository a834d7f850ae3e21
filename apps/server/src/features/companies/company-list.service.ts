import {
  COMPANIES_PAGE_SIZE,
  type CompanyCountriesResponse,
  type CompanyListItem,
  type CompanyListResponse,
  type CompanySort,
  OWNER_FILTER_MINE,
  type SortDirection,
} from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import { toIsoTimestamp } from '../../db/timestamps.ts';
import type { Database, DatabaseHandle } from '../../db/types.ts';
import { hasRecordFilters, type RecordFilters } from '../../lib/record-filters.ts';
import { companyFilteredPageSql } from './company-filtered-page.ts';
import { logoFileOf, toCompanySource, toLeadStatus } from './company-mapping.ts';
import { ensureIndividualContactsCompany, individualContactsMemo } from './individual-contacts.ts';

type CompanyListQueryValues = RecordFilters & {
  search?: string | undefined;
  country?: string | undefined;
  /** A user id (already resolved from "mine"), or undefined for everyone. */
  ownerUserId?: string | undefined;
  page: number;
  sort?: CompanySort | undefined;
  dir?: SortDirection | undefined;
};

/** The list's owner filter as a user id: "mine" is the signed-in user. */
export function ownerFilterOf(owner: string | undefined, ctx: TenantContext): string | undefined {
  if (!owner) return undefined;
  return owner === OWNER_FILTER_MINE ? ctx.userId : owner;
}

/** The one row of the list's query: the page's rows as JSON text. */
type PageResult = { page: string | null };

/** A row of crm_companies_page(), from JSON: the total, then the list's columns (all null past the end). */
type PageRow = {
  total_count: number | string;
  id: string | null;
  name: string;
  domain: string | null;
  phone: string | null;
  billing_email: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  lead_status: string;
  /** From the row itself (the owner page does not return it). */
  row_source: string;
  logo_key: string | null;
  contact_count: number | string;
  owner_user_id: string | null;
  owner_name: string | null;
  last_activity_at: string | null;
};

function toListItem(row: PageRow & { id: string }): CompanyListItem {
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    phone: row.phone,
    billingEmail: row.billing_email,
    city: row.city,
    state: row.state,
    country: row.country,
    leadStatus: toLeadStatus(row.lead_status),
    logoFile: logoFileOf(row.logo_key),
    source: toCompanySource(row.row_source),
    contactCount: Number(row.contact_count),
    owner: row.owner_user_id ? { id: row.owner_user_id, name: row.owner_name } : null,
    lastActivityAt: toIsoTimestamp(row.last_activity_at),
  };
}

/**
 * The list's SQL: one page of crm_companies_page() as one JSON text. One value instead of 100
 * rows: PGlite hands each result row to JavaScript at ~25 us (2.5 ms a page, measured), and
 * node-postgres parses each row's fields; the JSON costs PostgreSQL ~0.3 ms. The benchmark's
 * direct SQL (its floor) runs this same statement.
 */
export function companyListPageSql(query: CompanyListQueryValues) {
  const offset = (query.page - 1) * COMPANIES_PAGE_SIZE;
  const sorted = (query.sort ?? 'name') !== 'name' || query.dir === 'desc';
  // Any other order than name A→Z: crm_companies_sorted_page reads the sort key's index (0055).
  // Filtered by owner: crm_companies_owner_page walks the owner index (0044); everyone: the tuned page.
  const page = sorted
    ? sql`crm_companies_sorted_page(${query.search || null}, ${query.country || null}, ${query.ownerUserId ?? null},
        ${query.sort ?? 'name'}, ${query.dir === 'desc'}, ${COMPANIES_PAGE_SIZE}, ${offset})`
    : query.ownerUserId
      ? sql`crm_companies_owner_page(${query.search || null}, ${query.country || null}, ${query.ownerUserId},
        ${COMPANIES_PAGE_SIZE}, ${offset})`
      : sql`crm_companies_page(${query.search || null}, ${query.country || null}, ${COMPANIES_PAGE_SIZE}, ${offset})`;
  // Each row's owner by primary key (a lateral read keeps the page's order): 100 index reads.
  return sql`select json_agg(p)::text as page from (select f.*, o.owner_user_id, o.owner_name, o.row_source, o.last_activity_at
    from ${page} f left join lateral (select c.owner_user_id, coalesce(pr.full_name, pr.email) as owner_name,
      c.source as row_source, c.last_activity_at
      from crm_companies c left join profiles pr on pr.id = c.owner_user_id where c.id = f.id) o on true) p`;
}

/**
 * The companies list (docs/product/companies.md): search over name, city and domain, country filter,
 * by name, 100 a page, exact total and each row's contact count: one call of the
 * crm_companies_page() function (see the crm_companies_policies migration for why a function).
 */
export const companyListService = {
  async list(
    database: Pick<DatabaseHandle, 'db' | 'readAsTenant'>,
    ctx: TenantContext,
    query: CompanyListQueryValues,
  ): Promise<CompanyListResponse> {
    // A report's drill-down filters: a plain filtered read; otherwise the tuned page functions.
    const page = hasRecordFilters(query)
      ? companyFilteredPageSql(ctx.companyId, query)
      : companyListPageSql(query);
    // The tenant's "Individual Contacts" company is made once per process (a write, so in a
    // transaction); after that the page is one read, one round trip.
    const [result] = individualContactsMemo.isEnsured(ctx.companyId)
      ? await database.readAsTenant<PageResult>(ctx, page)
      : await withTenant(database.db, ctx, async (tx) => {
          await ensureIndividualContactsCompany(tx, ctx.companyId);
          return queryRows<PageResult>(tx, page);
        });
    individualContactsMemo.markEnsured(ctx.companyId);
    // The function returns a row even past the end (only the total); none, so null, without a tenant.
    const rows = JSON.parse(result?.page ?? '[]') as PageRow[];
    return {
      companies: rows.filter((row): row is PageRow & { id: string } => row.id !== null).map(toListItem),
      total: Number(rows[0]?.total_count ?? 0),
      page: query.page,
      pageSize: COMPANIES_PAGE_SIZE,
    };
  },

  /** Listed companies per country, for the country filter (docs/product/companies.md). */
  async countries(db: Database, ctx: TenantContext): Promise<CompanyCountriesResponse> {
    const rows = await withTenant(db, ctx, (tx) =>
      queryRows<{ country: string; company_count: number | string }>(
        tx,
        sql`select country, company_count from crm_companies_countries()`,
      ),
    );
    return { countries: rows.map((row) => ({ country: row.country, count: Number(row.company_count) })) };
  },
};
