import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { crmCompanies } from './crm-companies.ts';
import { crmContacts } from './crm-contacts.ts';
import { crmDeals } from './deals.ts';
import { companies } from './tenancy.ts';

/**
 * Tasks (docs/product/tasks.md): first-class rows with typed columns, not JSON inside an
 * activity. Every link that can point at another row of the tenant is a composite foreign key on
 * (company_id, …), so it cannot reach into another tenant. due_date is a calendar date (no time,
 * no zone): overdue / due soon compare it with "today" in the viewer's time zone (see
 * tasks.service.ts).
 */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    description: text('description'),
    status: text('status').notNull().default('todo'),
    priority: text('priority').notNull().default('medium'),
    dueDate: date('due_date'),
    assignedTo: text('assigned_to').references(() => user.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    parentTaskId: uuid('parent_task_id'),
    /** The task's primary company (the first linked one); subtasks inherit it. */
    crmCompanyId: uuid('crm_company_id'),
    contactId: uuid('contact_id'),
    dealId: uuid('deal_id').references(() => crmDeals.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('tasks_tenant_id_key').on(t.companyId, t.id),
    foreignKey({
      name: 'tasks_parent_fk',
      columns: [t.companyId, t.parentTaskId],
      foreignColumns: [t.companyId, t.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'tasks_crm_company_fk',
      columns: [t.companyId, t.crmCompanyId],
      foreignColumns: [crmCompanies.companyId, crmCompanies.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'tasks_contact_fk',
      columns: [t.companyId, t.contactId],
      foreignColumns: [crmContacts.companyId, crmContacts.id],
    }),
    index('tasks_tenant_created_idx').on(t.companyId, t.createdAt.desc(), t.id),
    index('tasks_tenant_status_idx').on(t.companyId, t.status, t.createdAt.desc()),
    index('tasks_tenant_assignee_idx').on(t.companyId, t.assignedTo, t.status),
    index('tasks_tenant_due_idx').on(t.companyId, t.dueDate).where(sql`due_date IS NOT NULL`),
    // Reports: tasks completed in a period, per assignee.
    index('tasks_tenant_completed_idx')
      .on(t.companyId, t.completedAt, t.assignedTo)
      .where(sql`completed_at IS NOT NULL`),
    index('tasks_parent_idx').on(t.companyId, t.parentTaskId).where(sql`parent_task_id IS NOT NULL`),
    index('tasks_crm_company_idx').on(t.companyId, t.crmCompanyId).where(sql`crm_company_id IS NOT NULL`),
    index('tasks_contact_idx').on(t.companyId, t.contactId).where(sql`contact_id IS NOT NULL`),
    check('tasks_status_check', sql`status IN ('todo', 'in_progress', 'blocked', 'done', 'cancelled')`),
    check('tasks_priority_check', sql`priority IN ('low', 'medium', 'high', 'urgent')`),
    check('tasks_subject_check', sql`length(btrim(subject)) > 0`),
  ],
);

/** The companies linked to a task (docs/product/tasks.md), in the order they were added. */
export const taskCompanies = pgTable(
  'task_companies',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').notNull(),
    crmCompanyId: uuid('crm_company_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'task_companies_pkey', columns: [t.taskId, t.crmCompanyId] }),
    unique('task_companies_tenant_key').on(t.companyId, t.taskId, t.crmCompanyId),
    foreignKey({
      name: 'task_companies_task_fk',
      columns: [t.companyId, t.taskId],
      foreignColumns: [tasks.companyId, tasks.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'task_companies_crm_company_fk',
      columns: [t.companyId, t.crmCompanyId],
      foreignColumns: [crmCompanies.companyId, crmCompanies.id],
    }).onDelete('cascade'),
    index('task_companies_crm_company_idx').on(t.companyId, t.crmCompanyId),
  ],
);

/** The contacts linked to a task, each under one of its linked companies. */
export const taskContacts = pgTable(
  'task_contacts',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').notNull(),
    crmCompanyId: uuid('crm_company_id').notNull(),
    contactId: uuid('contact_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'task_contacts_pkey', columns: [t.taskId, t.crmCompanyId, t.contactId] }),
    foreignKey({
      name: 'task_contacts_link_fk',
      columns: [t.companyId, t.taskId, t.crmCompanyId],
      foreignColumns: [taskCompanies.companyId, taskCompanies.taskId, taskCompanies.crmCompanyId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'task_contacts_contact_fk',
      columns: [t.companyId, t.contactId],
      foreignColumns: [crmContacts.companyId, crmContacts.id],
    }).onDelete('cascade'),
    index('task_contacts_contact_idx').on(t.companyId, t.contactId),
  ],
);

const taskFk = (name: string, companyId: AnyPgColumn, taskId: AnyPgColumn) =>
  foreignKey({ name, columns: [companyId, taskId], foreignColumns: [tasks.companyId, tasks.id] }).onDelete(
    'cascade',
  );

export const taskNotes = pgTable(
  'task_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').notNull(),
    content: text('content').notNull(),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    taskFk('task_notes_task_fk', t.companyId, t.taskId),
    index('task_notes_task_idx').on(t.companyId, t.taskId, t.createdAt.desc()),
  ],
);

export const taskChecklistItems = pgTable(
  'task_checklist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').notNull(),
    content: text('content').notNull(),
    position: integer('position').notNull(),
    completed: boolean('completed').notNull().default(false),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    taskFk('task_checklist_items_task_fk', t.companyId, t.taskId),
    index('task_checklist_items_task_idx').on(t.companyId, t.taskId, t.position),
  ],
);

export const taskActivityLog = pgTable(
  'task_activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    actionType: text('action_type').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    details: text('details'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    taskFk('task_activity_log_task_fk', t.companyId, t.taskId),
    index('task_activity_log_task_idx').on(t.companyId, t.taskId, t.createdAt.desc()),
    check(
      'task_activity_log_action_check',
      sql`action_type IN ('created', 'edited', 'status_changed', 'note_added', 'checklist_item_added', 'checklist_item_toggled', 'file_attached')`,
    ),
  ],
);

export const taskAttachments = pgTable(
  'task_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').notNull(),
    fileName: text('file_name').notNull(),
    /** Storage key: {companyId}/task-attachments/{taskId}/{timestamp}.{ext}. */
    filePath: text('file_path').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    taskFk('task_attachments_task_fk', t.companyId, t.taskId),
    index('task_attachments_task_idx').on(t.companyId, t.taskId, t.createdAt.desc()),
  ],
);

/** A user's manual order of the task list (docs/product/tasks.md). */
export const taskUserOrder = pgTable(
  'task_user_order',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ name: 'task_user_order_pkey', columns: [t.userId, t.taskId] }),
    taskFk('task_user_order_task_fk', t.companyId, t.taskId),
    index('task_user_order_user_idx').on(t.companyId, t.userId, t.position),
  ],
);
