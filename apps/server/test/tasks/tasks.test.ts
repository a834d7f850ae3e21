import fs from 'node:fs';
import path from 'node:path';
import type {
  ErrorResponse,
  Notification,
  Task,
  TaskAttachment,
  TaskChecklistItem,
  TaskDetailResponse,
  TaskListResponse,
} from '@northdesk/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { crmContacts, taskAttachments } from '../../src/db/schema/index.ts';
import { taskListService } from '../../src/features/tasks/task-list.service.ts';
import { signedInUser } from '../support/accounts.ts';
import type { TestClient } from '../support/client.ts';
import { makeCompany, setAccess, UNKNOWN_ID } from '../support/crm-fixtures.ts';
import { uploadTaskFile } from '../support/task-files.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

async function makeContact(companyId: string, crmCompanyId: string, firstName: string): Promise<string> {
  const [row] = await server.deps.database.db
    .insert(crmContacts)
    .values({
      companyId,
      crmCompanyId,
      firstName,
      lastName: 'Test',
      email: `${firstName.toLowerCase()}@acme.test`,
    })
    .returning({ id: crmContacts.id });
  if (!row) throw new Error('no contact');
  return row.id;
}

async function createTask(client: TestClient, body: Record<string, unknown>): Promise<Task> {
  const response = await client.post('/api/tasks', body);
  expect(response.statusCode, response.body).toBe(201);
  return json<{ task: Task }>(response).task;
}

const upload = (client: TestClient, taskId: string, fileName: string, content: Buffer) =>
  uploadTaskFile(server, client, taskId, fileName, content);

function storedFiles(): string[] {
  const root = path.join(server.config.dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter(
    (f) => f.split(path.sep).includes('task-attachments') && fs.statSync(path.join(root, f)).isFile(),
  );
}

describe('tasks', () => {
  it('creates a task: title required, defaults, links, validation of status and priority', async () => {
    const me = await signedInUser(server);
    const acme = await makeCompany(server, me.companyId, { name: 'Acme' });
    const alice = await makeContact(me.companyId, acme, 'Alice');

    const noTitle = await me.client.post('/api/tasks', { subject: '   ' });
    expect(noTitle.statusCode).toBe(400);
    expect(json<ErrorResponse>(noTitle).error.message).toBe('Task title is required');

    const badStatus = await me.client.post('/api/tasks', { subject: 'x', status: 'doing' });
    expect(badStatus.statusCode).toBe(400);
    expect(json<ErrorResponse>(badStatus).error.message).toBe('Invalid task status');
    const badPriority = await me.client.post('/api/tasks', { subject: 'x', priority: 'critical' });
    expect(badPriority.statusCode).toBe(400);
    expect(json<ErrorResponse>(badPriority).error.message).toBe('Invalid task priority');
    const badDate = await me.client.post('/api/tasks', { subject: 'x', dueDate: '2026-02-30' });
    expect(badDate.statusCode).toBe(400);

    const twice = await me.client.post('/api/tasks', {
      subject: 'x',
      linkedCompanies: [{ crmCompanyId: acme }, { crmCompanyId: acme }],
    });
    expect(json<ErrorResponse>(twice).error.message).toBe('Company already added');
    const contactTwice = await me.client.post('/api/tasks', {
      subject: 'x',
      linkedCompanies: [{ crmCompanyId: acme, contactIds: [alice, alice] }],
    });
    expect(json<ErrorResponse>(contactTwice).error.message).toBe('Contact already added to this company');

    const task = await createTask(me.client, {
      subject: ' Send quote ',
      linkedCompanies: [{ crmCompanyId: acme, contactIds: [alice] }],
    });
    expect(task).toMatchObject({
      subject: 'Send quote',
      status: 'todo',
      priority: 'medium',
      dueDate: null,
      crmCompanyId: acme,
      contactId: alice,
      createdBy: { id: me.userId, name: 'Test operative' },
      linkedCompanies: [
        {
          crmCompanyId: acme,
          crmCompanyName: 'Acme',
          contacts: [{ contactId: alice, contactName: 'Alice Test', contactEmail: 'alice@acme.test' }],
        },
      ],
    });
    for (const status of ['todo', 'in_progress', 'blocked', 'done', 'cancelled']) {
      for (const priority of ['low', 'medium', 'high', 'urgent']) {
        expect((await me.client.post('/api/tasks', { subject: 's', status, priority })).statusCode).toBe(201);
      }
    }
    const badEdit = await me.client.patch(`/api/tasks/${task.id}`, { status: 'nope' });
    expect(badEdit.statusCode).toBe(400);

    // A contact of another company, and a company of another tenant, are refused.
    const other = await makeCompany(server, me.companyId, { name: 'Other' });
    const mismatch = await me.client.post('/api/tasks', {
      subject: 'x',
      linkedCompanies: [{ crmCompanyId: other, contactIds: [alice] }],
    });
    expect(json<ErrorResponse>(mismatch).error.message).toBe('The contact does not belong to this company');
    const stranger = await signedInUser(server, { companyName: 'Elsewhere Ltd' });
    const foreignCompany = await makeCompany(server, stranger.companyId, { name: 'Theirs' });
    const foreign = await me.client.post('/api/tasks', {
      subject: 'x',
      linkedCompanies: [{ crmCompanyId: foreignCompany }],
    });
    expect(json<ErrorResponse>(foreign).error.message).toBe('Company not found');
    const foreignAssignee = await me.client.post('/api/tasks', { subject: 'x', assignedTo: stranger.userId });
    expect(foreignAssignee.statusCode).toBe(400);
  });

  it('assigning to a colleague (create or edit) notifies them with the task id; not oneself', async () => {
    const me = await signedInUser(server);
    const colleague = await signedInUser(server, { companyId: me.companyId });
    const third = await signedInUser(server, { companyId: me.companyId });
    const mine = await createTask(me.client, { subject: 'Mine', assignedTo: me.userId });
    const theirs = await createTask(me.client, { subject: 'Call back Acme', assignedTo: colleague.userId });
    const list = json<{ notifications: Notification[] }>(await colleague.client.get('/api/notifications'));
    expect(list.notifications).toHaveLength(1);
    expect(list.notifications[0]).toMatchObject({
      type: 'task_assigned',
      relatedId: theirs.id,
      isRead: false,
    });
    expect(list.notifications[0]?.message).toContain('Call back Acme');
    expect(
      json<{ notifications: Notification[] }>(await me.client.get('/api/notifications')).notifications,
    ).toHaveLength(0);

    const edited = await me.client.patch(`/api/tasks/${mine.id}`, { assignedTo: third.userId });
    expect(edited.statusCode, edited.body).toBe(200);
    const thirds = json<{ notifications: Notification[] }>(await third.client.get('/api/notifications'));
    expect(thirds.notifications.map((n) => n.relatedId)).toEqual([mine.id]);
    // Saving again without a new assignee sends nothing more.
    await me.client.patch(`/api/tasks/${mine.id}`, { assignedTo: third.userId, priority: 'high' });
    expect(
      json<{ notifications: Notification[] }>(await third.client.get('/api/notifications')).notifications,
    ).toHaveLength(1);
  });

  it('tabs, overdue and due soon on calendar dates with a fixed clock, around midnight and time zones', async () => {
    const me = await signedInUser(server);
    const colleague = await signedInUser(server, { companyId: me.companyId });
    // 23:30 UTC on 10 March: still the 10th in London, already the 11th in Berlin (client sends its date).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T23:30:00Z'));
    const pastDue = await createTask(me.client, {
      subject: 'past',
      dueDate: '2026-03-09',
      assignedTo: me.userId,
    });
    // Unassigned on purpose (a task without an assignee field would be the creator's).
    const unassigned = { assignedTo: null };
    const dueToday = await createTask(me.client, { subject: 'today', dueDate: '2026-03-10', ...unassigned });
    const inSeven = await createTask(me.client, { subject: 'seven', dueDate: '2026-03-17', ...unassigned });
    const inEight = await createTask(me.client, { subject: 'eight', dueDate: '2026-03-18', ...unassigned });
    const doneLate = await createTask(me.client, { subject: 'done', dueDate: '2026-03-01', status: 'done' });
    const cancelled = await createTask(me.client, {
      subject: 'cancelled',
      dueDate: '2026-03-01',
      status: 'cancelled',
    });
    const theirs = await createTask(me.client, { subject: 'theirs', assignedTo: colleague.userId });

    const tab = async (name: string, today?: string) =>
      json<TaskListResponse>(await me.client.get(`/api/tasks?tab=${name}${today ? `&today=${today}` : ''}`));

    const utc = await tab('all');
    expect(utc.today).toBe('2026-03-10');
    const byId = new Map(utc.tasks.map((t) => [t.id, t]));
    expect(byId.get(pastDue.id)).toMatchObject({ isOverdue: true, isDueSoon: false });
    expect(byId.get(dueToday.id)).toMatchObject({ isOverdue: false, isDueSoon: true });
    expect(byId.get(inSeven.id)).toMatchObject({ isOverdue: false, isDueSoon: true });
    expect(byId.get(inEight.id)).toMatchObject({ isOverdue: false, isDueSoon: false });
    expect(byId.has(doneLate.id)).toBe(false);
    expect(byId.has(cancelled.id)).toBe(false);
    expect(byId.has(theirs.id)).toBe(true);
    expect((await tab('overdue')).tasks.map((t) => t.id)).toEqual([pastDue.id]);

    // In Berlin it is already the 11th: the task due on the 10th is overdue there.
    const berlin = await tab('overdue', '2026-03-11');
    expect(berlin.tasks.map((t) => t.id).sort()).toEqual([pastDue.id, dueToday.id].sort());
    expect((await tab('all', '2026-03-11')).tasks.find((t) => t.id === inEight.id)?.isDueSoon).toBe(true);

    // One minute past midnight UTC the server's own date moves on.
    vi.setSystemTime(new Date('2026-03-11T00:01:00Z'));
    expect((await tab('overdue')).tasks).toHaveLength(2);

    expect((await tab('my-tasks')).tasks.map((t) => t.id)).toEqual([pastDue.id]);
    const completed = await tab('completed');
    expect(completed.tasks.map((t) => t.id)).toEqual([doneLate.id]);
    expect(completed.tasks[0]).toMatchObject({ isOverdue: false, isDueSoon: false });

    // The service takes the clock directly too.
    const viaService = await taskListService.list(
      server.deps.database.db,
      { companyId: me.companyId, userId: me.userId },
      { tab: 'overdue' },
      new Date('2026-03-09T12:00:00Z'),
    );
    expect(viaService.tasks).toHaveLength(0);
  });

  it('marks done, reopens, logs edits and status changes, newest first by default, manual order first', async () => {
    const me = await signedInUser(server);
    const first = await createTask(me.client, { subject: 'First' });
    const second = await createTask(me.client, { subject: 'Second' });
    const third = await createTask(me.client, { subject: 'Third' });
    const all = async () =>
      json<TaskListResponse>(await me.client.get('/api/tasks?tab=all')).tasks.map((t) => t.subject);
    expect(await all()).toEqual(['Third', 'Second', 'First']);
    expect(
      (await me.client.request('PUT', '/api/tasks/order', { ids: [first.id, third.id] })).statusCode,
    ).toBe(200);
    expect(await all()).toEqual(['First', 'Third', 'Second']);
    const colleague = await signedInUser(server, { companyId: me.companyId });
    const theirs = json<TaskListResponse>(await colleague.client.get('/api/tasks?tab=all')).tasks;
    expect(theirs.map((t) => t.subject)).toEqual(['Third', 'Second', 'First']);

    const done = json<{ task: Task }>(await me.client.patch(`/api/tasks/${second.id}`, { status: 'done' }));
    expect(done.task.status).toBe('done');
    expect(done.task.completedAt).not.toBeNull();
    expect(await all()).toEqual(['First', 'Third']);
    const reopened = json<{ task: Task }>(
      await me.client.patch(`/api/tasks/${second.id}`, { status: 'todo' }),
    );
    expect(reopened.task).toMatchObject({ status: 'todo', completedAt: null });
    await me.client.patch(`/api/tasks/${second.id}`, { subject: 'Second (renamed)', description: 'More' });
    const detail = json<TaskDetailResponse>(await me.client.get(`/api/tasks/${second.id}`));
    expect(detail.activity.map((a) => a.actionType)).toEqual([
      'edited',
      'status_changed',
      'status_changed',
      'created',
    ]);
    expect(detail.activity[1]).toMatchObject({
      oldValue: 'done',
      newValue: 'todo',
      userName: 'Test operative',
    });
    // Saving the edit form with only a new status (links sent unchanged) logs only the status change.
    await me.client.patch(`/api/tasks/${second.id}`, {
      status: 'blocked',
      subject: 'Second (renamed)',
      linkedCompanies: [],
    });
    const again = json<TaskDetailResponse>(await me.client.get(`/api/tasks/${second.id}`));
    expect(again.activity.map((a) => a.actionType).slice(0, 2)).toEqual(['status_changed', 'edited']);
    expect(again.activity[0]?.details).toBe('To do → Blocked');
  });

  it('notes, checklist (position = highest + 1, toggle, reorder, delete), subtasks and the activity log', async () => {
    const me = await signedInUser(server);
    const acme = await makeCompany(server, me.companyId, { name: 'Acme' });
    const task = await createTask(me.client, {
      subject: 'Parent',
      linkedCompanies: [{ crmCompanyId: acme }],
    });
    const base = `/api/tasks/${task.id}`;
    expect((await me.client.post(`${base}/notes`, { content: '  ' })).statusCode).toBe(400);
    const note = await me.client.post(`${base}/notes`, { content: 'Called them' });
    expect(note.statusCode, note.body).toBe(201);
    const items: TaskChecklistItem[] = [];
    for (const content of ['One', 'Two', 'Three']) {
      const r = await me.client.post(`${base}/checklist`, { content });
      expect(r.statusCode, r.body).toBe(201);
      items.push(json<{ item: TaskChecklistItem }>(r).item);
    }
    expect(items.map((i) => i.position)).toEqual([0, 1, 2]);
    const [one, two, three] = items as [TaskChecklistItem, TaskChecklistItem, TaskChecklistItem];
    const ticked = await me.client.patch(`${base}/checklist/${two.id}`, { completed: true });
    expect(json<{ item: TaskChecklistItem }>(ticked).item.completed).toBe(true);
    const reordered = await me.client.request('PUT', `${base}/checklist/order`, {
      ids: [three.id, one.id, two.id],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await me.client.delete(`${base}/checklist/${one.id}`)).statusCode).toBe(200);
    const four = json<{ item: TaskChecklistItem }>(
      await me.client.post(`${base}/checklist`, { content: 'Four' }),
    ).item;
    expect(four.position).toBe(3);

    const sub = await createTask(me.client, { subject: 'Child', parentTaskId: task.id });
    expect(sub.crmCompanyId).toBe(acme);
    expect((await me.client.post('/api/tasks', { subject: 'x', parentTaskId: UNKNOWN_ID })).statusCode).toBe(
      400,
    );

    const detail = json<TaskDetailResponse>(await me.client.get(base));
    expect(detail.notes).toMatchObject([{ content: 'Called them', authorName: 'Test operative' }]);
    expect(detail.checklist.map((i) => [i.content, i.completed])).toEqual([
      ['Three', false],
      ['Two', true],
      ['Four', false],
    ]);
    expect(detail.subtasks.map((s) => s.subject)).toEqual(['Child']);
    expect(detail.activity.map((a) => a.actionType)).toEqual([
      'checklist_item_added',
      'checklist_item_toggled',
      'checklist_item_added',
      'checklist_item_added',
      'checklist_item_added',
      'note_added',
      'created',
    ]);
    const subtasks = json<TaskListResponse>(await me.client.get(`/api/tasks?parentTaskId=${task.id}`));
    expect(subtasks.tasks.map((t) => t.id)).toEqual([sub.id]);
  });

  it("lists a company's and a contact's tasks (for their timelines)", async () => {
    const me = await signedInUser(server);
    const acme = await makeCompany(server, me.companyId, { name: 'Acme' });
    const beta = await makeCompany(server, me.companyId, { name: 'Beta' });
    const bob = await makeContact(me.companyId, beta, 'Bob');
    const a = await createTask(me.client, { subject: 'A', linkedCompanies: [{ crmCompanyId: acme }] });
    const both = await createTask(me.client, {
      subject: 'Both',
      linkedCompanies: [{ crmCompanyId: acme }, { crmCompanyId: beta, contactIds: [bob] }],
    });
    await createTask(me.client, { subject: 'None' });
    const ofAcme = json<TaskListResponse>(await me.client.get(`/api/tasks?crmCompanyId=${acme}`));
    expect(ofAcme.tasks.map((t) => t.id)).toEqual([both.id, a.id]);
    const ofBeta = json<TaskListResponse>(await me.client.get(`/api/tasks?crmCompanyId=${beta}`));
    expect(ofBeta.tasks.map((t) => t.id)).toEqual([both.id]);
    const ofBob = json<TaskListResponse>(await me.client.get(`/api/tasks?contactId=${bob}`));
    expect(ofBob.tasks.map((t) => t.id)).toEqual([both.id]);
  });

  it('deleting a company takes its own tasks with it and unlinks it from the others', async () => {
    const me = await signedInUser(server, { role: 'super_admin' });
    const acme = await makeCompany(server, me.companyId, { name: 'Acme' });
    const beta = await makeCompany(server, me.companyId, { name: 'Beta' });
    const bob = await makeContact(me.companyId, acme, 'Bob');
    const own = await createTask(me.client, { subject: 'Own', linkedCompanies: [{ crmCompanyId: acme }] });
    const shared = await createTask(me.client, {
      subject: 'Shared',
      linkedCompanies: [{ crmCompanyId: beta }, { crmCompanyId: acme, contactIds: [bob] }],
    });
    const deleted = await me.client.delete(`/api/companies/${acme}?deleteContacts=true`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await me.client.get(`/api/tasks/${own.id}`)).statusCode).toBe(404);
    const detail = json<TaskDetailResponse>(await me.client.get(`/api/tasks/${shared.id}`));
    expect(detail.task.linkedCompanies.map((c) => c.crmCompanyName)).toEqual(['Beta']);
  });

  it('files: streamed, sanitised name, sniffed type, same bytes back; delete removes record and file', async () => {
    const me = await signedInUser(server);
    const task = await createTask(me.client, { subject: 'With file' });
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3000, 7)]);
    const response = await upload(me.client, task.id, '../../etc/Quote<Q1>.pdf', bytes);
    expect(response.statusCode, response.body).toBe(201);
    const { attachment } = json<{ attachment: TaskAttachment }>(response);
    expect(attachment).toMatchObject({
      fileName: 'Quote_Q1_.pdf',
      fileSize: bytes.length,
      contentType: 'application/pdf',
    });
    const [row] = await server.deps.database.db
      .select()
      .from(taskAttachments)
      .where(eq(taskAttachments.id, attachment.id));
    expect(row?.filePath).toMatch(
      new RegExp(`^${me.companyId}/task-attachments/${task.id}/\\d+-[0-9a-f-]{36}\\.pdf$`),
    );

    const text = await upload(me.client, task.id, 'notes.html', Buffer.from('<script>alert(1)</script>'));
    expect(json<{ attachment: TaskAttachment }>(text).attachment.contentType).toBe('text/plain');

    const download = await me.client.get(`/api/tasks/${task.id}/attachments/${attachment.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers['content-disposition']).toContain('attachment;');
    expect(download.headers['content-type']).toBe('application/pdf');

    const detail = json<TaskDetailResponse>(await me.client.get(`/api/tasks/${task.id}`));
    expect(detail.attachments).toHaveLength(2);
    expect(detail.activity[0]).toMatchObject({ actionType: 'file_attached' });

    const before = storedFiles().length;
    expect((await me.client.delete(`/api/tasks/${task.id}/attachments/${attachment.id}`)).statusCode).toBe(
      200,
    );
    expect(storedFiles().length).toBeLessThan(before);
    expect((await me.client.get(`/api/tasks/${task.id}/attachments/${attachment.id}`)).statusCode).toBe(404);
  });

  it('refuses a 26 MB upload with a clear message and stores nothing', async () => {
    const me = await signedInUser(server);
    const task = await createTask(me.client, { subject: 'Big file' });
    const before = storedFiles();
    const response = await upload(me.client, task.id, 'big.bin', Buffer.alloc(26 * 1024 * 1024, 1));
    expect(response.statusCode).toBe(413);
    expect(json<ErrorResponse>(response).error.message).toBe('File is too large. The maximum size is 25 MB.');
    const rows = await server.deps.database.db
      .select()
      .from(taskAttachments)
      .where(eq(taskAttachments.taskId, task.id));
    expect(rows).toHaveLength(0);
    expect(storedFiles()).toEqual(before);
    const detail = json<TaskDetailResponse>(await me.client.get(`/api/tasks/${task.id}`));
    expect(detail.activity.map((a) => a.actionType)).toEqual(['created']);
    expect(detail.uploadMaxBytes).toBe(25 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_MAX_BYTES: '2048' }).uploadMaxBytes).toBe(2048);
  });

  it("another tenant's task is 404 on every route, file download included; no session is 401", async () => {
    const owner = await signedInUser(server);
    const task = await createTask(owner.client, { subject: 'Secret' });
    const item = json<{ item: TaskChecklistItem }>(
      await owner.client.post(`/api/tasks/${task.id}/checklist`, { content: 'x' }),
    ).item;
    const file = json<{ attachment: TaskAttachment }>(
      await upload(owner.client, task.id, 'a.txt', Buffer.from('hello')),
    ).attachment;
    const other = await signedInUser(server, { role: 'super_admin', companyName: 'Intruder Ltd' });
    const base = `/api/tasks/${task.id}`;
    const attempts: Array<[string, () => Promise<{ statusCode: number; body: string }>]> = [
      ['detail', () => other.client.get(base)],
      ['edit', () => other.client.patch(base, { subject: 'Mine now' })],
      ['note', () => other.client.post(`${base}/notes`, { content: 'hi' })],
      ['checklist add', () => other.client.post(`${base}/checklist`, { content: 'hi' })],
      ['checklist toggle', () => other.client.patch(`${base}/checklist/${item.id}`, { completed: true })],
      ['checklist order', () => other.client.request('PUT', `${base}/checklist/order`, { ids: [item.id] })],
      ['checklist delete', () => other.client.delete(`${base}/checklist/${item.id}`)],
      ['upload', () => upload(other.client, task.id, 'b.txt', Buffer.from('evil'))],
      ['download', () => other.client.get(`${base}/attachments/${file.id}`)],
      ['file delete', () => other.client.delete(`${base}/attachments/${file.id}`)],
    ];
    for (const [name, attempt] of attempts) {
      const response = await attempt();
      expect(response.statusCode, `${name}: ${response.body}`).toBe(404);
    }
    expect(json<ErrorResponse>(await other.client.get(base)).error.message).toBe('Task not found');
    expect(json<TaskListResponse>(await other.client.get('/api/tasks')).tasks).toHaveLength(0);
    // Their order cannot include it, and the owner still sees everything intact.
    await other.client.request('PUT', '/api/tasks/order', { ids: [task.id] });
    const detail = json<TaskDetailResponse>(await owner.client.get(base));
    expect(detail.task.subject).toBe('Secret');
    expect(detail.checklist[0]?.completed).toBe(false);
    expect(detail.attachments).toHaveLength(1);

    owner.client.clearCookies();
    for (const response of [
      await owner.client.get('/api/tasks'),
      await owner.client.get(base),
      await owner.client.post('/api/tasks', { subject: 'x' }),
      await owner.client.get(`${base}/attachments/${file.id}`),
    ]) {
      expect(response.statusCode).toBe(401);
    }
  });

  it('view-level users read but cannot create or edit (403); no access cannot read', async () => {
    const owner = await signedInUser(server);
    const task = await createTask(owner.client, { subject: 'Shared' });
    const viewer = await signedInUser(server, { companyId: owner.companyId });
    await setAccess(server, viewer, 'tasks', 'view');
    expect((await viewer.client.get('/api/tasks?tab=all')).statusCode).toBe(200);
    expect((await viewer.client.get(`/api/tasks/${task.id}`)).statusCode).toBe(200);
    expect((await viewer.client.post('/api/tasks', { subject: 'x' })).statusCode).toBe(403);
    expect((await viewer.client.patch(`/api/tasks/${task.id}`, { status: 'done' })).statusCode).toBe(403);
    expect((await viewer.client.post(`/api/tasks/${task.id}/notes`, { content: 'x' })).statusCode).toBe(403);
    expect((await upload(viewer.client, task.id, 'a.txt', Buffer.from('x'))).statusCode).toBe(403);
    await setAccess(server, viewer, 'tasks', 'no_access');
    expect((await viewer.client.get(`/api/tasks/${task.id}`)).statusCode).toBe(403);
  });
});
