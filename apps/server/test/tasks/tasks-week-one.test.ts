import type { ErrorResponse, Task, TaskDetailResponse, TaskListResponse } from '@northdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import type { TestClient } from '../support/client.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function createTask(client: TestClient, body: Record<string, unknown>): Promise<Task> {
  const response = await client.post('/api/tasks', body);
  expect(response.statusCode, response.body).toBe(201);
  return json<{ task: Task }>(response).task;
}

const list = async (client: TestClient, query: string) => {
  const response = await client.get(`/api/tasks?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<TaskListResponse>(response)
    .tasks.map((t) => t.subject)
    .sort();
};

describe('tasks in the first week', () => {
  it('a new task without an assignee is the creator’s, so it shows under My Tasks', async () => {
    const me = await signedInUser(server);
    const task = await createTask(me.client, { subject: 'Call Acme back' });
    expect(task.assignedTo?.id).toBe(me.userId);
    expect(await list(me.client, 'tab=my-tasks')).toEqual(['Call Acme back']);
    // Unassigned stays possible when asked for.
    const loose = await createTask(me.client, { subject: 'Anyone', assignedTo: null });
    expect(loose.assignedTo).toBeNull();
  });

  it('searches title and description and filters by assignee (or unassigned)', async () => {
    const me = await signedInUser(server);
    const colleague = await signedInUser(server, { companyId: me.companyId });
    await createTask(me.client, { subject: 'Renewal quote', description: 'For ACME', assignedTo: me.userId });
    await createTask(me.client, { subject: 'Visit', description: 'acme site', assignedTo: colleague.userId });
    await createTask(me.client, { subject: 'Order 50% off', assignedTo: null });
    expect(await list(me.client, 'tab=all&search=acme')).toEqual(['Renewal quote', 'Visit']);
    expect(await list(me.client, 'tab=all&search=QUOTE')).toEqual(['Renewal quote']);
    // LIKE wildcards in the words are literal.
    expect(await list(me.client, `tab=all&search=${encodeURIComponent('50%')}`)).toEqual(['Order 50% off']);
    expect(await list(me.client, 'tab=all&search=%25')).toEqual(['Order 50% off']);
    expect(await list(me.client, `tab=all&assignedTo=${colleague.userId}`)).toEqual(['Visit']);
    expect(await list(me.client, 'tab=all&assignedTo=unassigned')).toEqual(['Order 50% off']);
    expect(await list(me.client, `tab=all&assignedTo=${me.userId}&search=visit`)).toEqual([]);
    const tooLong = await me.client.get(`/api/tasks?search=${'x'.repeat(201)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(json<ErrorResponse>(tooLong).error.message).toBe('This value is too long');
  });

  it('a subtask’s detail names its parent; status changes are logged with human labels', async () => {
    const me = await signedInUser(server);
    const parent = await createTask(me.client, { subject: 'Onboard Acme' });
    const child = await createTask(me.client, { subject: 'Send welcome pack', parentTaskId: parent.id });
    const detail = json<TaskDetailResponse>(await me.client.get(`/api/tasks/${child.id}`));
    expect(detail.parentTask).toEqual({ id: parent.id, subject: 'Onboard Acme' });
    expect(json<TaskDetailResponse>(await me.client.get(`/api/tasks/${parent.id}`)).parentTask).toBeNull();

    await me.client.patch(`/api/tasks/${child.id}`, { status: 'in_progress' });
    const after = json<TaskDetailResponse>(await me.client.get(`/api/tasks/${child.id}`));
    expect(after.activity[0]?.details).toBe('To do → In progress');
  });
});
