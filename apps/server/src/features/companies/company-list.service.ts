import {
  COMPANIES_PAGE_SIZE,
  type CompanyCountriesResponse,
  type CompanyListItem,
  type CompanyListResponse,
} from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database, DatabaseHandle } from '../../db/types.ts';
import { toCompany } from './company-mapping.ts';
import { ensureIndividualContactsCompany, individualContactsMemo } from './individual-contacts.ts';

/** A row of crm_companies_page(): the total, then the company's columns (all null past the end). */
type PageRow = {
  total_count: number | string;
  id: string | null;
  name: string;
  domain: string | null;
  industry: string | null;
  phone: string | null;
  billing_email: string | null;
  billing_address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  employee_count: number | null;
  lead_status: string;
  source: string;
  business_unit: string | null;
  logo_key: string | null;
  locally_modified_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  contact_count: number | string;
};

function toListItem(row: PageRow & { id: string }): CompanyListItem {
  const company = toCompany({
    id: row.id,
    name: row.name,
    domain: row.domain,
    industry: row.industry,
    phone: row.phone,
    billingEmail: row.billing_email,
    billingAddress: row.billing_address,
    city: row.city,
    state: row.state,
    country: row.country,
    employeeCount: row.employee_count,
    leadStatus: row.lead_status,
    source: row.source,
    businessUnit: row.business_unit,
    logoKey: row.logo_key,
    locallyModifiedAt: row.locally_modified_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
  return { ...company, contactCount: Number(row.contact_count) };
}

/**
 * The companies list (crm spec §7 Companies): search over name, city and domain, country filter,
 * by name, 100 a page, exact total and each row's contact count: one call of the
 * crm_companies_page() function (see the crm_companies_policies migration for why a function).
 */
export const companyListService = {
  async list(
    database: Pick<DatabaseHandle, 'db' | 'readAsTenant'>,
    ctx: TenantContext,
    query: { search?: string | undefined; country?: string | undefined; page: number },
  ): Promise<CompanyListResponse> {
    const page = sql`select * from crm_companies_page(${query.search || null}, ${query.country || null},
      ${COMPANIES_PAGE_SIZE}, ${(query.page - 1) * COMPANIES_PAGE_SIZE})`;
    // The tenant's "Individual Contacts" company is made once per process (a write, so in a
    // transaction); after that the page is one read, one round trip.
    const rows = individualContactsMemo.isEnsured(ctx.companyId)
      ? await database.readAsTenant<PageRow>(ctx, page)
      : await withTenant(database.db, ctx, async (tx) => {
          await ensureIndividualContactsCompany(tx, ctx.companyId);
          return queryRows<PageRow>(tx, page);
        });
    individualContactsMemo.markEnsured(ctx.companyId);
    return {
      companies: rows.filter((row): row is PageRow & { id: string } => row.id !== null).map(toListItem),
      total: Number(rows[0]?.total_count ?? 0),
      page: query.page,
      pageSize: COMPANIES_PAGE_SIZE,
    };
  },

  /** Listed companies per country, for the country filter (crm spec §2). */
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
