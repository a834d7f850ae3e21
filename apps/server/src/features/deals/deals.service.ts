import type { Deal } from '@northdesk/shared';
import { desc, eq, sql } from 'drizzle-orm';
import { crmDeals } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database } from '../../db/types.ts';
import { findListedCompany } from '../companies/companies.service.ts';

type DealRow = typeof crmDeals.$inferSelect;

export function toDeal(row: DealRow): Deal {
  return {
    id: row.id,
    name: row.name,
    stage: row.stage,
    amount: row.amount === null ? null : Number(row.amount),
    closeDate: row.closeDate,
    contactId: row.contactId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Deals of the tenant (docs/product/deals.md). Creation and stages come with the deals issue. */
export const dealsService = {
  /** A company's deals, latest close date first; undefined when the company is not the tenant's. */
  async listForCompany(db: Database, ctx: TenantContext, companyId: string): Promise<Deal[] | undefined> {
    return withTenant(db, ctx, async (tx) => {
      const company = await findListedCompany(tx, companyId);
      if (!company) return undefined;
      const rows = await tx
        .select()
        .from(crmDeals)
        .where(eq(crmDeals.crmCompanyId, company.id))
        .orderBy(sql`${crmDeals.closeDate} desc nulls last`, desc(crmDeals.createdAt));
      return rows.map(toDeal);
    });
  },
};
