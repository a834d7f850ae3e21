import type { LinkedContact } from '@northdesk/shared';
import { COMPANY_ACTIVITIES_LIMIT, COMPANY_CONTACTS_PAGE_SIZE } from '@northdesk/shared';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import { toIsoTimestamp } from '../../db/timestamps.ts';
import type { Transaction } from '../../db/types.ts';

/*
 * What hangs off a company in the contacts, activities and tasks areas, read with plain SQL. The
 * columns used are the spec's (docs/product/companies.md):
 *   crm_contacts:   id, company_id, crm_company_id, first_name, last_name, email, phone, job_title,
 *                   lead_status, archived, archived_reason, archived_at
 *   crm_activities: id, company_id, crm_company_id, contact_id, type, subject, activity_date,
 *                   created_at (rows of type 'task' are the legacy form of tasks and are not
 *                   counted as activities)
 *   tasks:          id, crm_company_id (the primary company), subject, due_date, created_at, and
 *                   the link table task_companies (task_id, crm_company_id)
 * A company's tasks are those whose primary company it is or that link it (as GET /api/tasks
 * ?crmCompanyId= lists them). What a company delete does to them is declared by their foreign
 * keys into crm_companies: contacts are unlinked (ON DELETE SET NULL (crm_company_id)),
 * activities go with the company (ON DELETE CASCADE), as deals do; tasks whose primary company it
 * is go too (with their subtasks), other tasks only lose the link. Contacts are never deleted,
 * only archived, so "also delete the contacts" archives them (archived_reason 'company_deleted')
 * before the delete. Everything runs as the application role inside the caller's tenant
 * transaction.
 */

/** Shared mailboxes make a contact a department contact (docs/product/companies.md). */
const DEPARTMENT_EMAIL = sql.raw(
  `'^(info|admin|support|help|contact|accounts|billing|sales|hr|finance|marketing|operations|procurement|reception|orders)@'`,
);

const contactsOf = (companyId: string, onlyDepartments: boolean): SQL =>
  onlyDepartments
    ? sql`ct.crm_company_id = ${companyId} and not ct.archived and ct.email ~* ${DEPARTMENT_EMAIL}`
    : sql`ct.crm_company_id = ${companyId} and not ct.archived`;

const count = (value: number | string | null | undefined) => Number(value ?? 0);

type ContactRow = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  job_title: string | null;
  lead_status: string | null;
  last_activity_at: Date | string | null;
  total: number | string;
};

/** One page of the company's contacts (all, or only department contacts), by last name. */
export async function listLinkedContacts(
  tx: Transaction,
  companyId: string,
  options: { onlyDepartments: boolean; page: number },
): Promise<{ contacts: LinkedContact[]; total: number }> {
  const rows = await queryRows<ContactRow>(
    tx,
    sql`select ct.id::text as id, ct.first_name, ct.last_name, ct.email, ct.phone, ct.job_title,
          ct.lead_status,
          (select max(a.activity_date) from crm_activities a where a.contact_id = ct.id) as last_activity_at,
          count(*) over () as total
        from crm_contacts ct
        where ${contactsOf(companyId, options.onlyDepartments)}
        order by ct.last_name nulls last, ct.first_name nulls last, ct.id
        limit ${COMPANY_CONTACTS_PAGE_SIZE} offset ${(options.page - 1) * COMPANY_CONTACTS_PAGE_SIZE}`,
  );
  return {
    total: count(rows[0]?.total),
    contacts: rows.map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      jobTitle: row.job_title,
      leadStatus: row.lead_status,
      lastActivityAt: toIsoTimestamp(row.last_activity_at),
    })),
  };
}

export type RelatedCounts = { contacts: number; departments: number; activities: number; tasks: number };
type RecentItem = { id: string; type: string; subject: string | null; activityDate: string | null };
type RecentRow = { id: string; type: string; subject: string | null; activity_date: Date | string | null };

/**
 * The ids of the company's tasks: primary company or linked. A union rather than an OR with
 * EXISTS, so each side is answered from its own index (tasks_crm_company_idx,
 * task_companies_crm_company_idx) instead of a scan of the tenant's tasks.
 */
const companyTaskIds = (companyId: string): SQL =>
  sql`select t.id from tasks t where t.crm_company_id = ${companyId}
      union
      select tc.task_id from task_companies tc where tc.crm_company_id = ${companyId}`;

const toRecentItem = (row: RecentRow): RecentItem => ({
  id: row.id,
  type: row.type,
  subject: row.subject,
  activityDate: toIsoTimestamp(row.activity_date),
});

/** Counts of the company's contacts, department contacts, activities and tasks, and the newest ones. */
export async function relatedSummary(
  tx: Transaction,
  companyId: string,
): Promise<{ counts: RelatedCounts; recentActivities: RecentItem[]; recentTasks: RecentItem[] }> {
  const [row] = await queryRows<Record<keyof RelatedCounts, number | string>>(
    tx,
    sql`select
          (select count(*) from crm_contacts ct where ${contactsOf(companyId, false)}) as contacts,
          (select count(*) from crm_contacts ct where ${contactsOf(companyId, true)}) as departments,
          (select count(*) from crm_activities a
            where a.crm_company_id = ${companyId} and a.type <> 'task') as activities,
          (select count(*) from (${companyTaskIds(companyId)}) ids) as tasks`,
  );
  const counts: RelatedCounts = {
    contacts: count(row?.contacts),
    departments: count(row?.departments),
    activities: count(row?.activities),
    tasks: count(row?.tasks),
  };
  const recentActivities = await queryRows<RecentRow>(
    tx,
    sql`select a.id::text as id, a.type, a.subject, a.activity_date from crm_activities a
        where a.crm_company_id = ${companyId} and a.type <> 'task'
        order by a.activity_date desc nulls last, a.created_at desc limit ${COMPANY_ACTIVITIES_LIMIT}`,
  );
  // Every task counts, done and cancelled too (the Tasks tab lists them all), newest created
  // first. activityDate is the due date (a calendar date, given as its UTC midnight: the item's
  // shape is an instant) or else when the task was created.
  const recentTasks = await queryRows<RecentRow>(
    tx,
    sql`select t.id::text as id, 'task' as type, t.subject,
          coalesce(t.due_date::timestamp at time zone 'UTC', t.created_at) as activity_date
        from tasks t where t.id in (${companyTaskIds(companyId)})
        order by t.created_at desc, t.id desc limit ${COMPANY_ACTIVITIES_LIMIT}`,
  );
  return {
    counts,
    recentActivities: recentActivities.map(toRecentItem),
    recentTasks: recentTasks.map(toRecentItem),
  };
}

/**
 * Before a company is deleted (docs/product/companies.md): with deleteContacts its listed
 * contacts are deleted for the user, that is archived with reason company_deleted (contacts are
 * never removed, so deals and activities elsewhere keep their contact). Returns how many.
 */
export async function archiveCompanyContacts(tx: Transaction, companyId: string): Promise<number> {
  const archived = await queryRows<{ id: string }>(
    tx,
    sql`update crm_contacts ct
        set archived = true, archived_reason = 'company_deleted', archived_at = now(), updated_at = now()
        where ${contactsOf(companyId, false)}
        returning ct.id`,
  );
  return archived.length;
}

/**
 * The stored files of the tasks a company delete takes with it: the tasks whose primary company
 * it is (tasks_crm_company_fk cascades) and, through tasks_parent_fk (cascade), all their
 * subtasks at any depth, whatever their own company. Their attachment rows go with them, the
 * files in storage do not: the caller removes these keys once the delete has committed.
 * The tasks are locked first: a file being attached to one of them meanwhile (its insert holds a
 * key-share lock on the task) is either committed before the list is read, so it is listed, or
 * waits and then fails on the deleted task, so no file is left behind unlisted.
 */
export async function taskFileKeysOfCompany(tx: Transaction, companyId: string): Promise<string[]> {
  const doomed = sql`with recursive doomed (id) as (
      select t.id from tasks t where t.crm_company_id = ${companyId}
      union
      select s.id from tasks s join doomed d on s.parent_task_id = d.id
    )`;
  const locked = await queryRows<{ id: string }>(
    tx,
    sql`${doomed} select t.id from tasks t where t.id in (select id from doomed) for update`,
  );
  if (locked.length === 0) return [];
  // A new statement, so it sees what committed while it waited for the locks.
  const rows = await queryRows<{ file_path: string }>(
    tx,
    sql`${doomed} select ta.file_path from task_attachments ta where ta.task_id in (select id from doomed)`,
  );
  return rows.map((row) => row.file_path);
}
