import type { CompanyContactsResponse, CompanySummaryResponse } from '@northdesk/shared';
import { count, eq } from 'drizzle-orm';
import { crmDeals } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database } from '../../db/types.ts';
import { findListedCompany } from './companies.service.ts';
import { listLinkedContacts, relatedSummary } from './related-records.ts';

/** What hangs off a company: its contacts and the counts of the detail page's tabs. */
export const companyRelatedService = {
  async contacts(
    db: Database,
    ctx: TenantContext,
    id: string,
    options: { onlyDepartments: boolean; page: number },
  ): Promise<CompanyContactsResponse | undefined> {
    return withTenant(db, ctx, async (tx) => {
      const company = await findListedCompany(tx, id);
      return company ? listLinkedContacts(tx, company.id, options) : undefined;
    });
  },

  async summary(db: Database, ctx: TenantContext, id: string): Promise<CompanySummaryResponse | undefined> {
    return withTenant(db, ctx, async (tx) => {
      const company = await findListedCompany(tx, id);
      if (!company) return undefined;
      const related = await relatedSummary(tx, company.id);
      const [deals] = await tx
        .select({ n: count() })
        .from(crmDeals)
        .where(eq(crmDeals.crmCompanyId, company.id));
      return { ...related, counts: { ...related.counts, deals: deals?.n ?? 0 } };
    });
  },
};
