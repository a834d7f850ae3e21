import {
  CRM_DASHBOARD_COPY,
  type DashboardCardId,
  type DashboardFigure,
  type DashboardScope,
  type DashboardSummaryResponse,
  isValidDashboardLayout,
  quarterOf,
  REPORTS_TIME_ZONE,
  reportsToday,
} from '@northdesk/shared';
import { and, count, eq, gte, isNotNull, or, sql } from 'drizzle-orm';
import { crmActivities, crmCompanies, crmContacts, crmDeals, profiles } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';

type Ctx = Required<TenantContext>;

/** Deals in these stages are no longer open. */

const listedCompanies = () =>
  and(eq(crmCompanies.archived, false), eq(crmCompanies.isIndividualContacts, false));

export type SummaryAccess = Record<'contacts' | 'companies' | 'deals' | 'activities' | 'reports', boolean>;

/** The home dashboard: the user's card order (docs/product/dashboard.md) and one live figure per card. */
export const dashboardService = {
  /** The saved layout; an invalid one is reset to null in the profile (the default applies). */
  getLayout(db: Database, ctx: Ctx): Promise<DashboardCardId[] | null> {
    return withTenant(db, ctx, async (tx) => {
      const [row] = await tx
        .select({ layout: profiles.dashboardLayout })
        .from(profiles)
        .where(eq(profiles.id, ctx.userId));
      const saved = row?.layout ?? null;
      if (saved === null) return null;
      if (isValidDashboardLayout(saved)) return saved;
      await tx.update(profiles).set({ dashboardLayout: null }).where(eq(profiles.id, ctx.userId));
      return null;
    });
  },

  /** Saves a layout, or null for the default; anything else is "Invalid dashboard layout". */
  saveLayout(db: Database, ctx: Ctx, layout: unknown[] | null): Promise<DashboardCardId[] | null> {
    if (layout !== null && !isValidDashboardLayout(layout)) {
      throw new AppError('validation_failed', CRM_DASHBOARD_COPY.invalidLayout, {
        layout: CRM_DASHBOARD_COPY.invalidLayout,
      });
    }
    return withTenant(db, ctx, async (tx) => {
      await tx
        .update(profiles)
        .set({ dashboardLayout: layout, updatedAt: new Date() })
        .where(eq(profiles.id, ctx.userId));
      return layout;
    });
  },

  /**
   * One figure per card, each computed only when the user may read its section (null otherwise):
   * contacts (and new this month), companies, open deals (and their value), activities this
   * month, deals won this quarter (reports, with deals access), contacts synced with the external CRM (CRM settings), customers
   * (ERP: the companies it serves) and team members (HR).
   */
  summary(
    db: Database,
    ctx: Ctx,
    access: SummaryAccess,
    scope: DashboardScope = 'everyone',
  ): Promise<DashboardSummaryResponse> {
    const mine = scope === 'mine';
    return withTenant(db, ctx, async (tx) => {
      const monthStart = sql`date_trunc('month', now())`;
      const figure = (value: number | undefined, secondary: number | null = null): DashboardFigure => ({
        value: value ?? 0,
        secondary,
      });

      let contacts: DashboardFigure | null = null;
      let settings: DashboardFigure | null = null;
      if (access.contacts) {
        const [row] = await tx
          .select({
            total: count(),
            newThisMonth:
              sql<number>`count(*) FILTER (WHERE ${crmContacts.createdAt} >= ${monthStart})`.mapWith(Number),
            synced: sql<number>`count(*) FILTER (WHERE ${isNotNull(crmContacts.externalCrmId)})`.mapWith(
              Number,
            ),
          })
          .from(crmContacts)
          .where(
            and(eq(crmContacts.archived, false), mine ? eq(crmContacts.ownerUserId, ctx.userId) : undefined),
          );
        contacts = figure(row?.total, row?.newThisMonth ?? 0);
        settings = figure(row?.synced);
      }

      let companies: DashboardFigure | null = null;
      let erp: DashboardFigure | null = null;
      let reports: DashboardFigure | null = null;
      if (access.companies) {
        const [row] = await tx
          .select({
            total: count(),
            customers: sql<number>`count(*) FILTER (WHERE ${crmCompanies.leadStatus} = 'customer')`.mapWith(
              Number,
            ),
          })
          .from(crmCompanies)
          .where(and(listedCompanies(), mine ? eq(crmCompanies.ownerUserId, ctx.userId) : undefined));
        companies = figure(row?.total);
        erp = figure(row?.customers);
      }

      let deals: DashboardFigure | null = null;
      if (access.deals) {
        // The reports card's headline (issue 23): deals won this quarter, the quarter of London's today.
        const quarterStart = sql`(${quarterOf(reportsToday()).from}::date)::timestamp AT TIME ZONE ${REPORTS_TIME_ZONE}`;
        const [row] = await tx
          .select({
            open: sql<number>`count(*) FILTER (WHERE ${crmDeals.status} = 'open')`.mapWith(Number),
            value: sql<string | null>`sum(${crmDeals.amount}) FILTER (WHERE ${crmDeals.status} = 'open')`,
            wonQuarter:
              sql<number>`count(*) FILTER (WHERE ${crmDeals.status} = 'won' AND ${crmDeals.closedAt} >= ${quarterStart})`.mapWith(
                Number,
              ),
          })
          .from(crmDeals)
          .where(
            and(
              or(eq(crmDeals.status, 'open'), gte(crmDeals.closedAt, quarterStart)),
              mine ? eq(crmDeals.ownerUserId, ctx.userId) : undefined,
            ),
          );
        deals = figure(row?.open, Number(row?.value ?? 0));
        if (access.reports) reports = figure(row?.wonQuarter);
      }

      let activities: DashboardFigure | null = null;
      if (access.activities) {
        const [row] = await tx
          .select({ n: count() })
          .from(crmActivities)
          .where(
            and(
              eq(crmActivities.companyId, ctx.companyId),
              gte(crmActivities.activityDate, monthStart),
              mine ? eq(crmActivities.createdBy, ctx.userId) : undefined,
            ),
          );
        activities = figure(row?.n);
      }

      const [team] = await tx
        .select({ n: count() })
        .from(profiles)
        .where(eq(profiles.companyId, ctx.companyId));

      return {
        figures: { contacts, companies, deals, activities, reports, settings, erp, hr: figure(team?.n) },
      };
    });
  },
};
