import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { companyIntegrations, crmCompanies, crmContacts } from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import { hubspotIntegrationService } from '../../src/features/hubspot/hubspot-integration.service.ts';
import { runHubspotSync, type SyncJobData } from '../../src/features/hubspot/hubspot-sync.service.ts';
import { createTenantCompany } from '../../src/features/settings/tenants/tenants.service.ts';
import type { JobProgress, JobRun } from '../../src/lib/jobs/define-job.ts';
import type { TestServer } from '../support/test-server.ts';

export const FAKE_TOKEN = 'pat-na1-test-token-0001';

/** A tenant connected to the fake HubSpot (the server must have HUBSPOT_API_URL set to it). */
export async function connectedTenant(server: TestServer, name = 'Sync Tenant Ltd') {
  const { id: companyId } = await createTenantCompany(server.deps.database.db, name);
  await hubspotIntegrationService.connect(server.deps, { companyId }, FAKE_TOKEN);
  return companyId;
}

/** Runs one sync attempt in-process, as the job would (progress kept for inspection). */
export async function runSync(
  server: TestServer,
  companyId: string,
  data: SyncJobData,
  options: { jobId?: string; signal?: AbortSignal; onProgress?: (p: JobProgress) => void } = {},
) {
  const progress: JobProgress[] = [];
  const job: JobRun<SyncJobData> = {
    id: options.jobId ?? crypto.randomUUID(),
    companyId,
    userId: null,
    data,
    attempt: 1,
    signal: options.signal ?? new AbortController().signal,
    async progress(p) {
      progress.push(p);
      options.onProgress?.(p);
    },
  };
  const result = await runHubspotSync(server.deps, job);
  return { result, progress };
}

export async function localCompanies(server: TestServer, companyId: string) {
  return withTenant(server.deps.database.db, { companyId }, (tx) => tx.select().from(crmCompanies));
}
export async function localContacts(server: TestServer, companyId: string) {
  return withTenant(server.deps.database.db, { companyId }, (tx) => tx.select().from(crmContacts));
}
export async function integrationRow(server: TestServer, companyId: string) {
  const [row] = await withTenant(server.deps.database.db, { companyId }, (tx) =>
    tx.select().from(companyIntegrations).where(eq(companyIntegrations.integrationType, 'hubspot')),
  );
  return row;
}
