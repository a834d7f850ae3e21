import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingFiles } from '../../src/db/schema/index.ts';
import {
  PENDING_FILE_EXPIRY_MS,
  sweepExpiredPendingFiles,
} from '../../src/features/pending-files/pending-file-sweeper.ts';
import { logoKeyOf } from '../../src/features/settings/company-details/company-details.service.ts';
import { signedInUser } from '../support/accounts.ts';
import type { TestClient } from '../support/client.ts';
import { ONE_PIXEL_PNG } from '../support/images.ts';
import { multipart } from '../support/task-files.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * Issue 15, item 11: a logo uploaded on /company but never saved is swept like an enrichment logo
 * (pending_files); saving the details with it releases it.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.deps.database.db;

async function uploadLogo(client: TestClient): Promise<string> {
  const { payload, headers } = multipart('logo.png', ONE_PIXEL_PNG, 'image/png');
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/company-details/logo',
    payload,
    headers: { ...headers, cookie: client.cookieHeader() },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ logoUrl: string }>(response).logoUrl;
}

const fileNameOf = (logoUrl: string) => logoUrl.split('/').pop() ?? '';

async function expire(key: string) {
  await db()
    .update(pendingFiles)
    .set({ createdAt: new Date(Date.now() - PENDING_FILE_EXPIRY_MS - 60_000) })
    .where(eq(pendingFiles.storageKey, key));
}

const sweep = () =>
  sweepExpiredPendingFiles(
    { db: db(), storage: server.deps.storage, log: { info() {}, warn() {}, error() {} } },
    { olderThanMs: PENDING_FILE_EXPIRY_MS, limit: 100 },
  );

describe('company-details logos are pending until saved', () => {
  it('an upload never saved is swept once expired; a saved one is released and stays', async () => {
    const admin = await signedInUser(server, { role: 'super_admin', companyName: 'Logo Keepers Ltd' });
    const abandoned = await uploadLogo(admin.client);
    const kept = await uploadLogo(admin.client);
    const abandonedKey = logoKeyOf(admin.companyId, fileNameOf(abandoned));
    const keptKey = logoKeyOf(admin.companyId, fileNameOf(kept));
    const ledger = async () => (await db().select().from(pendingFiles)).map((r) => r.storageKey).sort();
    expect(await ledger()).toEqual([abandonedKey, keptKey].sort());

    const saved = await admin.client.request('PUT', '/api/company-details', {
      legalName: 'Logo Keepers Ltd',
      tradingName: '',
      logoUrl: kept,
      addresses: [],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await ledger()).toEqual([abandonedKey]);

    // Not yet expired: nothing goes.
    expect(await sweep()).toEqual([]);
    await expire(abandonedKey);
    expect(await sweep()).toEqual([abandonedKey]);
    expect((await admin.client.get(abandoned)).statusCode).toBe(404);
    const stillServed = await admin.client.get(kept);
    expect(stillServed.statusCode).toBe(200);
    expect(stillServed.rawPayload.equals(ONE_PIXEL_PNG)).toBe(true);
    expect(await ledger()).toEqual([]);
  });
});
