import crypto from 'node:crypto';
import { TASK_PRIORITIES, TASK_STATUSES, type TaskPriority, type TaskStatus } from '@northdesk/shared';
import { and, asc, eq } from 'drizzle-orm';
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
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';

const SUBJECTS = [
  'Send renewal quote',
  'Follow up on the trade show lead',
  'Prepare Q3 account review',
  'Chase unpaid invoice',
  'Book site visit',
  'Update delivery schedule',
  'Confirm pricing with procurement',
  'Draft framework agreement',
  'Call back about the sample order',
  'Check stock for the spring range',
];

const dayOffset = (days: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * Demo tasks for the demo tenant (issue 7): every status and priority, some overdue and some due
 * soon, linked to companies and contacts, with notes, checklists, subtasks and one file.
 */
export async function seedTasksDemo(deps: AppDeps, companyId: string): Promise<void> {
  const db = deps.database.db;
  const users = await db
    .select({ id: profiles.id, name: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.companyId, companyId))
    .orderBy(asc(profiles.email));
  const customers = await db
    .select({ id: crmCompanies.id })
    .from(crmCompanies)
    .where(and(eq(crmCompanies.companyId, companyId), eq(crmCompanies.isIndividualContacts, false)))
    .orderBy(asc(crmCompanies.name))
    .limit(10);
  if (users.length === 0) return;
  const userAt = (i: number) => users[i % users.length]?.id ?? null;

  const created: string[] = [];
  let n = 0;
  for (const status of TASK_STATUSES) {
    for (const priority of TASK_PRIORITIES) {
      const i = n++;
      const customer = customers.length > 0 ? customers[i % customers.length] : undefined;
      const [contact] = customer
        ? await db
            .select({ id: crmContacts.id })
            .from(crmContacts)
            .where(and(eq(crmContacts.companyId, companyId), eq(crmContacts.crmCompanyId, customer.id)))
            .limit(1)
        : [];
      // Spread due dates: some overdue, some due soon, some later, some without.
      const offsets = [-5, -1, 0, 3, 6, 12, 30, null];
      const offset = offsets[i % offsets.length];
      const createdAt = new Date(Date.now() - (20 - i) * 3_600_000);
      const [row] = await db
        .insert(tasks)
        .values({
          companyId,
          subject: SUBJECTS[i % SUBJECTS.length] ?? 'Task',
          description: 'Demo task: see the notes and checklist for what is left to do.',
          status: status satisfies TaskStatus,
          priority: priority satisfies TaskPriority,
          dueDate: offset === null || offset === undefined ? null : dayOffset(offset),
          assignedTo: userAt(i),
          createdBy: userAt(i + 1),
          crmCompanyId: customer?.id ?? null,
          contactId: contact?.id ?? null,
          completedAt: status === 'done' ? createdAt : null,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: tasks.id });
      if (!row) continue;
      created.push(row.id);
      if (customer) {
        await db
          .insert(taskCompanies)
          .values({ companyId, taskId: row.id, crmCompanyId: customer.id, position: 0 });
        if (contact)
          await db.insert(taskContacts).values({
            companyId,
            taskId: row.id,
            crmCompanyId: customer.id,
            contactId: contact.id,
            position: 0,
          });
      }
      await db
        .insert(taskActivityLog)
        .values({ companyId, taskId: row.id, userId: userAt(i + 1), actionType: 'created', createdAt });
      if (i % 3 === 0) {
        await db.insert(taskNotes).values({
          companyId,
          taskId: row.id,
          content: 'Spoke to them this morning; they want an answer by Friday.',
          authorId: userAt(i),
        });
        await db
          .insert(taskActivityLog)
          .values({ companyId, taskId: row.id, userId: userAt(i), actionType: 'note_added' });
      }
      if (i % 2 === 0) {
        const items = ['Check the numbers', 'Send the email', 'Log the outcome'];
        await db.insert(taskChecklistItems).values(
          items.map((content, position) => ({
            companyId,
            taskId: row.id,
            content,
            position,
            completed: position === 0,
            createdBy: userAt(i),
          })),
        );
      }
    }
  }

  // Subtasks under the first two tasks, with their company.
  for (const parentId of created.slice(0, 2)) {
    const [parent] = await db.select().from(tasks).where(eq(tasks.id, parentId));
    if (!parent) continue;
    for (const subject of ['Gather figures', 'Review with manager']) {
      await db.insert(tasks).values({
        companyId,
        subject,
        status: 'todo',
        priority: 'medium',
        parentTaskId: parentId,
        crmCompanyId: parent.crmCompanyId,
        assignedTo: parent.assignedTo,
        createdBy: parent.createdBy,
      });
    }
  }

  // One file.
  const withFile = created[0];
  if (withFile) {
    const content = Buffer.from(
      'Northwind Trading Ltd: renewal quote notes\n\n- 12 pallets per month\n- Net 30 terms\n',
    );
    const key = `${companyId}/task-attachments/${withFile}/${Date.now()}-${crypto.randomUUID()}.txt`;
    const stored = await deps.storage.put(key, content, { contentType: 'text/plain' });
    await db.insert(taskAttachments).values({
      companyId,
      taskId: withFile,
      fileName: 'renewal-quote-notes.txt',
      filePath: key,
      fileSize: stored.size,
      contentType: 'text/plain',
      uploadedBy: userAt(0),
    });
    await db.insert(taskActivityLog).values({
      companyId,
      taskId: withFile,
      userId: userAt(0),
      actionType: 'file_attached',
      details: 'renewal-quote-notes.txt',
    });
  }
}
