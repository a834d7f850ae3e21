import { HUBSPOT_COPY, type HubspotSyncCounts, type HubspotSyncMode } from '@northdesk/shared';
import { and, eq, sql } from 'drizzle-orm';
import { companyIntegrations, hubspotSyncRuns } from '../../db/schema/index.ts';
import { type WriterContext, withTenant } from '../../db/tenant.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import type { JobRun } from '../../lib/jobs/define-job.ts';
import { fullSync } from './hubspot-full-sync.ts';
import { incrementalSync } from './hubspot-incremental-sync.ts';
import { clientFor, HUBSPOT, readIntegration } from './hubspot-integration.service.ts';
import { pushLocalEdits } from './hubspot-push.ts';
import {
  emptyCounts,
  LEASE_SECONDS,
  renewLease,
  SYNC_TYPES,
  type SyncJobData,
  type SyncResult,
} from './hubspot-sync-context.ts';
import { statisticsKeeper } from './sync-statistics.ts';

/*
 * One sync run of a tenant (docs/product/hubspot.md), as the hubspot.sync job: a full sync
 * (hubspot-full-sync.ts) or an incremental one (hubspot-incremental-sync.ts), then the local edits of
 * bidirectional records are pushed (hubspot-push.ts). A lease on the integration row keeps a second
 * node from syncing the same tenant, even if two jobs were started.
 */

export type { SyncJobData, SyncResult } from './hubspot-sync-context.ts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function runHubspotSync(deps: AppDeps, job: JobRun<SyncJobData>): Promise<SyncResult> {
  if (!job.companyId) throw new Error('hubspot.sync needs a tenant');
  const ctx: WriterContext = { companyId: job.companyId, actor: 'hubspot' };
  const db = deps.database.db;
  const automatic = Boolean(job.data.automatic);

  // The lease: one sync of this tenant at a time across nodes.
  const leased = await withTenant(db, ctx, (tx) =>
    tx
      .update(companyIntegrations)
      .set({ leaseJobId: job.id, leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .where(
        and(
          eq(companyIntegrations.integrationType, HUBSPOT),
          eq(companyIntegrations.isActive, true),
          sql`(${companyIntegrations.leaseUntil} IS NULL OR ${companyIntegrations.leaseUntil} < now() OR ${companyIntegrations.leaseJobId} = ${job.id})`,
        ),
      )
      .returning(),
  );
  const integration = leased[0];
  if (!integration) {
    const row = await withTenant(db, ctx, readIntegration);
    if (!row?.isActive) throw new AppError('bad_request', HUBSPOT_COPY.notConnectedError);
    throw new Error('Another sync of this account is running on another node; retrying later.');
  }

  let mode: HubspotSyncMode = job.data.mode;
  const resumingFull = integration.fullSync !== null;
  const cursors = integration.cursors ?? {};
  if (mode === 'incremental' && (resumingFull || SYNC_TYPES.some((type) => !cursors[type]))) mode = 'full';

  const runId = await withTenant(db, ctx, async (tx) => {
    const [existing] = await tx
      .select({ id: hubspotSyncRuns.id })
      .from(hubspotSyncRuns)
      .where(eq(hubspotSyncRuns.jobId, job.id));
    if (existing) {
      await tx
        .update(hubspotSyncRuns)
        .set({ status: 'running', error: null, mode })
        .where(eq(hubspotSyncRuns.id, existing.id));
      return existing.id;
    }
    const [run] = await tx
      .insert(hubspotSyncRuns)
      .values({ companyId: ctx.companyId, jobId: job.id, mode, automatic })
      .returning({ id: hubspotSyncRuns.id });
    return run?.id ?? '';
  });

  const counts = emptyCounts();
  const progress = { done: 0, total: null as number | null };
  const report = () => job.progress({ done: progress.done, total: progress.total, counts: { ...counts } });
  const add = (part: Partial<HubspotSyncCounts>) => {
    for (const [key, value] of Object.entries(part)) counts[key as keyof HubspotSyncCounts] += value ?? 0;
  };

  try {
    const client = await clientFor(deps, integration, { signal: job.signal });
    const statistics = statisticsKeeper(deps);
    const context = { deps, ctx, job, client, runId, counts, progress, report, add, statistics };
    if (mode === 'full') await fullSync(context, integration.fullSync);
    else await incrementalSync(context, cursors);
    for (const type of SYNC_TYPES) {
      const { pushed } = await pushLocalEdits(db, ctx, client, type, () =>
        withTenant(db, ctx, (tx) => renewLease(tx, job.id)),
      );
      counts.pushedRecords += pushed;
    }
    await withTenant(db, ctx, async (tx) => {
      await tx
        .update(companyIntegrations)
        .set({
          lastSyncAt: new Date(),
          lastSyncStatus: 'completed',
          lastSyncError: null,
          leaseJobId: null,
          leaseUntil: null,
          updatedAt: new Date(),
        })
        .where(eq(companyIntegrations.integrationType, HUBSPOT));
      await tx
        .update(hubspotSyncRuns)
        .set({ status: 'completed', counts: { ...counts }, finishedAt: new Date() })
        .where(eq(hubspotSyncRuns.id, runId));
    });
    await job.progress({ done: progress.done, total: progress.done, counts: { ...counts } });
    return { ...counts, mode, automatic };
  } catch (error) {
    const message = messageOf(error);
    await withTenant(db, ctx, async (tx) => {
      await tx
        .update(companyIntegrations)
        .set({
          lastSyncStatus: 'failed',
          lastSyncError: message,
          leaseJobId: null,
          leaseUntil: null,
          updatedAt: new Date(),
        })
        .where(
          and(eq(companyIntegrations.integrationType, HUBSPOT), eq(companyIntegrations.leaseJobId, job.id)),
        );
      await tx
        .update(hubspotSyncRuns)
        .set({ status: 'failed', error: message, counts: { ...counts }, finishedAt: new Date() })
        .where(eq(hubspotSyncRuns.id, runId));
    }).catch((e: unknown) => deps.log.warn({ err: e }, 'hubspot sync failure could not be recorded'));
    throw error;
  }
}
