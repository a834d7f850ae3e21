import { TASKS_COPY, type Task, type TaskActivityAction, type TaskLinkedCompany } from '@northdesk/shared';
import { aliasedTable, and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  crmCompanies,
  crmContacts,
  profiles,
  taskActivityLog,
  taskCompanies,
  taskContacts,
  tasks,
  taskUserOrder,
} from '../../db/schema/index.ts';
import type { TenantContext } from '../../db/tenant.ts';
import type { Transaction } from '../../db/types.ts';
import { AppError, notFound } from '../../lib/errors.ts';

import { type TaskRow, toTask } from './task-mapping.ts';

/** What every task service works in: the tenant and the signed-in user. */
export type TaskContext = Required<TenantContext>;

export const invalid = (field: string, message: string) =>
  new AppError('validation_failed', message, { [field]: message });
export const taskNotFound = () => notFound(TASKS_COPY.taskNotFound);

/**
 * "Today" for overdue and due soon: the viewer's local calendar date when the client sends it
 * (the web app sends its own), else the UTC date of `now`. Due dates are calendar dates, so a
 * task due on the 5th is overdue from the viewer's 6th, whatever their time zone.
 */
export const todayOf = (now: Date, clientToday?: string) => clientToday ?? now.toISOString().slice(0, 10);

const LIST_LIMIT = 500;

const assignee = aliasedTable(profiles, 'assignee');
const creator = aliasedTable(profiles, 'creator');

async function linkedCompaniesOf(
  tx: Transaction,
  taskIds: string[],
): Promise<Map<string, TaskLinkedCompany[]>> {
  const result = new Map<string, TaskLinkedCompany[]>();
  if (taskIds.length === 0) return result;
  const companiesRows = await tx
    .select({
      taskId: taskCompanies.taskId,
      crmCompanyId: taskCompanies.crmCompanyId,
      name: crmCompanies.name,
    })
    .from(taskCompanies)
    .innerJoin(
      crmCompanies,
      and(
        eq(crmCompanies.companyId, taskCompanies.companyId),
        eq(crmCompanies.id, taskCompanies.crmCompanyId),
      ),
    )
    .where(inArray(taskCompanies.taskId, taskIds))
    .orderBy(asc(taskCompanies.position));
  const contactRows = await tx
    .select({
      taskId: taskContacts.taskId,
      crmCompanyId: taskContacts.crmCompanyId,
      contactId: taskContacts.contactId,
      first: crmContacts.firstName,
      last: crmContacts.lastName,
      email: crmContacts.email,
    })
    .from(taskContacts)
    .innerJoin(
      crmContacts,
      and(eq(crmContacts.companyId, taskContacts.companyId), eq(crmContacts.id, taskContacts.contactId)),
    )
    .where(inArray(taskContacts.taskId, taskIds))
    .orderBy(asc(taskContacts.position));
  for (const row of companiesRows) {
    const list = result.get(row.taskId) ?? [];
    list.push({
      crmCompanyId: row.crmCompanyId,
      crmCompanyName: row.name,
      contacts: contactRows
        .filter((c) => c.taskId === row.taskId && c.crmCompanyId === row.crmCompanyId)
        .map((c) => ({
          contactId: c.contactId,
          contactName: [c.first, c.last].filter(Boolean).join(' ') || c.email || '',
          contactEmail: c.email,
        })),
    });
    result.set(row.taskId, list);
  }
  return result;
}

/** Tasks matching `where` (with assignee, creator and links), in the viewer's manual order. */
export async function selectTasks(
  tx: Transaction,
  ctx: TaskContext,
  where: SQL | undefined,
  today: string,
): Promise<Task[]> {
  const rows = await tx
    .select({
      task: tasks,
      assigneeName: assignee.fullName,
      creatorName: creator.fullName,
      position: taskUserOrder.position,
    })
    .from(tasks)
    .leftJoin(assignee, eq(assignee.id, tasks.assignedTo))
    .leftJoin(creator, eq(creator.id, tasks.createdBy))
    .leftJoin(
      taskUserOrder,
      and(
        eq(taskUserOrder.companyId, tasks.companyId),
        eq(taskUserOrder.taskId, tasks.id),
        eq(taskUserOrder.userId, ctx.userId),
      ),
    )
    .where(and(eq(tasks.companyId, ctx.companyId), where))
    // Manual order first (docs/product/tasks.md), then newest created first.
    .orderBy(sql`${taskUserOrder.position} ASC NULLS LAST`, desc(tasks.createdAt), desc(tasks.id))
    .limit(LIST_LIMIT);
  const links = await linkedCompaniesOf(
    tx,
    rows.map((r) => r.task.id),
  );
  return rows.map(({ task, assigneeName, creatorName }) =>
    toTask(task, assigneeName, creatorName, links, today),
  );
}

export async function requireTask(tx: Transaction, id: string): Promise<TaskRow> {
  const [row] = await tx.select().from(tasks).where(eq(tasks.id, id));
  if (!row) throw taskNotFound();
  return row;
}

/** One entry of a task's activity log. */
export async function logTaskActivity(
  tx: Transaction,
  ctx: TaskContext,
  taskId: string,
  actionType: TaskActivityAction,
  values: { oldValue?: string | null; newValue?: string | null; details?: string | null } = {},
): Promise<void> {
  await tx.insert(taskActivityLog).values({
    companyId: ctx.companyId,
    taskId,
    userId: ctx.userId,
    actionType,
    oldValue: values.oldValue ?? null,
    newValue: values.newValue ?? null,
    details: values.details ?? null,
    // The wall clock, not the transaction's start: two entries of one save keep their order.
    createdAt: sql`clock_timestamp()`,
  });
}
