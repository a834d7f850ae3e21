import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { openPostgresDatabase } from '../../src/db/postgres.ts';
import { crmCompanies, crmContacts } from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import type { AppDeps } from '../../src/deps.ts';
import { hubspotIntegrationService } from '../../src/features/hubspot/hubspot-integration.service.ts';
import { runHubspotSync, type SyncJobData } from '../../src/features/hubspot/hubspot-sync.service.ts';
import { createTenantCompany } from '../../src/features/settings/tenants/tenants.service.ts';
import type { JobRun } from '../../src/lib/jobs/define-job.ts';
import { createLogger } from '../../src/lib/logger.ts';
import { createDeps } from '../../src/server.ts';
import { seedSample, startFakeHubspot } from '../support/fake-hubspot/fake-hubspot-server.ts';
import { createScratchPostgres, testDatabaseUrl } from '../support/test-database.ts';
import { FAKE_TOKEN } from './hubspot-fixtures.ts';

/*
 * Two server nodes on one PostgreSQL database, each working the job queue, start syncs of one
 * tenant over each other: the lease on the integration row lets one run at a time, whatever the
 * queue does (a retried job, a second job let through). PostgreSQL only: the embedded database
 * allows one process.
 */

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function startNode(url: string, hubspotUrl: string): Promise<AppDeps> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'northdesk-node-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    DATA_DIR: dataDir,
    HUBSPOT_API_URL: hubspotUrl,
    // Slow enough (about 10 s a full run here) that the other node's attempts fall inside it.
    HUBSPOT_REQUESTS_PER_10S: '10',
  });
  const deps = await createDeps(
    config,
    createLogger(config),
    await openPostgresDatabase(url, { poolMax: 5, onError: () => undefined }),
    { jobWorkers: true, jobPollingSeconds: 0.5 },
  );
  await deps.jobs.startWorkers(deps);
  cleanups.push(async () => {
    await deps.jobs.stop({ timeoutMs: 2_000 });
    await deps.realtime.close();
    await deps.database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return deps;
}

function attempt(deps: AppDeps, companyId: string, data: SyncJobData) {
  const job: JobRun<SyncJobData> = {
    id: crypto.randomUUID(),
    companyId,
    userId: null,
    data,
    attempt: 1,
    signal: new AbortController().signal,
    progress: async () => undefined,
  };
  const started = Date.now();
  return runHubspotSync(deps, job).then(
    (result) => ({ ok: true as const, started, ended: Date.now(), result }),
    (error: unknown) => ({ ok: false as const, started, ended: Date.now(), error: String(error) }),
  );
}

describe.runIf(testDatabaseUrl)('two nodes, one tenant', () => {
  it('never sync one tenant at once: the other node is refused until the run ends', async () => {
    const fake = await startFakeHubspot({ tokens: [FAKE_TOKEN] });
    cleanups.push(() => fake.close());
    seedSample(fake.store, 500, 1000);
    const scratch = await createScratchPostgres();
    cleanups.push(() => scratch.drop());
    const a = await startNode(scratch.url, fake.url);
    const b = await startNode(scratch.url, fake.url);
    const { id: companyId } = await createTenantCompany(a.database.db, 'Two Nodes Sync Ltd');
    await hubspotIntegrationService.connect(a, { companyId }, FAKE_TOKEN);

    // Six full syncs, alternating nodes, 400 ms apart (the first run lasts about 10 s).
    const runs = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * 400));
        return attempt(i % 2 ? b : a, companyId, { mode: 'full' });
      }),
    );
    const done = runs.filter((r) => r.ok);
    const refused = runs.filter((r) => !r.ok);
    expect(done).toHaveLength(1);
    for (const r of refused) expect(r.ok ? '' : r.error).toMatch(/Another sync/);
    // Every refusal came while the one run was going.
    const winner = done[0];
    for (const r of refused) expect(r.started).toBeLessThan(winner?.ended ?? 0);

    // One copy of each record, and the lease is free again: the other node syncs next.
    const [contacts, companies] = await withTenant(a.database.db, { companyId }, async (tx) => [
      await tx.select({ id: crmContacts.id }).from(crmContacts),
      await tx
        .select({ id: crmCompanies.id })
        .from(crmCompanies)
        .where(isNotNull(crmCompanies.externalCrmId)),
    ]);
    expect(contacts).toHaveLength(1000);
    expect(companies).toHaveLength(500);
    const next = await attempt(b, companyId, { mode: 'incremental' });
    expect(next.ok, next.ok ? '' : next.error).toBe(true);
  }, 120_000);
});
