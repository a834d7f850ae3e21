import {
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TaskDetailResponse,
  type TaskListResponse,
} from '@northdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTasksDemo } from '../../src/features/demo/tasks-demo.ts';
import { signedInUser } from '../support/accounts.ts';
import { makeCompany } from '../support/crm-fixtures.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('demo tasks', () => {
  it('cover every status and priority, some overdue, with notes, checklists, subtasks and a file', async () => {
    const me = await signedInUser(server, { role: 'super_admin' });
    await makeCompany(server, me.companyId, { name: 'Acme' });
    await seedTasksDemo(server.deps, me.companyId);
    const all = json<TaskListResponse>(await me.client.get('/api/tasks')).tasks;
    expect(new Set(all.map((t) => t.status))).toEqual(new Set(TASK_STATUSES));
    expect(new Set(all.map((t) => t.priority))).toEqual(new Set(TASK_PRIORITIES));
    expect(all.some((t) => t.isOverdue)).toBe(true);
    expect(all.some((t) => t.isDueSoon)).toBe(true);
    expect(all.some((t) => t.parentTaskId !== null)).toBe(true);
    const details = await Promise.all(
      all
        .filter((t) => t.parentTaskId === null)
        .map(async (t) => json<TaskDetailResponse>(await me.client.get(`/api/tasks/${t.id}`))),
    );
    expect(details.some((d) => d.notes.length > 0)).toBe(true);
    expect(details.some((d) => d.checklist.length > 0)).toBe(true);
    expect(details.some((d) => d.subtasks.length > 0)).toBe(true);
    const withFile = details.find((d) => d.attachments.length > 0);
    expect(withFile).toBeDefined();
    const file = withFile?.attachments[0];
    const download = await me.client.get(`/api/tasks/${withFile?.task.id}/attachments/${file?.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('renewal quote');
  });
});
