import type { Activity, Contact, ErrorResponse, Task } from '@northdesk/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmActivities, notifications, tasks } from '../../src/db/schema/index.ts';
import { signedInUser } from '../support/accounts.ts';
import { makeCompany, setAccess } from '../support/crm-fixtures.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Logged = { activity: Activity; followUpTask: { id: string; subject: string } | null };
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const activityCount = async (companyId: string) =>
  (await server.deps.database.db.select().from(crmActivities).where(eq(crmActivities.companyId, companyId)))
    .length;
const taskCount = async (companyId: string) =>
  (await server.deps.database.db.select().from(tasks).where(eq(tasks.companyId, companyId))).length;

describe('logging an activity with a date and a follow-up task', () => {
  it('takes a past date as given, refuses a call in the future and lets a meeting be booked up to a year ahead', async () => {
    const me = await signedInUser(server);
    const acme = await makeCompany(server, me.companyId, { name: 'Acme' });
    const log = (body: Record<string, unknown>) =>
      me.client.post('/api/activities', { title: 'x', crmCompanyId: acme, ...body });

    const yesterday = at(-2 * DAY);
    const past = await log({ type: 'call', activityDate: yesterday });
    expect(past.statusCode, past.body).toBe(201);
    expect(json<Logged>(past).activity.activityDate).toBe(yesterday);
    // With an offset, as a browser's local time may come.
    const offset = json<Logged>(await log({ type: 'call', activityDate: '2026-11-25T10:00:00+02:00' }));
    expect(offset.activity.activityDate).toBe('2026-11-25T08:00:00.000Z');

    const futureCall = await log({ type: 'call', activityDate: at(2 * HOUR) });
    expect(futureCall.statusCode).toBe(400);
    const error = json<ErrorResponse>(futureCall).error;
    expect(error.message).toMatch(/dated in the future.*only meetings and site visits/);
    expect(error.fields).toHaveProperty('activityDate');
    for (const type of ['email', 'proposal', 'follow-up', 'other']) {
      expect((await log({ type, activityDate: at(DAY) })).statusCode, type).toBe(400);
    }
    // A phone's clock a minute ahead is not the future.
    expect((await log({ type: 'call', activityDate: at(60 * 1000) })).statusCode).toBe(201);
    expect((await log({ type: 'meeting', activityDate: at(7 * DAY) })).statusCode).toBe(201);
    expect((await log({ type: 'visit', activityDate: at(30 * DAY) })).statusCode).toBe(201);
    const tooFar = await log({ type: 'meeting', activityDate: at(400 * DAY) });
    expect(json<ErrorResponse>(tooFar).error.message).toBe(
      'Meetings and site visits can be booked up to a year ahead',
    );
    expect((await log({ type: 'call', activityDate: '1999-12-31T23:00:00Z' })).statusCode).toBe(400);
    expect((await log({ type: 'call', activityDate: '25/11/2026' })).statusCode).toBe(400);
  });

  it('makes the follow-up task with the activity: assigned to me by default, linked to company and contact', async () => {
    const me = await signedInUser(server);
    const colleague = await signedInUser(server, { companyId: me.companyId });
    const acme = await makeCompany(server, me.companyId, { name: 'Acme' });
    const dana = json<{ contact: Contact }>(
      await me.client.post('/api/contacts', { firstName: 'Dana', lastName: 'Reyes', crmCompanyId: acme }),
    ).contact;
    const response = await me.client.post('/api/activities', {
      title: 'Pricing call',
      type: 'call',
      crmCompanyId: acme,
      contactId: dana.id,
      activityDate: at(-3 * HOUR),
      followUpTask: { title: 'Send the price list', dueDate: '2026-12-01' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const logged = json<Logged>(response);
    expect(logged.activity.contact).toEqual({ id: dana.id, name: 'Dana Reyes' });
    expect(logged.followUpTask?.subject).toBe('Send the price list');
    const task = json<{ task: Task }>(await me.client.get(`/api/tasks/${logged.followUpTask?.id}`)).task;
    expect(task).toMatchObject({
      subject: 'Send the price list',
      description: 'Pricing call',
      status: 'todo',
      dueDate: '2026-12-01',
      assignedTo: { id: me.userId },
      crmCompanyId: acme,
      contactId: dana.id,
    });
    expect(task.linkedCompanies[0]?.contacts.map((c) => c.contactId)).toEqual([dana.id]);

    // Given to a colleague: their bell hears of it, after the commit.
    const given = json<Logged>(
      await me.client.post('/api/activities', {
        title: 'Visit',
        crmCompanyId: acme,
        followUpTask: { title: 'Quote for Acme', assignedTo: colleague.userId },
      }),
    );
    const bell = await server.deps.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, colleague.userId),
          eq(notifications.relatedId, given.followUpTask?.id ?? ''),
        ),
      );
    expect(bell).toHaveLength(1);
  });

  it('is all or nothing: a follow-up that cannot be made leaves no activity, and needs the tasks right', async () => {
    const admin = await signedInUser(server, { role: 'super_admin' });
    const stranger = await signedInUser(server);
    const acme = await makeCompany(server, admin.companyId, { name: 'Acme' });
    const before = await activityCount(admin.companyId);

    // Another tenant's user as assignee: found only after the activity's insert, so its rollback shows.
    const foreign = await admin.client.post('/api/activities', {
      title: 'Call',
      type: 'call',
      crmCompanyId: acme,
      followUpTask: { title: 'Follow up', assignedTo: stranger.userId },
    });
    expect(foreign.statusCode).toBe(400);
    expect(json<ErrorResponse>(foreign).error.fields).toHaveProperty(['followUpTask.assignedTo']);
    expect(await activityCount(admin.companyId)).toBe(before);
    expect(await taskCount(admin.companyId)).toBe(0);

    const noTitle = await admin.client.post('/api/activities', {
      title: 'Call',
      crmCompanyId: acme,
      followUpTask: { title: '  ' },
    });
    expect(json<ErrorResponse>(noTitle).error.message).toBe('The follow-up task needs a title');

    const seller = await signedInUser(server, { companyId: admin.companyId });
    await setAccess(server, seller, 'tasks', 'view');
    const refused = await seller.client.post('/api/activities', {
      title: 'Call',
      crmCompanyId: acme,
      followUpTask: { title: 'Follow up' },
    });
    expect(refused.statusCode).toBe(403);
    expect(await activityCount(admin.companyId)).toBe(before);
    // Without a follow-up the same person logs as before.
    expect(
      (await seller.client.post('/api/activities', { title: 'Call', crmCompanyId: acme })).statusCode,
    ).toBe(201);
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/activities',
          payload: { title: 'x', crmCompanyId: acme, followUpTask: { title: 'y' } },
        })
      ).statusCode,
    ).toBe(401);
  });
});
