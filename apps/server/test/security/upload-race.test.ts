import type { ErrorResponse, Task, TaskAttachment, TaskDetailResponse } from '@northdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { uploadTaskFile } from '../support/task-files.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const UPLOADS = 32;
const contentOf = (i: number) => Buffer.from(`file number ${i} `.repeat(200 + i));

describe('uploads never collide (issue 15, item 7)', () => {
  it('32 parallel uploads to one task each keep their own bytes; deleting one leaves 31 intact', async () => {
    const me = await signedInUser(server, { role: 'super_admin' });
    const task = json<{ task: Task }>(await me.client.post('/api/tasks', { subject: 'Busy task' })).task;
    const responses = await Promise.all(
      Array.from({ length: UPLOADS }, (_, i) =>
        uploadTaskFile(server, me.client, task.id, `same-name.txt`, contentOf(i)),
      ),
    );
    const attachments = responses.map((r) => {
      expect(r.statusCode, r.body).toBe(201);
      return json<{ attachment: TaskAttachment }>(r).attachment;
    });
    const download = (id: string) => me.client.get(`/api/tasks/${task.id}/attachments/${id}`);
    let own = 0;
    for (const [i, attachment] of attachments.entries()) {
      const response = await download(attachment.id);
      expect(response.statusCode).toBe(200);
      if (response.rawPayload.equals(contentOf(i))) own++;
    }
    expect(own).toBe(UPLOADS);

    const [first, ...rest] = attachments;
    if (!first) throw new Error('no upload');
    expect((await me.client.delete(`/api/tasks/${task.id}/attachments/${first.id}`)).statusCode).toBe(200);
    let intact = 0;
    for (const [i, attachment] of rest.entries()) {
      const response = await download(attachment.id);
      if (response.statusCode === 200 && response.rawPayload.equals(contentOf(i + 1))) intact++;
    }
    expect(intact).toBe(UPLOADS - 1);
    const detail = json<TaskDetailResponse>(await me.client.get(`/api/tasks/${task.id}`));
    expect(detail.attachments).toHaveLength(UPLOADS - 1);
    console.info(
      `[security] upload race: ${own}/${UPLOADS} own bytes, ${intact}/${UPLOADS - 1} intact after a delete`,
    );
  });

  it('a download racing its deletion gets its bytes or a clean 404 in the error shape, never a 500', async () => {
    const me = await signedInUser(server, { role: 'super_admin' });
    const task = json<{ task: Task }>(await me.client.post('/api/tasks', { subject: 'Racing' })).task;
    const statuses: number[] = [];
    for (let round = 0; round < 8; round++) {
      const attachment = json<{ attachment: TaskAttachment }>(
        await uploadTaskFile(server, me.client, task.id, 'r.txt', contentOf(round)),
      ).attachment;
      const url = `/api/tasks/${task.id}/attachments/${attachment.id}`;
      const [a, b, removed, c] = await Promise.all([
        me.client.get(url),
        me.client.get(url),
        me.client.delete(url),
        me.client.get(url),
      ]);
      expect(removed.statusCode).toBe(200);
      for (const response of [a, b, c]) {
        statuses.push(response.statusCode);
        if (response.statusCode === 200) expect(response.rawPayload.equals(contentOf(round))).toBe(true);
        else {
          expect(response.statusCode, response.body).toBe(404);
          expect(json<ErrorResponse>(response).error.code).toBe('not_found');
        }
      }
      const after = await me.client.get(url);
      expect(after.statusCode).toBe(404);
      expect(json<ErrorResponse>(after).error.code).toBe('not_found');
    }
    expect(statuses.every((s) => s < 500)).toBe(true);
  });
});
