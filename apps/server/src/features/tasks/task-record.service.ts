import {
  TASKS_COPY,
  type Task,
  type TaskActivityEntry,
  type TaskDetailResponse,
  taskStatusLabel,
  type UpdateTaskRequest,
} from '@northdesk/shared';
import { asc, desc, eq } from 'drizzle-orm';
import {
  profiles,
  taskActivityLog,
  taskAttachments,
  taskChecklistItems,
  taskNotes,
  tasks,
} from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Database } from '../../db/types.ts';
import { notificationsService } from '../notifications/notifications.service.ts';

import { assertAssignee, insertTask, type NewTaskInput } from './task-insert.ts';
import { currentLinks, type LinkedInput, sameLinks, writeLinks } from './task-links.ts';
import { iso, type TaskRow, toAttachment, toItem, toNote } from './task-mapping.ts';
import {
  logTaskActivity,
  requireTask,
  selectTasks,
  type TaskContext,
  taskNotFound,
  todayOf,
} from './task-queries.ts';

/** Tells a task's new assignee (not me, not the one it had) in the bell; after the commit. */
export async function notifyAssignee(
  db: Database,
  ctx: TaskContext,
  task: Task,
  previousAssignee: string | null,
): Promise<void> {
  const target = task.assignedTo?.id;
  if (!target || target === ctx.userId || target === previousAssignee) return;
  const [me] = await withTenant(db, ctx, (tx) =>
    tx
      .select({ name: profiles.fullName, email: profiles.email })
      .from(profiles)
      .where(eq(profiles.id, ctx.userId)),
  );
  await notificationsService.create(db, ctx, {
    userId: target,
    type: 'task_assigned',
    title: TASKS_COPY.assignedTitle,
    message: TASKS_COPY.assignedMessage(me?.name || me?.email || TASKS_COPY.unknownAuthor, task.subject),
    relatedId: task.id,
  });
}

/** One task: its detail page, creating and editing it. Row-level security keeps it in the tenant. */
export const taskRecordService = {
  detail(
    db: Database,
    ctx: TaskContext,
    id: string,
    now: Date = new Date(),
    clientToday?: string,
  ): Promise<Omit<TaskDetailResponse, 'uploadMaxBytes'>> {
    const today = todayOf(now, clientToday);
    return withTenant(db, ctx, async (tx) => {
      const [task] = await selectTasks(tx, ctx, eq(tasks.id, id), today);
      if (!task) throw taskNotFound();
      const [parentTask] = task.parentTaskId
        ? await tx
            .select({ id: tasks.id, subject: tasks.subject })
            .from(tasks)
            .where(eq(tasks.id, task.parentTaskId))
        : [];
      const notes = await tx
        .select({ note: taskNotes, authorName: profiles.fullName })
        .from(taskNotes)
        .leftJoin(profiles, eq(profiles.id, taskNotes.authorId))
        .where(eq(taskNotes.taskId, id))
        .orderBy(desc(taskNotes.createdAt), desc(taskNotes.id));
      const checklist = await tx
        .select()
        .from(taskChecklistItems)
        .where(eq(taskChecklistItems.taskId, id))
        .orderBy(asc(taskChecklistItems.position), asc(taskChecklistItems.createdAt));
      const subtasks = (await selectTasks(tx, ctx, eq(tasks.parentTaskId, id), today)).sort((a, b) =>
        b.createdAt.localeCompare(a.createdAt),
      );
      const activity = await tx
        .select({ entry: taskActivityLog, userName: profiles.fullName })
        .from(taskActivityLog)
        .leftJoin(profiles, eq(profiles.id, taskActivityLog.userId))
        .where(eq(taskActivityLog.taskId, id))
        .orderBy(desc(taskActivityLog.createdAt), desc(taskActivityLog.id));
      const attachments = await tx
        .select({ attachment: taskAttachments, uploaderName: profiles.fullName })
        .from(taskAttachments)
        .leftJoin(profiles, eq(profiles.id, taskAttachments.uploadedBy))
        .where(eq(taskAttachments.taskId, id))
        .orderBy(desc(taskAttachments.createdAt), desc(taskAttachments.id));
      return {
        task,
        parentTask: parentTask ?? null,
        notes: notes.map(({ note, authorName }) => toNote(note, authorName)),
        checklist: checklist.map(toItem),
        subtasks,
        activity: activity.map(
          ({ entry, userName }): TaskActivityEntry => ({
            id: entry.id,
            userName,
            actionType: entry.actionType,
            oldValue: entry.oldValue,
            newValue: entry.newValue,
            details: entry.details,
            createdAt: iso(entry.createdAt),
          }),
        ),
        attachments: attachments.map(({ attachment, uploaderName }) =>
          toAttachment(attachment, uploaderName),
        ),
      };
    });
  },

  /** Creates a task; assigning it to someone else notifies them (bell, in real time). */
  async create(db: Database, ctx: TaskContext, input: NewTaskInput, now: Date = new Date()): Promise<Task> {
    const task = await withTenant(db, ctx, (tx) => insertTask(tx, ctx, input, now));
    await notifyAssignee(db, ctx, task, null);
    return task;
  },

  /** Edits the fields sent. A status change and other edits are logged separately. */
  async update(
    db: Database,
    ctx: TaskContext,
    id: string,
    input: Omit<UpdateTaskRequest, 'description' | 'linkedCompanies'> & {
      description?: string | null | undefined;
      linkedCompanies?: LinkedInput[] | undefined;
    },
    now: Date = new Date(),
  ): Promise<Task> {
    let previousAssignee: string | null = null;
    const task = await withTenant(db, ctx, async (tx) => {
      const existing = await requireTask(tx, id);
      previousAssignee = existing.assignedTo;
      if (input.assignedTo !== undefined) await assertAssignee(tx, input.assignedTo);
      const changes: Partial<typeof tasks.$inferInsert> = {};
      const changed: string[] = [];
      const set = <K extends 'subject' | 'description' | 'priority' | 'dueDate' | 'assignedTo'>(
        key: K,
        value: TaskRow[K] | undefined,
      ) => {
        if (value === undefined || value === existing[key]) return;
        changes[key] = value;
        changed.push(key);
      };
      set('subject', input.subject);
      set('description', input.description);
      set('priority', input.priority);
      set('dueDate', input.dueDate);
      set('assignedTo', input.assignedTo);
      if (input.linkedCompanies && !sameLinks(await currentLinks(tx, id), input.linkedCompanies)) {
        await writeLinks(tx, ctx, id, input.linkedCompanies);
        const first = input.linkedCompanies[0];
        changes.crmCompanyId = first?.crmCompanyId ?? (existing.parentTaskId ? existing.crmCompanyId : null);
        changes.contactId = first?.contactIds[0] ?? null;
        changed.push('linkedCompanies');
      }
      const statusChanged = input.status !== undefined && input.status !== existing.status;
      if (statusChanged && input.status) {
        changes.status = input.status;
        changes.completedAt = input.status === 'done' ? now : null;
      }
      if (Object.keys(changes).length > 0) {
        await tx
          .update(tasks)
          .set({ ...changes, updatedAt: now })
          .where(eq(tasks.id, id));
      }
      if (statusChanged) {
        await logTaskActivity(tx, ctx, id, 'status_changed', {
          oldValue: existing.status,
          newValue: input.status ?? null,
          details: `${taskStatusLabel(existing.status)} → ${input.status ? taskStatusLabel(input.status) : ''}`,
        });
      }
      if (changed.length > 0) await logTaskActivity(tx, ctx, id, 'edited', { details: changed.join(', ') });
      const [updated] = await selectTasks(tx, ctx, eq(tasks.id, id), todayOf(now));
      if (!updated) throw taskNotFound();
      return updated;
    });
    await notifyAssignee(db, ctx, task, previousAssignee);
    return task;
  },

  /** Throws "Task not found" unless the task is the tenant's. */
  assertTask(db: Database, ctx: TaskContext, id: string): Promise<void> {
    return withTenant(db, ctx, async (tx) => {
      await requireTask(tx, id);
    });
  },
};
