import type { HubspotSyncCounts, HubspotSyncMode } from '@northdesk/shared';
import { and, eq, sql } from 'drizzle-orm';
import { companyIntegrations } from '../../db/schema/index.ts';
import type { TenantContext } from '../../db/tenant.ts';
import type { Transaction } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import type { JobRun } from '../../lib/jobs/define-job.ts';
import type { HubspotClient, HubspotObjectType } from './hubspot-client.ts';
import { HUBSPOT } from './hubspot-integration.service.ts';

/** What one sync run's phases share (hubspot-sync.service.ts starts the run; full and incremental fill it). */

export type SyncJobData = { mode: HubspotSyncMode; automatic?: boolean };
export type SyncResult = HubspotSyncCounts & { mode: HubspotSyncMode; automatic: boolean };

export const SYNC_TYPES: HubspotObjectType[] = ['companies', 'contacts'];
export const LEASE_SECONDS = 120;

export const emptyCounts = (): HubspotSyncCounts => ({
  newRecords: 0,
  updatedRecords: 0,
  skippedRecords: 0,
  totalFetched: 0,
  pushedRecords: 0,
  archivedRecords: 0,
  conflicts: 0,
});

/** Extends this job's lease on the tenant's integration (one sync per tenant across nodes). */
export async function renewLease(tx: Transaction, jobId: string) {
  await tx
    .update(companyIntegrations)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(and(eq(companyIntegrations.integrationType, HUBSPOT), eq(companyIntegrations.leaseJobId, jobId)));
}

export type SyncContext = {
  deps: AppDeps;
  ctx: TenantContext;
  job: JobRun<SyncJobData>;
  client: HubspotClient;
  runId: string;
  counts: HubspotSyncCounts;
  progress: { done: number; total: number | null };
  report: () => Promise<void>;
  add: (part: Partial<HubspotSyncCounts>) => void;
  /** Counts records written; refreshes the tables' statistics as they grow (see statisticsKeeper). */
  statistics: (written: number) => Promise<void>;
};
