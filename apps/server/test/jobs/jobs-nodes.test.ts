import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { openEmbeddedDatabase } from '../../src/db/embedded.ts';
import { openPostgresDatabase } from '../../src/db/postgres.ts';
import { createTenantCompany } from '../../src/features/settings/tenants/tenants.service.ts';
import { defineJob } from '../../src/lib/jobs/define-job.ts';
import { createLogger } from '../../src/lib/logger.ts';
import { createDeps } from '../../src/server.ts';
import { createScratchPostgres, testDatabaseUrl } from '../support/test-database.ts';

/*
 * The queue across restarts and nodes: a job enqueued by a node that then stops runs on the next
 * one; on PostgreSQL, two nodes working one queue run each job once and one singleton per tenant.
 */

const ran: string[] = [];
const recordJob = defineJob<{ tag: string }>({
  name: 'test.record',
  concurrency: 4,
  async run(job) {
    ran.push(job.data.tag);
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { tag: job.data.tag };
  },
});
const singletonJob = defineJob<Record<string, never>>({
  name: 'test.singleton',
  singletonPerTenant: true,
  async run() {
    return {};
  },
});

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  ran.length = 0;
});

/** A place both "nodes" can open: a PostgreSQL database, or an embedded data folder (one at a time). */
async function sharedStore(): Promise<{
  open: () => ReturnType<typeof openEmbeddedDatabase>;
  dataDir: string;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'northdesk-jobs-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  if (testDatabaseUrl) {
    const scratch = await createScratchPostgres();
    cleanups.push(() => scratch.drop());
    return {
      dataDir,
      open: () => openPostgresDatabase(scratch.url, { poolMax: 5, onError: () => undefined }),
    };
  }
  return { dataDir, open: () => openEmbeddedDatabase(dataDir) };
}

async function startNode(store: Awaited<ReturnType<typeof sharedStore>>, workers: boolean) {
  const config = loadConfig({ LOG_LEVEL: 'silent', DEMO_DATA: 'false', DATA_DIR: store.dataDir });
  const deps = await createDeps(config, createLogger(config), await store.open(), {
    jobWorkers: workers,
    jobPollingSeconds: 0.5,
    extraJobDefinitions: [recordJob, singletonJob],
  });
  if (workers) await deps.jobs.startWorkers(deps);
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await deps.jobs.stop({ timeoutMs: 2_000 });
    await deps.realtime.close();
    await deps.database.close();
  };
  cleanups.push(close);
  return { deps, close };
}

describe('job queue across restarts and nodes', () => {
  it('a job enqueued before a restart runs after it', { timeout: 90_000 }, async () => {
    const store = await sharedStore();
    const first = await startNode(store, false);
    const tenant = await createTenantCompany(first.deps.database.db, 'Restart Ltd');
    await first.deps.jobs.enqueue(recordJob, { tag: 'survivor' }, { companyId: tenant.id });
    await first.close();
    expect(ran).toEqual([]);

    const second = await startNode(store, true);
    await vi.waitFor(() => expect(ran).toEqual(['survivor']), { timeout: 15_000 });
    const [row] = await second.deps.jobs.list({ companyId: tenant.id }, { limit: 5 });
    await vi.waitFor(async () => {
      const [current] = await second.deps.jobs.list({ companyId: tenant.id }, { limit: 5 });
      expect(current?.status).toBe('completed');
    });
    expect(row?.kind).toBe('test.record');
  });

  it.runIf(testDatabaseUrl)(
    'two nodes on one PostgreSQL run each job once, and one singleton per tenant',
    async () => {
      const store = await sharedStore();
      const a = await startNode(store, true);
      const b = await startNode(store, true);
      const tenant = await createTenantCompany(a.deps.database.db, 'Two Nodes Ltd');
      const tags = Array.from({ length: 40 }, (_, i) => `job-${i}`);
      await Promise.all(
        tags.map((tag, i) => (i % 2 ? a : b).deps.jobs.enqueue(recordJob, { tag }, { companyId: tenant.id })),
      );
      await vi.waitFor(() => expect(ran).toHaveLength(40), { timeout: 30_000 });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect([...ran].sort()).toEqual([...tags].sort());

      const attempts = await Promise.allSettled(
        Array.from({ length: 6 }, (_, i) =>
          (i % 2 ? a : b).deps.jobs.enqueue(singletonJob, {}, { companyId: tenant.id }),
        ),
      );
      expect(attempts.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const refused of attempts.filter((r) => r.status === 'rejected'))
        expect(refused.reason).toMatchObject({ statusCode: 409 });
    },
  );
});
