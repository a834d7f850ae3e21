import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows.ts';
import { signedInUser } from '../support/accounts.ts';
import { uploadTaskFile } from '../support/task-files.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * A company's contacts, activities, tasks and deals, and what deleting it does to them. They live
 * in other areas' tables; these tests write them with plain SQL (as the database owner), except
 * task files, which go through the tasks API so they land in storage as they would for a user.
 */

let server: TestServer;
let me: Awaited<ReturnType<typeof signedInUser>>;

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.deps.database.db, query);

/**
 * A company with three listed contacts (one a department mailbox), one archived, two activities
 * (and a legacy 'task' activity, which counts as neither), two deals, and three tasks: its own
 * open one, its own done one, and another company's task that links it.
 */
async function companyWithEverything(name: string) {
  const created = await me.client.post('/api/companies', { name, country: 'Spain' });
  const id = json<{ company: { id: string } }>(created).company.id;
  const tenant = me.companyId;
  const logoFile = `${id}-1700000000001.png`;
  const logoKey = `${tenant}/company-logos/${logoFile}`;
  await server.deps.storage.put(logoKey, PNG, { contentType: 'image/png' });
  await rows(sql`update crm_companies set logo_key = ${logoKey} where id = ${id}`);
  const contacts = await rows<{ id: string }>(
    sql`insert into crm_contacts (company_id, crm_company_id, first_name, last_name, email)
        values (${tenant}, ${id}, 'Ana', 'Zamora', 'ana@firm.example'),
               (${tenant}, ${id}, 'Bo', 'Alba', 'bo@firm.example'),
               (${tenant}, ${id}, null, 'Accounts', 'accounts@firm.example')
        returning id`,
  );
  await rows(
    sql`insert into crm_contacts (company_id, crm_company_id, first_name, last_name, archived, archived_reason)
        values (${tenant}, ${id}, 'Old', 'Timer', true, 'user_deleted')`,
  );
  await rows(
    sql`insert into crm_activities (company_id, crm_company_id, contact_id, type, subject, activity_date)
        values (${tenant}, ${id}, ${contacts[0]?.id}, 'call', 'First call', now() - interval '2 days'),
               (${tenant}, ${id}, null, 'meeting', 'Kick-off', now() - interval '1 day'),
               (${tenant}, ${id}, null, 'task', 'Send proposal', now() + interval '3 days')`,
  );
  const [other] = await rows<{ id: string }>(
    sql`insert into crm_companies (company_id, name) values (${tenant}, 'Linking Partner') returning id`,
  );
  const tasks = await rows<{ id: string }>(
    sql`insert into tasks (company_id, crm_company_id, subject, status, due_date, created_at)
        values (${tenant}, ${id}, 'Call back', 'todo', '2026-05-04', now() - interval '3 days'),
               (${tenant}, ${id}, 'Sent brochure', 'done', null, now() - interval '2 days'),
               (${tenant}, ${other?.id}, 'Joint visit', 'todo', null, now() - interval '1 day')
        returning id`,
  );
  await rows(
    sql`insert into task_companies (company_id, task_id, crm_company_id, position)
        values (${tenant}, ${tasks[2]?.id}, ${other?.id}, 0), (${tenant}, ${tasks[2]?.id}, ${id}, 1)`,
  );
  await rows(
    sql`insert into crm_deals (company_id, crm_company_id, contact_id, name, stage, amount, close_date)
        values (${tenant}, ${id}, ${contacts[1]?.id}, 'Pilot', 'proposal', 5000, '2026-03-01'),
               (${tenant}, ${id}, null, 'Rollout', 'qualification', null, null)`,
  );
  return { id, logoKey, contactIds: contacts.map((c) => c.id), taskIds: tasks.map((t) => t.id) };
}

beforeAll(async () => {
  server = await startTestServer();
  me = await signedInUser(server, { role: 'super_admin' });
});
afterAll(() => server.close());

describe('what hangs off a company', () => {
  it('counts contacts, department contacts, activities, tasks and deals, with the newest items', async () => {
    const { id } = await companyWithEverything('Counted SA');
    const response = await me.client.get(`/api/companies/${id}/summary`);
    expect(response.statusCode, response.body).toBe(200);
    const summary = json<{
      counts: Record<string, number>;
      recentActivities: { subject: string }[];
      recentTasks: { type: string; subject: string; activityDate: string }[];
    }>(response);
    expect(summary.counts).toEqual({ contacts: 3, departments: 1, activities: 2, tasks: 3, deals: 2 });
    expect(summary.recentActivities.map((a) => a.subject)).toEqual(['Kick-off', 'First call']);
    // Newest created first; the date is the due date, else the creation time.
    expect(summary.recentTasks.map((t) => [t.type, t.subject])).toEqual([
      ['task', 'Joint visit'],
      ['task', 'Sent brochure'],
      ['task', 'Call back'],
    ]);
    expect(summary.recentTasks[2]?.activityDate).toBe('2026-05-04T00:00:00.000Z');
    expect(Date.parse(summary.recentTasks[0]?.activityDate ?? '')).toBeLessThan(Date.now());

    const contacts = json<{ contacts: { lastName: string; lastActivityAt: string | null }[]; total: number }>(
      await me.client.get(`/api/companies/${id}/contacts`),
    );
    expect(contacts.total).toBe(3);
    expect(contacts.contacts.map((c) => c.lastName)).toEqual(['Accounts', 'Alba', 'Zamora']);
    expect(contacts.contacts[2]?.lastActivityAt).not.toBeNull();
    const departments = json<{ contacts: { email: string }[] }>(
      await me.client.get(`/api/companies/${id}/contacts?category=department`),
    );
    expect(departments.contacts.map((c) => c.email)).toEqual(['accounts@firm.example']);

    const list = json<{ companies: { name: string; contactCount: number }[] }>(
      await me.client.get('/api/companies?search=counted'),
    );
    expect(list.companies).toMatchObject([{ name: 'Counted SA', contactCount: 3 }]);
    const deals = json<{ deals: { name: string }[] }>(await me.client.get(`/api/companies/${id}/deals`));
    expect(deals.deals.map((d) => d.name)).toEqual(['Pilot', 'Rollout']);
  });
});

describe('deleting a company', () => {
  it('keeps its contacts, unlinked, and takes its deals, activities, tasks and logo with it', async () => {
    const { id, logoKey, contactIds, taskIds } = await companyWithEverything('Kept Contacts SL');
    const response = await me.client.delete(`/api/companies/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({ deletedContacts: 0 });

    const contacts = await rows<{ crm_company_id: string | null; archived: boolean }>(
      sql`select crm_company_id, archived from crm_contacts where id in (${sql.join(contactIds, sql`, `)})`,
    );
    expect(contacts).toHaveLength(3);
    expect(contacts.every((c) => c.crm_company_id === null && !c.archived)).toBe(true);
    const [left] = await rows<{
      deals: number | string;
      activities: number | string;
      orphans: number | string;
    }>(
      sql`select (select count(*) from crm_deals where crm_company_id = ${id}) as deals,
                 (select count(*) from crm_activities where crm_company_id = ${id}) as activities,
                 (select count(*) from crm_contacts where crm_company_id = ${id}) as orphans`,
    );
    expect([Number(left?.deals), Number(left?.activities), Number(left?.orphans)]).toEqual([0, 0, 0]);
    // Its own tasks are gone; the other company's task stays and only loses the link.
    const tasks = await rows<{ subject: string; links: number | string }>(
      sql`select t.subject, (select count(*) from task_companies tc where tc.task_id = t.id) as links
          from tasks t where t.id in (${sql.join(taskIds, sql`, `)})`,
    );
    expect(tasks.map((t) => [t.subject, Number(t.links)])).toEqual([['Joint visit', 1]]);
    expect(await server.deps.storage.get(logoKey)).toBeUndefined();
    expect((await me.client.get(`/api/companies/${id}`)).statusCode).toBe(404);
  });

  it('with "also delete contacts" deletes (archives) its listed contacts first and reports how many', async () => {
    const { id, contactIds } = await companyWithEverything('Gone Together SL');
    const response = await me.client.delete(`/api/companies/${id}?deleteContacts=true`);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({ deletedContacts: 3 });
    const contacts = await rows<{
      archived: boolean;
      archived_reason: string;
      crm_company_id: string | null;
    }>(
      sql`select archived, archived_reason, crm_company_id from crm_contacts where id in (${sql.join(contactIds, sql`, `)})`,
    );
    expect(contacts).toEqual(
      contactIds.map(() => ({ archived: true, archived_reason: 'company_deleted', crm_company_id: null })),
    );
    expect((await me.client.delete(`/api/companies/${id}?deleteContacts=true`)).statusCode).toBe(404);
  });

  it("removes the stored files of the tasks it takes (its own and their subtasks'), not of the tasks it only links", async () => {
    const company = json<{ company: { id: string } }>(
      await me.client.post('/api/companies', { name: 'Filed Away SL' }),
    ).company.id;
    const other = json<{ company: { id: string } }>(
      await me.client.post('/api/companies', { name: 'Still Here SL' }),
    ).company.id;
    const createTask = async (body: Record<string, unknown>) => {
      const response = await me.client.post('/api/tasks', body);
      expect(response.statusCode, response.body).toBe(201);
      return json<{ task: { id: string } }>(response).task.id;
    };
    const own = await createTask({ subject: 'Own', linkedCompanies: [{ crmCompanyId: company }] });
    // A subtask with a company of its own still goes with its parent (tasks_parent_fk cascades).
    const sub = await createTask({
      subject: 'Sub',
      parentTaskId: own,
      linkedCompanies: [{ crmCompanyId: other }],
    });
    const linked = await createTask({
      subject: 'Linked',
      linkedCompanies: [{ crmCompanyId: other }, { crmCompanyId: company }],
    });
    const keyOf = async (taskId: string, fileName: string) => {
      const response = await uploadTaskFile(
        server,
        me.client,
        taskId,
        fileName,
        Buffer.from(`${fileName}\n`),
      );
      expect(response.statusCode, response.body).toBe(201);
      const [row] = await rows<{ file_path: string }>(
        sql`select file_path from task_attachments where task_id = ${taskId} and file_name = ${fileName}`,
      );
      if (!row) throw new Error('no attachment row');
      expect(await server.deps.storage.get(row.file_path)).toBeDefined();
      return row.file_path;
    };
    const ownFile = await keyOf(own, 'own.txt');
    const subFile = await keyOf(sub, 'sub.txt');
    const linkedFile = await keyOf(linked, 'linked.txt');
    // An activity of the other company that belongs to the deleted task keeps going without it.
    const [activity] = await rows<{ id: string }>(
      sql`insert into crm_activities (company_id, crm_company_id, parent_task_id, type, subject)
          values (${me.companyId}, ${other}, ${sub}, 'note', 'About the sub') returning id`,
    );

    const response = await me.client.delete(`/api/companies/${company}`);
    expect(response.statusCode, response.body).toBe(200);

    expect(await server.deps.storage.get(ownFile)).toBeUndefined();
    expect(await server.deps.storage.get(subFile)).toBeUndefined();
    expect(await server.deps.storage.get(linkedFile)).toBeDefined();
    expect((await me.client.get(`/api/tasks/${own}`)).statusCode).toBe(404);
    expect((await me.client.get(`/api/tasks/${sub}`)).statusCode).toBe(404);
    const download = await me.client.get(
      `/api/tasks/${linked}/attachments/${
        (await rows<{ id: string }>(sql`select id from task_attachments where task_id = ${linked}`))[0]?.id
      }`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('linked.txt\n');
    const [kept] = await rows<{ parent_task_id: string | null }>(
      sql`select parent_task_id from crm_activities where id = ${activity?.id}`,
    );
    expect(kept).toEqual({ parent_task_id: null });
  });

  it('an activity can only name a task of its own tenant as its parent', async () => {
    const company = json<{ company: { id: string } }>(
      await me.client.post('/api/companies', { name: 'Parented SL' }),
    ).company.id;
    const error = await rows(
      sql`insert into crm_activities (company_id, crm_company_id, parent_task_id, type, subject)
          values (${me.companyId}, ${company}, gen_random_uuid(), 'note', 'Orphan')`,
    ).catch((failure: unknown) => failure);
    // The driver's error is the query error's cause.
    expect(error).toBeInstanceOf(Error);
    expect(String((error as Error).cause)).toMatch(/crm_activities_parent_task_fk/);
  });
});
