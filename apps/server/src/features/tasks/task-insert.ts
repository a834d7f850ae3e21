import {
  type CreateTaskRequest,
  TASKS_COPY,
  type Task,
  type TaskPriority,
  type TaskStatus,
} from '@northdesk/shared';
import { eq } from 'drizzle-orm';
import { crmDeals, profiles, tasks } from '../../db/schema/index.ts';
import type { Transaction } from '../../db/types.ts';
import { type LinkedInput, validateLinks, writeLinks } from './task-links.ts';
import { invalid, logTaskActivity, selectTasks, type TaskContext, todayOf } from './task-queries.ts';

/** An assignee must be a user of the tenant (row-level security hides the others). */
export async function assertAssignee(tx: Transaction, userId: string | null | undefined): Promise<void> {
  if (!userId) return;
  const [row] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId));
  if (!row) throw invalid('assignedTo', TASKS_COPY.assigneeNotFound);
}

/** What a new task is made of, validated by the route's schema. */
export type NewTaskInput = Required<Pick<CreateTaskRequest, 'subject'>> & {
  description: string | null;
  status: TaskStatus;
  priority: TaskPriority;
  dueDate?: string | null | undefined;
  assignedTo?: string | null | undefined;
  dealId?: string | null | undefined;
  parentTaskId?: string | null | undefined;
  linkedCompanies: LinkedInput[];
};

/**
 * Inserts a task inside the caller's transaction (New Task, and a follow-up logged with an
 * activity, which must land with it or not at all). The caller notifies the assignee after commit.
 */
export async function insertTask(
  tx: Transaction,
  ctx: TaskContext,
  input: NewTaskInput,
  now: Date,
): Promise<Task> {
  // No assignee given: the creator (a task made from "My Tasks" must land there); null = unassigned.
  const assignedTo = input.assignedTo === undefined ? ctx.userId : input.assignedTo;
  await assertAssignee(tx, assignedTo);
  let parentCompany: string | null = null;
  if (input.parentTaskId) {
    const [parent] = await tx
      .select({ crmCompanyId: tasks.crmCompanyId })
      .from(tasks)
      .where(eq(tasks.id, input.parentTaskId));
    if (!parent) throw invalid('parentTaskId', TASKS_COPY.parentNotFound);
    parentCompany = parent.crmCompanyId;
  }
  await validateLinks(tx, input.linkedCompanies);
  if (input.dealId) {
    const [deal] = await tx.select({ id: crmDeals.id }).from(crmDeals).where(eq(crmDeals.id, input.dealId));
    if (!deal) throw invalid('dealId', TASKS_COPY.dealNotFound);
  }
  const first = input.linkedCompanies[0];
  const [row] = await tx
    .insert(tasks)
    .values({
      companyId: ctx.companyId,
      subject: input.subject,
      description: input.description,
      status: input.status,
      priority: input.priority,
      dueDate: input.dueDate ?? null,
      assignedTo,
      createdBy: ctx.userId,
      parentTaskId: input.parentTaskId ?? null,
      dealId: input.dealId ?? null,
      crmCompanyId: first?.crmCompanyId ?? parentCompany,
      contactId: first?.contactIds[0] ?? null,
      completedAt: input.status === 'done' ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: tasks.id });
  if (!row) throw new Error('insert returned no row');
  await writeLinks(tx, ctx, row.id, input.linkedCompanies);
  await logTaskActivity(tx, ctx, row.id, 'created', { newValue: input.subject });
  const [created] = await selectTasks(tx, ctx, eq(tasks.id, row.id), todayOf(now));
  if (!created) throw new Error('created task not readable');
  return created;
}
