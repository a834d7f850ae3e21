import type { DuplicateMode, Import, ImportEntity, ImportMapping } from '@northdesk/shared';
import { expect } from 'vitest';
import type { TestClient } from '../support/client.ts';
import { multipart } from '../support/task-files.ts';
import { json, TEST_APP_URL, type TestServer } from '../support/test-server.ts';

/** Uploads a CSV as the import page does. */
export async function upload(
  server: TestServer,
  client: TestClient,
  entity: ImportEntity,
  content: Buffer | string,
) {
  const { payload, headers } = multipart(
    'people.csv',
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    'text/csv',
  );
  const send = () =>
    server.app.inject({
      method: 'POST',
      url: `/api/imports/${entity}`,
      payload,
      headers: { ...headers, cookie: client.cookieHeader(), origin: TEST_APP_URL },
    });
  let response = await send();
  // A loaded machine's embedded engine may refuse the upload before doing any of it (503 +
  // Retry-After, while an import job holds it); like the web app, send it again after the wait.
  for (let attempt = 1; response.statusCode === 503 && attempt < 5; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers['retry-after'] ?? 1) * 1_000));
    response = await send();
  }
  return response;
}

export async function uploaded(
  server: TestServer,
  client: TestClient,
  entity: ImportEntity,
  content: Buffer | string,
) {
  const response = await upload(server, client, entity, content);
  expect(response.statusCode, response.body).toBe(201);
  return json<{ import: Import }>(response).import;
}

const RUNNING = new Set(['checking', 'importing', 'undoing']);

/** Polls the import until its job has finished, as the page does (bounded by the test's timeout). */
export async function settled(client: TestClient, entity: ImportEntity, id: string): Promise<Import> {
  for (;;) {
    const response = await client.get(`/api/imports/${entity}/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    const current = json<{ import: Import }>(response).import;
    if (!RUNNING.has(current.status)) return current;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Dry run with these choices; returns the finished import. */
export async function check(
  client: TestClient,
  entity: ImportEntity,
  id: string,
  options: { mapping: ImportMapping; duplicates?: DuplicateMode; dateFormat?: 'ymd' | 'dmy' | 'mdy' },
) {
  const response = await client.post(`/api/imports/${entity}/${id}/check`, options);
  expect(response.statusCode, response.body).toBe(200);
  const done = await settled(client, entity, id);
  expect(done.status, done.error ?? '').toBe('checked');
  return done;
}

export async function run(client: TestClient, entity: ImportEntity, id: string) {
  const response = await client.post(`/api/imports/${entity}/${id}/run`);
  expect(response.statusCode, response.body).toBe(200);
  const done = await settled(client, entity, id);
  expect(done.status, done.error ?? '').toBe('imported');
  return done;
}

/** Each line's outcome in the report, "create" for lines it does not list. */
export function outcomesByLine(result: Import['dryRun'], lines: number) {
  const listed = new Map((result?.outcomes ?? []).map((o) => [o.line, o]));
  return Array.from({ length: lines }, (_, i) => {
    const o = listed.get(i + 2);
    return o ? `${o.action}${o.reason ? `:${o.reason}` : ''}` : 'create';
  });
}
