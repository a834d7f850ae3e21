import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../src/db/rows.ts';
import { pendingFiles } from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import { companyLogoKey } from '../../src/features/companies/company-logos.ts';
import {
  PENDING_FILE_EXPIRY_MS,
  type PendingFileSweepDeps,
  sweepExpiredPendingFiles,
} from '../../src/features/pending-files/pending-file-sweeper.ts';
import { pendingFileSweepJob } from '../../src/features/pending-files/pending-files.jobs.ts';
import { recordPendingFile } from '../../src/features/pending-files/pending-files.service.ts';
import type { FileStorage } from '../../src/lib/storage/storage.ts';
import { signedInUser } from '../support/accounts.ts';
import { ONE_PIXEL_PNG } from '../support/images.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * Pending logos: enrichment notes the logo it stored, saving the company releases it, and the
 * sweeper deletes what nobody saved once it has expired. The site with the logo is served on
 * 127.0.0.1 by this test (allowed through ENRICHMENT_ALLOW_PRIVATE_NETWORKS).
 */

const PNG = ONE_PIXEL_PNG;
const HOME = `<!DOCTYPE html><html><head><title>Harbour Tools</title>
  <script type="application/ld+json">{"@context": "https://schema.org", "@type": "Organization",
    "name": "Harbour Tools Ltd", "logo": "/logo.png"}</script></head><body></body></html>`;

let server: TestServer;
let site: { origin: string; close(): Promise<void> };
let alice: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
let warnings: string[];
let sweepDeps: PendingFileSweepDeps;

beforeAll(async () => {
  server = await startTestServer({ ENRICHMENT_ALLOW_PRIVATE_NETWORKS: 'true' }, { jobs: true });
  alice = await signedInUser(server, { role: 'super_admin', companyName: 'Alice Trading Ltd' });
  bob = await signedInUser(server, { role: 'super_admin', companyName: 'Bob Supplies Ltd' });
  const http_ = http.createServer((request, response) => {
    if (request.url === '/logo.png') response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(HOME);
  });
  await new Promise<void>((resolve) => http_.listen(0, '127.0.0.1', resolve));
  site = {
    origin: `http://127.0.0.1:${(http_.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => http_.close(() => resolve())),
  };
});
afterAll(async () => {
  await site.close();
  await server.close();
});

// Each test starts from an empty ledger: the sweep is cross-tenant, so one test's rows would
// otherwise be another's.
beforeEach(async () => {
  await db().delete(pendingFiles);
  warnings = [];
  sweepDeps = { db: db(), storage: server.deps.storage, log: collectingLog() };
});

/** The owner connection (bypasses row-level security), as the sweeper itself runs. */
const db = () => server.deps.database.db;

function collectingLog(): PendingFileSweepDeps['log'] {
  const note = (obj: object, msg: string) => warnings.push(`${msg} ${JSON.stringify(obj)}`);
  return { info: () => undefined, warn: note, error: note };
}

async function enrich(user: typeof alice): Promise<{ file: string; key: string }> {
  const response = await user.client.post('/api/companies/enrich', { domain: site.origin });
  expect(response.statusCode, response.body).toBe(200);
  const file = json<{ data: { logoFile: string | null } }>(response).data.logoFile;
  expect(file).toMatch(/^pending-\d+-[0-9a-f-]{36}\.png$/);
  return { file: file ?? '', key: companyLogoKey(user.companyId, file ?? '') };
}

const ledgerKeys = async () => (await db().select().from(pendingFiles)).map((row) => row.storageKey).sort();

/** Makes a pending row look older than the expiry (as the owner: the app role cannot). */
async function expire(key: string) {
  await db()
    .update(pendingFiles)
    .set({ createdAt: new Date(Date.now() - PENDING_FILE_EXPIRY_MS - 60 * 60 * 1000) })
    .where(eq(pendingFiles.storageKey, key));
}

const stored = async (key: string) => {
  const object = await server.deps.storage.get(key);
  object?.body.destroy();
  return object !== undefined;
};

const sweep = (limit = 100) =>
  sweepExpiredPendingFiles(sweepDeps, { olderThanMs: PENDING_FILE_EXPIRY_MS, limit });

describe('pending logo files', () => {
  it('enrichment records the stored logo as pending, for its tenant', async () => {
    const { key } = await enrich(alice);
    const rows = await db().select().from(pendingFiles);
    expect(rows.map(({ companyId, storageKey }) => ({ companyId, storageKey }))).toEqual([
      { companyId: alice.companyId, storageKey: key },
    ]);
    expect(await stored(key)).toBe(true);
  });

  it('saving the company with the logo releases it: the file stays, is served and is never swept', async () => {
    const first = await enrich(alice);
    const created = await alice.client.post('/api/companies', {
      name: 'Harbour Tools Ltd',
      logoFile: first.file,
      source: 'auto_enriched',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await ledgerKeys()).toEqual([]);

    // Enrich again on the edit form and save: the new logo is released too, the old one replaced.
    const second = await enrich(alice);
    const id = json<{ company: { id: string } }>(created).company.id;
    const updated = await alice.client.patch(`/api/companies/${id}`, { logoFile: second.file });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await ledgerKeys()).toEqual([]);

    // Even a sweep that takes every pending file, however young, finds nothing to delete.
    expect(await sweepExpiredPendingFiles(sweepDeps, { olderThanMs: 0, limit: 100 })).toEqual([]);
    const logo = await alice.client.get(`/api/companies/logos/${second.file}`);
    expect(logo.statusCode).toBe(200);
    expect(logo.rawPayload.equals(PNG)).toBe(true);
    expect(await stored(first.key)).toBe(false); // replaced by the update, as before
  });

  it('deletes an unsaved logo once it has expired and keeps a fresh one', async () => {
    const abandoned = await enrich(alice);
    const fresh = await enrich(alice);
    await expire(abandoned.key);

    expect(await sweep()).toEqual([abandoned.key]);
    expect(await stored(abandoned.key)).toBe(false);
    expect((await alice.client.get(`/api/companies/logos/${abandoned.file}`)).statusCode).toBe(404);
    expect(await ledgerKeys()).toEqual([fresh.key]);
    expect(await stored(fresh.key)).toBe(true);
    expect((await alice.client.get(`/api/companies/logos/${fresh.file}`)).statusCode).toBe(200);
    expect(await sweep()).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('two sweeps at once claim and delete each expired file once', async () => {
    const keys: string[] = [];
    // Ten abandoned logos of two tenants, stored and recorded as enrichment does.
    for (let index = 0; index < 10; index++) {
      const user = index % 2 === 0 ? alice : bob;
      const key = companyLogoKey(user.companyId, `pending-${Date.now() + index}.png`);
      await server.deps.storage.put(key, PNG, { contentType: 'image/png' });
      await recordPendingFile(db(), { companyId: user.companyId }, key);
      await expire(key);
      keys.push(key);
    }
    const deletes: string[] = [];
    const counting: FileStorage = {
      ...server.deps.storage,
      delete: (key) => {
        deletes.push(key);
        return server.deps.storage.delete(key);
      },
    };
    const deps = { ...sweepDeps, storage: counting };
    const options = { olderThanMs: PENDING_FILE_EXPIRY_MS, limit: 4 };
    const [a, b] = await Promise.all([
      sweepExpiredPendingFiles(deps, options),
      sweepExpiredPendingFiles(deps, options),
    ]);
    const [c, d] = await Promise.all([
      sweepExpiredPendingFiles(deps, options),
      sweepExpiredPendingFiles(deps, options),
    ]);
    const claimed = [...a, ...b, ...c, ...d];
    expect(claimed.sort()).toEqual([...keys].sort());
    expect(deletes.sort()).toEqual([...keys].sort());
    for (const key of keys) expect(await stored(key)).toBe(false);
    expect(await ledgerKeys()).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('keeps each tenant to its own rows', async () => {
    const { file, key } = await enrich(alice);
    const asTenant = (companyId: string) =>
      withTenant(db(), { companyId }, (tx) => tx.select().from(pendingFiles));
    expect((await asTenant(alice.companyId)).map((row) => row.storageKey)).toEqual([key]);
    expect(await asTenant(bob.companyId)).toEqual([]);
    // Nor can a tenant write a row for another one.
    await expect(
      withTenant(db(), { companyId: bob.companyId }, (tx) =>
        tx.insert(pendingFiles).values({ companyId: alice.companyId, storageKey: `${alice.companyId}/x` }),
      ),
    ).rejects.toThrow();

    // Naming Alice's pending file in Bob's tenant names a file of Bob's (there is none): Alice's
    // row stays pending and her logo stays hers.
    const created = await bob.client.post('/api/companies', { name: 'Copycat Ltd', logoFile: file });
    expect(created.statusCode, created.body).toBe(201);
    expect(await ledgerKeys()).toEqual([key]);
    expect((await bob.client.get(`/api/companies/logos/${file}`)).statusCode).toBe(404);
    expect((await alice.client.get(`/api/companies/logos/${file}`)).statusCode).toBe(200);
  });

  it('the sweep is a scheduled job of the queue: every 15 minutes, and it deletes what expired', async () => {
    const schedules = await queryRows<{ cron: string }>(
      db(),
      sql`select cron from pgboss.schedule where name = ${pendingFileSweepJob.name}`,
    );
    expect(schedules.map((s) => s.cron)).toEqual(['*/15 * * * *']);
    const { key } = await enrich(alice);
    await expire(key);
    await server.deps.jobs.enqueue(pendingFileSweepJob, {});
    await vi.waitFor(async () => expect(await ledgerKeys()).toEqual([]), { timeout: 10_000 });
    await vi.waitFor(async () => expect(await stored(key)).toBe(false), { timeout: 5_000 });
  });
});
