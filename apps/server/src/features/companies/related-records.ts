import type { LinkedContact } from '@northdesk/shared';
import { COMPANY_ACTIVITIES_LIMIT, COMPANY_CONTACTS_PAGE_SIZE } from '@northdesk/shared';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import type { Transaction } from '../../db/types.ts';
import { toIso } from './company-mapping.ts';

/*
 * The seam to the contacts and activities areas (crm_contacts, crm_activities). They are read
 * here with plain SQL, and only once the table exists, so the companies area stands on its own:
 * before those tables exist a company simply has no contacts or activities. The columns used are
 * the spec's (crm spec §3):
 *   crm_contacts:   id, company_id, crm_company_id, first_name, last_name, email, phone, job_title,
 *                   lead_status, archived, archived_reason, archived_at
 *   crm_activities: id, company_id, crm_company_id, contact_id, type ('task' for tasks), subject,
 *                   activity_date, created_at
 * What a company delete does to them is declared by their foreign keys into crm_companies:
 * contacts are unlinked (ON DELETE SET NULL (crm_company_id)), activities and tasks go with the
 * company (ON DELETE CASCADE), as deals do. Contacts are never deleted, only archived, so "also
 * delete the contacts" archives them (archived_reason 'company_deleted') before the delete.
 * Everything runs as the application role inside the caller's tenant transaction.
 */

type RelatedTable = 'crm_contacts' | 'crm_activities';

async function tableExists(tx: Transaction, table: RelatedTable): Promise<boolean> {
  const [row] = await queryRows<{ present: boolean }>(
    tx,
    sql`select to_regclass(${`public.${table}`}) is not null as present`,
  );
  return row?.present === true;
}

/** Shared mailboxes make a contact a department contact (crm spec §3, contact classification). */
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
  if (!(await tableExists(tx, 'crm_contacts'))) return { contacts: [], total: 0 };
  const lastActivity = (await tableExists(tx, 'crm_activities'))
    ? sql`(select max(a.activity_date) from crm_activities a where a.contact_id = ct.id)`
    : sql`null::timestamptz`;
  const rows = await queryRows<ContactRow>(
    tx,
    sql`select ct.id::text as id, ct.first_name, ct.last_name, ct.email, ct.phone, ct.job_title,
          ct.lead_status, ${lastActivity} as last_activity_at, count(*) over () as total
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
      lastActivityAt: toIso(row.last_activity_at),
    })),
  };
}

export type RelatedCounts = { contacts: number; departments: number; activities: number; tasks: number };
type RecentItem = { id: string; type: string; subject: string | null; activityDate: string | null };

/** Counts of the company's contacts, department contacts, activities and tasks, and the newest ones. */
export async function relatedSummary(
  tx: Transaction,
  companyId: string,
): Promise<{ counts: RelatedCounts; recentActivities: RecentItem[]; recentTasks: RecentItem[] }> {
  const counts: RelatedCounts = { contacts: 0, departments: 0, activities: 0, tasks: 0 };
  let recentActivities: RecentItem[] = [];
  let recentTasks: RecentItem[] = [];
  if (await tableExists(tx, 'crm_contacts')) {
    const [row] = await queryRows<{ contacts: number | string; departments: number | string }>(
      tx,
      sql`select count(*) as contacts,
            count(*) filter (where ct.email ~* ${DEPARTMENT_EMAIL}) as departments
          from crm_contacts ct where ${contactsOf(companyId, false)}`,
    );
    counts.contacts = count(row?.contacts);
    counts.departments = count(row?.departments);
  }
  if (await tableExists(tx, 'crm_activities')) {
    const [row] = await queryRows<{ activities: number | string; tasks: number | string }>(
      tx,
      sql`select count(*) filter (where a.type <> 'task') as activities,
            count(*) filter (where a.type = 'task') as tasks
          from crm_activities a where a.crm_company_id = ${companyId}`,
    );
    counts.activities = count(row?.activities);
    counts.tasks = count(row?.tasks);
    const recent = (tasks: boolean, limit: number) =>
      queryRows<{ id: string; type: string; subject: string | null; activity_date: Date | string | null }>(
        tx,
        sql`select a.id::text as id, a.type, a.subject, a.activity_date from crm_activities a
            where a.crm_company_id = ${companyId} and ${tasks ? sql`a.type = 'task'` : sql`a.type <> 'task'`}
            order by a.activity_date desc nulls last, a.created_at desc limit ${limit}`,
      ).then((rows) =>
        rows.map((r) => ({
          id: r.id,
          type: r.type,
          subject: r.subject,
          activityDate: toIso(r.activity_date),
        })),
      );
    recentActivities = await recent(false, COMPANY_ACTIVITIES_LIMIT);
    recentTasks = await recent(true, COMPANY_ACTIVITIES_LIMIT);
  }
  return { counts, recentActivities, recentTasks };
}

/**
 * Before a company is deleted (crm spec §4, company delete): with deleteContacts its listed
 * contacts are deleted for the user, that is archived with reason company_deleted (contacts are
 * never removed, so deals and activities elsewhere keep their contact). Returns how many.
 */
export async function archiveCompanyContacts(tx: Transaction, companyId: string): Promise<number> {
  if (!(await tableExists(tx, 'crm_contacts'))) return 0;
  const archived = await queryRows<{ id: string }>(
    tx,
    sql`update crm_contacts ct
        set archived = true, archived_reason = 'company_deleted', archived_at = now(), updated_at = now()
        where ${contactsOf(companyId, false)}
        returning ct.id`,
  );
  return archived.length;
}
