import {
  ACTIVITIES_COPY,
  type Activity,
  activityContentOf,
  activityDateProblem,
  type createActivityRequestSchema,
  type Task,
} from '@northdesk/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { crmActivities, crmCompanies, crmContacts, crmDeals } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';
import { insertTask } from '../tasks/task-insert.ts';
import { notifyAssignee } from '../tasks/task-record.service.ts';
import { selectActivities, withoutKey } from './activity-rows.ts';

type Ctx = Required<TenantContext>;
type CreateInput = z.output<typeof createActivityRequestSchema>;

const invalid = (field: string, message: string) =>
  new AppError('validation_failed', message, { [field]: message });

/** A follow-up task's own validation errors name its fields inside followUpTask. */
function asFollowUpError(error: unknown): unknown {
  if (!(error instanceof AppError) || error.code !== 'validation_failed' || !error.fields) return error;
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([field, message]) => [`followUpTask.${field}`, message]),
  );
  return new AppError('validation_failed', error.message, fields);
}

/** Logging activities (docs/product/activities.md); row-level security keeps them in the tenant. */
export const activitiesService = {
  /**
   * Logs an activity: content is the description plus "Outcome: …"; dated now unless a date is
   * given (the past always; ahead only for a meeting or visit). The company is required (the
   * contact's when only a contact is given); a contact or deal must be the tenant's, and a contact
   * must belong to the company. A follow-up task asked for is made in the same transaction: both
   * or neither.
   */
  async create(
    db: Database,
    ctx: Ctx,
    input: CreateInput,
    now: Date = new Date(),
  ): Promise<{ activity: Activity; followUpTask: Task | null }> {
    const activityDate = input.activityDate ? new Date(input.activityDate) : null;
    const dateProblem = activityDate ? activityDateProblem(input.type, activityDate, now) : null;
    if (dateProblem) throw invalid('activityDate', dateProblem);
    const created = await withTenant(db, ctx, async (tx) => {
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
          activityDate: activityDate ?? sql`now()`,
          createdBy: ctx.userId,
        })
        .returning({ id: crmActivities.id });
      if (!row) throw new Error('insert returned no row');
      // After the activity, inside its transaction: a task that cannot be made undoes the activity.
      const followUp = input.followUpTask;
      const task = followUp
        ? await insertTask(
            tx,
            ctx,
            {
              subject: followUp.title,
              description: input.title,
              status: 'todo',
              priority: 'medium',
              dueDate: followUp.dueDate ?? null,
              assignedTo: followUp.assignedTo,
              dealId: input.dealId ?? null,
              linkedCompanies: [{ crmCompanyId, contactIds: input.contactId ? [input.contactId] : [] }],
            },
            now,
          ).catch((error: unknown) => {
            throw asFollowUpError(error);
          })
        : null;
      const [activity] = await selectActivities(tx, eq(crmActivities.id, row.id), 1);
      if (!activity) throw new Error('logged activity not readable');
      return { activity: withoutKey(activity), followUpTask: task };
    });
    if (created.followUpTask) await notifyAssignee(db, ctx, created.followUpTask, null);
    return created;
  },
};
