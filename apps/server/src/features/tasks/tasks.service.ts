import {
  type CreateTaskRequest,
  dueStateOf,
  spaced,
  TASK_PRIORITIES,
  TASK_STATUSES,
  TASKS_COPY,
  type Task,
  type TaskActivityAction,
  type TaskActivityEntry,
  type TaskAttachment,
  type TaskChecklistItem,
  type TaskDetailResponse,
  type TaskLinkedCompany,
  type TaskListResponse,
  type TaskNote,
  type TaskPriority,
  type TaskStatus,
  type TaskTab,
  type UpdateTaskRequest,
} from '@northdesk/shared';
import {
  aliasedTable,
  and,
  asc,
  desc,
  eq,
  exists,
  inArray,
  lt,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import {
  crmCompanies,
  crmContacts,
  profiles,
  taskActivityLog,
  taskAttachments,
  taskChecklistItems,
  taskCompanies,
  taskContacts,
  taskNotes,
  tasks,
  taskUserOrder,
} from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { notificationsService } from '../notifications/notifications.service.ts';

type Ctx = Required<TenantContext>;
type TaskRow = typeof tasks.$inferSelect;
type LinkedInput = { crmCompanyId: string; contactIds: string[] };

const invalid = (field: string, message: string) =>
  new AppError('validation_failed', message, { [field]: message });
export const taskNotFound = () => notFound(TASKS_COPY.taskNotFound);

const asStatus = (value: string): TaskStatus =>
  (TASK_STATUSES as readonly string[]).includes(value) ? (value as TaskStatus) : 'todo';
const asPriority = (value: string): TaskPriority =>
  (TASK_PRIORITIES as readonly string[]).includes(value) ? (value as TaskPriority) : 'medium';

/**
 * "Today" for overdue and due soon: the viewer's local calendar date when the client sends it
 * (the web app sends its own), else the UTC date of `now`. Due dates are calendar dates, so a
 * task due on the 5th is overdue from the viewer's 6th, whatever their time zone.
 */
export const todayOf = (now: Date, clientToday?: string) => clientToday ?? now.toISOString().slice(0, 10);

const CLOSED: TaskStatus[] = ['done', 'cancelled'];
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

async function selectTasks(
  tx: Transaction,
  ctx: Ctx,
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
    // Manual order first (crm spec §4), then newest created first.
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

function toTask(
  task: TaskRow,
  assigneeName: string | null,
  creatorName: string | null,
  links: Map<string, TaskLinkedCompany[]>,
  today: string,
): Task {
  const status = asStatus(task.status);
  return {
    id: task.id,
    subject: task.subject,
    description: task.description,
    status,
    priority: asPriority(task.priority),
    dueDate: task.dueDate,
    assignedTo: task.assignedTo ? { id: task.assignedTo, name: assigneeName } : null,
    createdBy: task.createdBy ? { id: task.createdBy, name: creatorName } : null,
    parentTaskId: task.parentTaskId,
    crmCompanyId: task.crmCompanyId,
    contactId: task.contactId,
    dealId: task.dealId,
    linkedCompanies: links.get(task.id) ?? [],
    ...dueStateOf({ status, dueDate: task.dueDate }, today),
    completedAt: task.completedAt?.toISOString() ?? null,
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
  };
}

/** The SQL of a tab (crm spec §4), evaluated against the viewer's date. */
function tabFilter(tab: TaskTab | undefined, ctx: Ctx, today: string): SQL | undefined {
  switch (tab) {
    case 'my-tasks':
      return and(eq(tasks.assignedTo, ctx.userId), notInArray(tasks.status, CLOSED));
    case 'all':
      return notInArray(tasks.status, CLOSED);
    case 'overdue':
      return and(notInArray(tasks.status, CLOSED), lt(tasks.dueDate, today));
    case 'completed':
      return eq(tasks.status, 'done');
    default:
      return undefined;
  }
}

async function requireTask(tx: Transaction, id: string): Promise<TaskRow> {
  const [row] = await tx.select().from(tasks).where(eq(tasks.id, id));
  if (!row) throw taskNotFound();
  return row;
}

async function log(
  tx: Transaction,
  ctx: Ctx,
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

async function assertAssignee(tx: Transaction, userId: string | null | undefined): Promise<void> {
  if (!userId) return;
  const [row] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId));
  if (!row) throw invalid('assignedTo', TASKS_COPY.assigneeNotFound);
}

/** Each company and contact must be the tenant's, and each contact its company's. */
async function validateLinks(tx: Transaction, linked: LinkedInput[]): Promise<void> {
  for (const [index, link] of linked.entries()) {
    const [company] = await tx
      .select({ id: crmCompanies.id })
      .from(crmCompanies)
      .where(eq(crmCompanies.id, link.crmCompanyId));
    if (!company) throw invalid(`linkedCompanies.${index}.crmCompanyId`, TASKS_COPY.companyNotFound);
    for (const [contactIndex, contactId] of link.contactIds.entries()) {
      const [contact] = await tx
        .select({ crmCompanyId: crmContacts.crmCompanyId })
        .from(crmContacts)
        .where(eq(crmContacts.id, contactId));
      const field = `linkedCompanies.${index}.contactIds.${contactIndex}`;
      if (!contact) throw invalid(field, TASKS_COPY.contactNotFound);
      if (contact.crmCompanyId !== link.crmCompanyId) throw invalid(field, TASKS_COPY.contactCompanyMismatch);
    }
  }
}

/** Replaces a task's linked companies and contacts (validated first). */
async function writeLinks(tx: Transaction, ctx: Ctx, taskId: string, linked: LinkedInput[]): Promise<void> {
  await validateLinks(tx, linked);
  await tx.delete(taskCompanies).where(eq(taskCompanies.taskId, taskId));
  for (const [index, link] of linked.entries()) {
    await tx
      .insert(taskCompanies)
      .values({ companyId: ctx.companyId, taskId, crmCompanyId: link.crmCompanyId, position: index });
    if (link.contactIds.length > 0) {
      await tx.insert(taskContacts).values(
        link.contactIds.map((contactId, position) => ({
          companyId: ctx.companyId,
          taskId,
          crmCompanyId: link.crmCompanyId,
          contactId,
          position,
        })),
      );
    }
  }
}

/** A task's links as the form sends them, in their order. */
async function currentLinks(tx: Transaction, taskId: string): Promise<LinkedInput[]> {
  const companyRows = await tx
    .select({ crmCompanyId: taskCompanies.crmCompanyId })
    .from(taskCompanies)
    .where(eq(taskCompanies.taskId, taskId))
    .orderBy(asc(taskCompanies.position));
  const contactRows = await tx
    .select({ crmCompanyId: taskContacts.crmCompanyId, contactId: taskContacts.contactId })
    .from(taskContacts)
    .where(eq(taskContacts.taskId, taskId))
    .orderBy(asc(taskContacts.position));
  return companyRows.map((c) => ({
    crmCompanyId: c.crmCompanyId,
    contactIds: contactRows.filter((p) => p.crmCompanyId === c.crmCompanyId).map((p) => p.contactId),
  }));
}

const sameLinks = (a: LinkedInput[], b: LinkedInput[]) =>
  JSON.stringify(a.map((l) => [l.crmCompanyId, l.contactIds])) ===
  JSON.stringify(b.map((l) => [l.crmCompanyId, l.contactIds]));

async function notifyAssignee(
  db: Database,
  ctx: Ctx,
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

const iso = (d: Date) => d.toISOString();

/** Tasks of the tenant (crm spec §2 Tasks page, Task detail; §4; §7). Row-level security keeps them in it. */
export const tasksService = {
  list(
    db: Database,
    ctx: Ctx,
    query: {
      tab?: TaskTab | undefined;
      today?: string | undefined;
      crmCompanyId?: string | undefined;
      contactId?: string | undefined;
      parentTaskId?: string | undefined;
    },
    now: Date = new Date(),
  ): Promise<TaskListResponse> {
    const today = todayOf(now, query.today);
    return withTenant(db, ctx, async (tx) => {
      const where = and(
        tabFilter(query.tab, ctx, today),
        query.crmCompanyId
          ? or(
              eq(tasks.crmCompanyId, query.crmCompanyId),
              exists(
                tx
                  .select({ one: sql`1` })
                  .from(taskCompanies)
                  .where(
                    and(
                      eq(taskCompanies.taskId, tasks.id),
                      eq(taskCompanies.crmCompanyId, query.crmCompanyId),
                    ),
                  ),
              ),
            )
          : undefined,
        query.contactId
          ? or(
              eq(tasks.contactId, query.contactId),
              exists(
                tx
                  .select({ one: sql`1` })
                  .from(taskContacts)
                  .where(and(eq(taskContacts.taskId, tasks.id), eq(taskContacts.contactId, query.contactId))),
              ),
            )
          : undefined,
        query.parentTaskId ? eq(tasks.parentTaskId, query.parentTaskId) : undefined,
      );
      return { tasks: await selectTasks(tx, ctx, where, today), today };
    });
  },

  detail(
    db: Database,
    ctx: Ctx,
    id: string,
    now: Date = new Date(),
    clientToday?: string,
  ): Promise<Omit<TaskDetailResponse, 'uploadMaxBytes'>> {
    const today = todayOf(now, clientToday);
    return withTenant(db, ctx, async (tx) => {
      const [task] = await selectTasks(tx, ctx, eq(tasks.id, id), today);
      if (!task) throw taskNotFound();
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
  async create(
    db: Database,
    ctx: Ctx,
    input: Required<Pick<CreateTaskRequest, 'subject'>> & {
      description: string | null;
      status: TaskStatus;
      priority: TaskPriority;
      dueDate?: string | null | undefined;
      assignedTo?: string | null | undefined;
      parentTaskId?: string | null | undefined;
      linkedCompanies: LinkedInput[];
    },
    now: Date = new Date(),
  ): Promise<Task> {
    const task = await withTenant(db, ctx, async (tx) => {
      await assertAssignee(tx, input.assignedTo);
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
          assignedTo: input.assignedTo ?? null,
          createdBy: ctx.userId,
          parentTaskId: input.parentTaskId ?? null,
          crmCompanyId: first?.crmCompanyId ?? parentCompany,
          contactId: first?.contactIds[0] ?? null,
          completedAt: input.status === 'done' ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: tasks.id });
      if (!row) throw new Error('insert returned no row');
      await writeLinks(tx, ctx, row.id, input.linkedCompanies);
      await log(tx, ctx, row.id, 'created', { newValue: input.subject });
      const [created] = await selectTasks(tx, ctx, eq(tasks.id, row.id), todayOf(now));
      if (!created) throw new Error('created task not readable');
      return created;
    });
    await notifyAssignee(db, ctx, task, null);
    return task;
  },

  /** Edits the fields sent. A status change and other edits are logged separately. */
  async update(
    db: Database,
    ctx: Ctx,
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
        await log(tx, ctx, id, 'status_changed', {
          oldValue: existing.status,
          newValue: input.status ?? null,
          details: `${spaced(existing.status)} → ${spaced(input.status ?? '')}`,
        });
      }
      if (changed.length > 0) await log(tx, ctx, id, 'edited', { details: changed.join(', ') });
      const [updated] = await selectTasks(tx, ctx, eq(tasks.id, id), todayOf(now));
      if (!updated) throw taskNotFound();
      return updated;
    });
    await notifyAssignee(db, ctx, task, previousAssignee);
    return task;
  },

  /** Saves the user's manual order: the ids given, in that order; others fall back to newest first. */
  saveOrder(db: Database, ctx: Ctx, ids: string[]): Promise<void> {
    return withTenant(db, ctx, async (tx) => {
      await tx.delete(taskUserOrder).where(eq(taskUserOrder.userId, ctx.userId));
      const unique = [...new Set(ids)];
      if (unique.length === 0) return;
      const known = new Set(
        (await tx.select({ id: tasks.id }).from(tasks).where(inArray(tasks.id, unique))).map((r) => r.id),
      );
      const rows = unique
        .filter((taskId) => known.has(taskId))
        .map((taskId, position) => ({ companyId: ctx.companyId, userId: ctx.userId, taskId, position }));
      if (rows.length > 0) await tx.insert(taskUserOrder).values(rows);
    });
  },

  /** Throws "Task not found" unless the task is the tenant's. */
  assertTask(db: Database, ctx: Ctx, id: string): Promise<void> {
    return withTenant(db, ctx, async (tx) => {
      await requireTask(tx, id);
    });
  },

  addNote(db: Database, ctx: Ctx, taskId: string, content: string): Promise<TaskNote> {
    return withTenant(db, ctx, async (tx) => {
      await requireTask(tx, taskId);
      const [note] = await tx
        .insert(taskNotes)
        .values({ companyId: ctx.companyId, taskId, content, authorId: ctx.userId })
        .returning();
      if (!note) throw new Error('insert returned no row');
      await log(tx, ctx, taskId, 'note_added', { details: content.slice(0, 200) });
      const [me] = await tx
        .select({ name: profiles.fullName })
        .from(profiles)
        .where(eq(profiles.id, ctx.userId));
      return toNote(note, me?.name ?? null);
    });
  },

  /** Appends an item: position = highest + 1. */
  addChecklistItem(db: Database, ctx: Ctx, taskId: string, content: string): Promise<TaskChecklistItem> {
    return withTenant(db, ctx, async (tx) => {
      await requireTask(tx, taskId);
      const [item] = await tx
        .insert(taskChecklistItems)
        .values({
          companyId: ctx.companyId,
          taskId,
          content,
          position: sql`(SELECT coalesce(max(position), -1) + 1 FROM task_checklist_items WHERE task_id = ${taskId})`,
          createdBy: ctx.userId,
        })
        .returning();
      if (!item) throw new Error('insert returned no row');
      await log(tx, ctx, taskId, 'checklist_item_added', { details: content });
      return toItem(item);
    });
  },

  toggleChecklistItem(
    db: Database,
    ctx: Ctx,
    taskId: string,
    itemId: string,
    completed: boolean,
  ): Promise<TaskChecklistItem> {
    return withTenant(db, ctx, async (tx) => {
      await requireTask(tx, taskId);
      const [item] = await tx
        .update(taskChecklistItems)
        .set({ completed })
        .where(and(eq(taskChecklistItems.id, itemId), eq(taskChecklistItems.taskId, taskId)))
        .returning();
      if (!item) throw notFound('Checklist item not found');
      await log(tx, ctx, taskId, 'checklist_item_toggled', {
        newValue: completed ? 'completed' : 'not completed',
        details: item.content,
      });
      return toItem(item);
    });
  },

  deleteChecklistItem(db: Database, ctx: Ctx, taskId: string, itemId: string): Promise<void> {
    return withTenant(db, ctx, async (tx) => {
      await requireTask(tx, taskId);
      const rows = await tx
        .delete(taskChecklistItems)
        .where(and(eq(taskChecklistItems.id, itemId), eq(taskChecklistItems.taskId, taskId)))
        .returning({ id: taskChecklistItems.id });
      if (rows.length === 0) throw notFound('Checklist item not found');
    });
  },

  /** One update per item, in the order given (crm spec §7). */
  reorderChecklist(db: Database, ctx: Ctx, taskId: string, ids: string[]): Promise<TaskChecklistItem[]> {
    return withTenant(db, ctx, async (tx) => {
      await requireTask(tx, taskId);
      for (const [position, itemId] of ids.entries()) {
        await tx
          .update(taskChecklistItems)
          .set({ position })
          .where(and(eq(taskChecklistItems.id, itemId), eq(taskChecklistItems.taskId, taskId)));
      }
      const items = await tx
        .select()
        .from(taskChecklistItems)
        .where(eq(taskChecklistItems.taskId, taskId))
        .orderBy(asc(taskChecklistItems.position), asc(taskChecklistItems.createdAt));
      return items.map(toItem);
    });
  },

  recordAttachment(
    db: Database,
    ctx: Ctx,
    taskId: string,
    values: { fileName: string; filePath: string; fileSize: number; contentType: string },
  ): Promise<TaskAttachment> {
    return withTenant(db, ctx, async (tx) => {
      await requireTask(tx, taskId);
      const [row] = await tx
        .insert(taskAttachments)
        .values({ companyId: ctx.companyId, taskId, uploadedBy: ctx.userId, ...values })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await log(tx, ctx, taskId, 'file_attached', { details: values.fileName });
      const [me] = await tx
        .select({ name: profiles.fullName })
        .from(profiles)
        .where(eq(profiles.id, ctx.userId));
      return toAttachment(row, me?.name ?? null);
    });
  },

  attachment(db: Database, ctx: Ctx, taskId: string, attachmentId: string) {
    return withTenant(db, ctx, async (tx) => {
      await requireTask(tx, taskId);
      const [row] = await tx
        .select()
        .from(taskAttachments)
        .where(and(eq(taskAttachments.id, attachmentId), eq(taskAttachments.taskId, taskId)));
      if (!row) throw notFound('File not found');
      return row;
    });
  },

  deleteAttachment(db: Database, ctx: Ctx, taskId: string, attachmentId: string): Promise<string> {
    return withTenant(db, ctx, async (tx) => {
      await requireTask(tx, taskId);
      const [row] = await tx
        .delete(taskAttachments)
        .where(and(eq(taskAttachments.id, attachmentId), eq(taskAttachments.taskId, taskId)))
        .returning({ filePath: taskAttachments.filePath });
      if (!row) throw notFound('File not found');
      return row.filePath;
    });
  },

  /** The tenant's users, for the assignee picker. */
  assignees(db: Database, ctx: Ctx) {
    return withTenant(db, ctx, async (tx) => {
      const users = await tx
        .select({ id: profiles.id, fullName: profiles.fullName, email: profiles.email })
        .from(profiles)
        .where(eq(profiles.companyId, ctx.companyId))
        .orderBy(asc(profiles.fullName), asc(profiles.email));
      return { users };
    });
  },
};

function toNote(note: typeof taskNotes.$inferSelect, authorName: string | null): TaskNote {
  return { id: note.id, content: note.content, authorName, createdAt: iso(note.createdAt) };
}

function toItem(item: typeof taskChecklistItems.$inferSelect): TaskChecklistItem {
  return {
    id: item.id,
    content: item.content,
    position: item.position,
    completed: item.completed,
    createdAt: iso(item.createdAt),
  };
}

function toAttachment(row: typeof taskAttachments.$inferSelect, uploaderName: string | null): TaskAttachment {
  return {
    id: row.id,
    fileName: row.fileName,
    fileSize: row.fileSize,
    contentType: row.contentType,
    uploadedByName: uploaderName,
    createdAt: iso(row.createdAt),
  };
}
