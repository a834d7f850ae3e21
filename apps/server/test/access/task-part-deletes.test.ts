import {
  ACCESS_LEVELS,
  ACCESS_RULES,
  type AccessAction,
  accessDeniedMessage,
  type Task,
  type TaskAttachment,
  type TaskChecklistItem,
} from '@northdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { uploadTaskFile } from '../support/task-files.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Owner = Awaited<ReturnType<typeof signedInUser>>;

/** A task with one checklist item and one file, made by someone with full access. */
async function taskWithParts(owner: Owner) {
  const task = json<{ task: Task }>(await owner.client.post('/api/tasks', { subject: 'Parts' })).task;
  const item = json<{ item: TaskChecklistItem }>(
    await owner.client.post(`/api/tasks/${task.id}/checklist`, { content: 'Pack the samples' }),
  ).item;
  const file = json<{ attachment: TaskAttachment }>(
    await uploadTaskFile(server, owner.client, task.id, 'spec.txt', Buffer.from('spec')),
  ).attachment;
  return { task, item, file };
}

/*
 * Issue 15, item 10: a task's files and checklist items are parts of the task, but removing one
 * deletes data, so it follows the table's delete column (admin = read + edit, no delete), while
 * ticking an item or attaching a file is an edit. Table-driven from ACCESS_RULES, on the real routes.
 */
describe('task files and checklist items follow the one access table', () => {
  it.each(ACCESS_LEVELS)(
    'level %s on tasks: each action allowed exactly as ACCESS_RULES says',
    async (level) => {
      const owner = await signedInUser(server, { role: 'super_admin' });
      const user = await signedInUser(server, { role: 'operative', companyId: owner.companyId });
      const saved = await owner.client.request('PUT', '/api/settings/permissions', {
        changes: [{ userId: user.userId, sectionId: 'tasks', accessLevel: level }],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const { task, item, file } = await taskWithParts(owner);

      const attempts: [AccessAction, string, () => ReturnType<typeof user.client.get>][] = [
        ['read', 'GET task', () => user.client.get(`/api/tasks/${task.id}`)],
        ['read', 'download file', () => user.client.get(`/api/tasks/${task.id}/attachments/${file.id}`)],
        [
          'edit',
          'tick item',
          () =>
            user.client.request('PATCH', `/api/tasks/${task.id}/checklist/${item.id}`, { completed: true }),
        ],
        [
          'edit',
          'attach file',
          () => uploadTaskFile(server, user.client, task.id, 'more.txt', Buffer.from('x')),
        ],
        ['delete', 'delete item', () => user.client.delete(`/api/tasks/${task.id}/checklist/${item.id}`)],
        ['delete', 'delete file', () => user.client.delete(`/api/tasks/${task.id}/attachments/${file.id}`)],
      ];
      for (const [action, what, attempt] of attempts) {
        const response = await attempt();
        const label = `${level}: ${what}`;
        if (ACCESS_RULES[level][action])
          expect(response.statusCode, `${label} ${response.body}`).toBeLessThan(300);
        else {
          expect(response.statusCode, label).toBe(403);
          expect(json<{ error: { message: string } }>(response).error.message, label).toBe(
            accessDeniedMessage(action, 'Tasks'),
          );
        }
      }
      // Refused deletes removed nothing.
      if (!ACCESS_RULES[level].delete) {
        const detail = json<{ checklist: unknown[]; attachments: unknown[] }>(
          await owner.client.get(`/api/tasks/${task.id}`),
        );
        expect(detail.checklist).toHaveLength(1);
        expect(detail.attachments.length).toBeGreaterThanOrEqual(1);
      }
    },
  );

  it('the admin level is read and edit only', () => {
    expect(ACCESS_RULES.admin).toEqual({ read: true, edit: true, create: false, delete: false });
  });
});
