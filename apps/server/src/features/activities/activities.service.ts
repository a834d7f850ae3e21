import {
  ACTIVITIES_COPY,
  ACTIVITY_TYPES,
  type Activity,
  type ActivityListResponse,
  type ActivityType,
  activityContentOf,
  type activityListQuerySchema,
  type createActivityRequestSchema,
} from '@northdesk/shared';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { crmActivities, crmCompanies, crmContacts, crmDeals, profiles } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';

type Ctx = Required<TenantContext>;
type ListQuery = z.output<typeof activityListQuerySchema>;
type CreateInput = z.output<typeof createActivityRequestSchema>;

const invalid = (field: string, message: string) =>
  new AppError('validation_failed', message, { [field]: message });

const asType = (value: string): ActivityType =>
  (ACTIVITY_TYPES as readonly string[]).includes(value) ? (value as ActivityType) : 'other';

const contactName = (first: string | null, last: string | null, email: string | null) =>
  [first, last].filter(Boolean).join(' ') || email || '';

async function selectActivities(tx: Transaction, where: SQL | undefined, limit: number): Promise<Activity[]> {
  const rows = await tx
    .select({
      activity: crmActivities,
      companyName: crmCompanies.name,
      companyIsIndividual: crmCompanies.isIndividualContacts,
      contactFirst: crmContacts.firstName,
      contactLast: crmContacts.lastName,
      contactEmail: crmContacts.email,
      authorName: profiles.fullName,
    })
    .from(crmActivities)
    .leftJoin(
      crmCompanies,
      and(
        eq(crmCompanies.companyId, crmActivities.companyId),
        eq(crmCompanies.id, crmActivities.crmCompanyId),
      ),
    )
    .leftJoin(
      crmContacts,
      and(eq(crmContacts.companyId, crmActivities.companyId), eq(crmContacts.id, crmActivities.contactId)),
    )
    .leftJoin(profiles, eq(profiles.id, crmActivities.createdBy))
    .where(where)
    .orderBy(desc(crmActivities.activityDate), desc(crmActivities.id))
    .limit(limit);
  return rows.map(
    ({
      activity,
      companyName,
      companyIsIndividual,
      contactFirst,
      contactLast,
      contactEmail,
      authorName,
    }) => ({
      id: activity.id,
      type: asType(activity.type),
      subject: activity.subject,
      content: activity.content,
      activityDate: activity.activityDate.toISOString(),
      createdAt: activity.createdAt.toISOString(),
      crmCompany:
        activity.crmCompanyId && companyName !== null
          ? {
              id: activity.crmCompanyId,
              name: companyName,
              isIndividualContacts: companyIsIndividual === true,
            }
          : null,
      contact: activity.contactId
        ? { id: activity.contactId, name: contactName(contactFirst, contactLast, contactEmail) }
        : null,
      dealId: activity.dealId,
      parentTaskId: activity.parentTaskId,
      createdBy: activity.createdBy ? { id: activity.createdBy, name: authorName } : null,
    }),
  );
}

/** Activities of the tenant (docs/product/activities.md); row-level security keeps them in it. */
export const activitiesService = {
  /** Newest first; by company or contact when asked; with the total of all that match. */
  list(db: Database, ctx: Ctx, query: ListQuery): Promise<ActivityListResponse> {
    return withTenant(db, ctx, async (tx) => {
      const where = and(
        eq(crmActivities.companyId, ctx.companyId),
        query.crmCompanyId ? eq(crmActivities.crmCompanyId, query.crmCompanyId) : undefined,
        query.contactId ? eq(crmActivities.contactId, query.contactId) : undefined,
        query.dealId ? eq(crmActivities.dealId, query.dealId) : undefined,
      );
      const activities = await selectActivities(tx, where, query.limit);
      const [total] = await tx.select({ n: count() }).from(crmActivities).where(where);
      return { activities, total: total?.n ?? 0 };
    });
  },

  /**
   * Logs an activity (docs/product/activities.md): content is the description plus "Outcome: …", the date is
   * now. The company is required (the contact's when only a contact is given); a contact or deal
   * must be the tenant's, and a contact must belong to the company.
   */
  create(db: Database, ctx: Ctx, input: CreateInput): Promise<Activity> {
    return withTenant(db, ctx, async (tx) => {
      let crmCompanyId = input.crmCompanyId ?? null;
      if (input.contactId) {
        const [contact] = await tx
          .select({ crmCompanyId: crmContacts.crmCompanyId })
          .from(crmContacts)
          .where(and(eq(crmContacts.id, input.contactId), eq(crmContacts.archived, false)));
        if (!contact) throw invalid('contactId', ACTIVITIES_COPY.contactNotFound);
        crmCompanyId ??= contact.crmCompanyId;
        if (crmCompanyId && contact.crmCompanyId !== crmCompanyId) {
          throw invalid('contactId', ACTIVITIES_COPY.contactCompanyMismatch);
        }
      }
      if (!crmCompanyId) throw invalid('crmCompanyId', ACTIVITIES_COPY.crmCompanyRequired);
      const [company] = await tx
        .select({ id: crmCompanies.id })
        .from(crmCompanies)
        .where(and(eq(crmCompanies.id, crmCompanyId), eq(crmCompanies.archived, false)));
      if (!company) throw invalid('crmCompanyId', ACTIVITIES_COPY.companyNotFound);
      if (input.dealId) {
        const [deal] = await tx
          .select({ id: crmDeals.id })
          .from(crmDeals)
          .where(eq(crmDeals.id, input.dealId));
        if (!deal) throw invalid('dealId', ACTIVITIES_COPY.dealNotFound);
      }
      const [row] = await tx
        .insert(crmActivities)
        .values({
          companyId: ctx.companyId,
          crmCompanyId,
          contactId: input.contactId ?? null,
          dealId: input.dealId ?? null,
          type: input.type,
          subject: input.title,
          content: activityContentOf(input.description, input.outcome),
          activityDate: sql`now()`,
          createdBy: ctx.userId,
        })
        .returning({ id: crmActivities.id });
      if (!row) throw new Error('insert returned no row');
      const [activity] = await selectActivities(tx, eq(crmActivities.id, row.id), 1);
      if (!activity) throw new Error('logged activity not readable');
      return activity;
    });
  },
};
