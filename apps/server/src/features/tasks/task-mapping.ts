import {
  dueStateOf,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type Task,
  type TaskAttachment,
  type TaskChecklistItem,
  type TaskLinkedCompany,
  type TaskNote,
  type TaskPriority,
  type TaskStatus,
} from '@northdesk/shared';
import type { taskAttachments, taskChecklistItems, taskNotes, tasks } from '../../db/schema/index.ts';

export type TaskRow = typeof tasks.$inferSelect;

const asStatus = (value: string): TaskStatus =>
  (TASK_STATUSES as readonly string[]).includes(value) ? (value as TaskStatus) : 'todo';
const asPriority = (value: string): TaskPriority =>
  (TASK_PRIORITIES as readonly string[]).includes(value) ? (value as TaskPriority) : 'medium';

export const iso = (d: Date) => d.toISOString();

export function toTask(
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

export function toNote(note: typeof taskNotes.$inferSelect, authorName: string | null): TaskNote {
  return { id: note.id, content: note.content, authorName, createdAt: iso(note.createdAt) };
}

export function toItem(item: typeof taskChecklistItems.$inferSelect): TaskChecklistItem {
  return {
    id: item.id,
    content: item.content,
    position: item.position,
    completed: item.completed,
    createdAt: iso(item.createdAt),
  };
}

export function toAttachment(
  row: typeof taskAttachments.$inferSelect,
  uploaderName: string | null,
): TaskAttachment {
  return {
    id: row.id,
    fileName: row.fileName,
    fileSize: row.fileSize,
    contentType: row.contentType,
    uploadedByName: uploaderName,
    createdAt: iso(row.createdAt),
  };
}
