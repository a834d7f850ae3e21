import type { CompanyContactsResponse, CompanySummaryResponse } from '@northdesk/shared';
import { count, eq } from 'drizzle-orm';
import { crmDeals } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database } from '../../db/types.ts';
import { findListedCompany } from './companies.service.ts';
import { listLinkedContacts, relatedSummary } from './related-records.ts';

/** The sections besides companies whose figures the summary shows, and whether the user may read each. */
export type SummaryAccess = { activities: boolean; deals: boolean; tasks: boolean };

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
      if (!company) return undefined;
      const result = await listLinkedContacts(tx, company.id, options);
      // The total rides on the page's rows, so a page past the end (its last contacts were
      // deleted, an old link) would say 0: then read the total from the first page, so the pager
      // can go to the last page that exists. Rare, so the usual page costs one query.
      if (result.contacts.length > 0 || options.page === 1) return result;
      const first = await listLinkedContacts(tx, company.id, { ...options, page: 1 });
      return { contacts: [], total: first.total };
    });
  },

  /**
   * The detail page's counts and newest items. The figures of another section are null (its
   * recent items empty) unless the user may read that section, as its own routes require.
   */
  async summary(
    db: Database,
    ctx: TenantContext,
    id: string,
    access: SummaryAccess,
  ): Promise<CompanySummaryResponse | undefined> {
    return withTenant(db, ctx, async (tx) => {
      const company = await findListedCompany(tx, id);
      if (!company) return undefined;
      const related = await relatedSummary(tx, company.id);
      let deals: number | null = null;
      if (access.deals) {
        const [row] = await tx
          .select({ n: count() })
          .from(crmDeals)
          .where(eq(crmDeals.crmCompanyId, company.id));
        deals = row?.n ?? 0;
      }
      return {
        counts: {
          contacts: related.counts.contacts,
          departments: related.counts.departments,
          activities: access.activities ? related.counts.activities : null,
          deals,
          tasks: access.tasks ? related.counts.tasks : null,
        },
        recentActivities: access.activities ? related.recentActivities : [],
        recentTasks: access.tasks ? related.recentTasks : [],
      };
    });
  },
};
