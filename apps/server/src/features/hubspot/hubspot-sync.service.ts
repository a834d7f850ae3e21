import { HUBSPOT_COPY, type HubspotSyncCounts, type HubspotSyncMode } from '@northdesk/shared';
import { and, eq, isNotNull, ne, notExists, sql } from 'drizzle-orm';
import {
  companyIntegrations,
  crmCompanies,
  crmContacts,
  type HubspotCursor,
  type HubspotFullSyncState,
  hubspotSeenIds,
  hubspotSyncRuns,
} from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Transaction } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import type { JobRun } from '../../lib/jobs/define-job.ts';
import { applyPage, archiveByExternalIds, archivedValues } from './hubspot-apply.ts';
import type { HubspotClient, HubspotObjectType, HubspotPage, HubspotRecord } from './hubspot-client.ts';
import { clientFor, HUBSPOT, readIntegration } from './hubspot-integration.service.ts';
import { FIELD_MAPS, propertiesOf } from './hubspot-mapping.ts';
import { pushLocalEdits } from './hubspot-push.ts';
import { statisticsKeeper } from './sync-statistics.ts';

/*
 * One sync run of a tenant (docs/product/hubspot.md), as the hubspot.sync job:
 * - full: the list endpoint (no 10,000 cap), page by page, each page applied in its own
 *   transaction together with the run's place in the list, so a run that dies resumes where it
 *   stopped; the ids seen are kept in hubspot_seen_ids and, only once both lists were read to the
 *   end, local records HubSpot no longer has are archived.
 * - incremental: search by modification time in windows [cursor − 5 min, run start]; a window
 *   holding more than 9,800 records is split in two by time, and inside a window records are paged
 *   by id (hs_object_id > last id), never by offset, so neither the 10,000 cap, nor equal
 *   timestamps, nor HubSpot's unreliable time sort can lose or loop over records. The cursor moves
 *   after each window. Records archived in HubSpot are read from the archived list.
 * Then local edits of bidirectional records are pushed. A lease on the integration row keeps a
 * second node from syncing the same tenant, even if two jobs were started.
 */

export type SyncJobData = { mode: HubspotSyncMode; automatic?: boolean };
export type SyncResult = HubspotSyncCounts & { mode: HubspotSyncMode; automatic: boolean };

const TYPES: HubspotObjectType[] = ['companies', 'contacts'];
const OVERLAP_MS = 5 * 60_000;
const SPLIT_AT = 9_800;
const SEARCH_PAGE = 200;
const LEASE_SECONDS = 120;

const emptyCounts = (): HubspotSyncCounts => ({
  newRecords: 0,
  updatedRecords: 0,
  skippedRecords: 0,
  totalFetched: 0,
  pushedRecords: 0,
  archivedRecords: 0,
  conflicts: 0,
});

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function renewLease(tx: Transaction, jobId: string) {
  await tx
    .update(companyIntegrations)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(and(eq(companyIntegrations.integrationType, HUBSPOT), eq(companyIntegrations.leaseJobId, jobId)));
}

export async function runHubspotSync(deps: AppDeps, job: JobRun<SyncJobData>): Promise<SyncResult> {
  if (!job.companyId) throw new Error('hubspot.sync needs a tenant');
  const ctx: TenantContext = { companyId: job.companyId };
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
  if (mode === 'incremental' && (resumingFull || TYPES.some((type) => !cursors[type]))) mode = 'full';

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
    for (const type of TYPES) {
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

type Context = {
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

const linksOf = (records: HubspotRecord[]) =>
  new Map(records.map((r) => [r.id, (r.associations?.companies?.results ?? []).map((a) => String(a.id))]));

async function fullSync(c: Context, saved: HubspotFullSyncState | null): Promise<void> {
  const db = c.deps.database.db;
  // A run that died keeps its state (same seen ids); otherwise start over.
  const state: HubspotFullSyncState = saved ?? {
    runId: c.runId,
    startedAtMs: Date.now(),
    phase: 'companies',
    after: null,
    done: 0,
  };
  if (!saved) {
    await withTenant(db, c.ctx, (tx) =>
      tx
        .update(companyIntegrations)
        .set({ fullSync: state })
        .where(eq(companyIntegrations.integrationType, HUBSPOT)),
    );
  }
  // The progress bar's total: search's `total` of each type with no filter.
  let total = 0;
  for (const type of TYPES)
    total +=
      (await c.client.search(type, { filterGroups: [], properties: ['hs_object_id'], limit: 1 })).total ?? 0;
  c.progress.total = total;
  c.progress.done = state.done;
  for (const type of TYPES) {
    if (state.phase === 'sweep' || (type === 'companies' && state.phase === 'contacts')) continue;
    const fetch = (after: string | null) =>
      c.client.listPage(type, {
        after,
        properties: propertiesOf(type),
        ...(type === 'contacts' ? { associations: 'companies' } : {}),
      });
    let pending: Promise<HubspotPage> | null = fetch(state.phase === type ? state.after : null);
    while (pending) {
      const page: HubspotPage = await pending;
      // The next page is fetched while this one is written (the rate limit is the bottleneck).
      pending = page.after ? fetch(page.after) : null;
      pending?.catch(() => undefined);
      const now = new Date();
      await withTenant(db, c.ctx, async (tx) => {
        const part = await applyPage(tx, {
          tenantId: c.ctx.companyId,
          runId: c.runId,
          type,
          records: page.results,
          ...(type === 'contacts' ? { companyLinks: linksOf(page.results) } : {}),
          now,
        });
        c.add(part);
        if (page.results.length)
          await tx
            .insert(hubspotSeenIds)
            .values(
              page.results.map((r) => ({
                companyId: c.ctx.companyId,
                runId: state.runId,
                objectType: type,
                externalId: r.id,
              })),
            )
            .onConflictDoNothing();
        state.done += page.results.length;
        const next: HubspotFullSyncState = page.after
          ? { ...state, phase: type, after: page.after }
          : { ...state, phase: type === 'companies' ? 'contacts' : 'sweep', after: null };
        Object.assign(state, next);
        await tx
          .update(companyIntegrations)
          .set({ fullSync: next })
          .where(eq(companyIntegrations.integrationType, HUBSPOT));
        await renewLease(tx, c.job.id);
      });
      c.counts.totalFetched += page.results.length;
      c.progress.done = state.done;
      await c.statistics(page.results.length);
      await c.report();
    }
  }
  // Both lists read to the end: what HubSpot no longer has is archived here.
  await withTenant(db, c.ctx, async (tx) => {
    // hubspot_seen_ids was filled during this run and has no statistics yet (the tenant role may
    // not ANALYZE it), so the planner took it for tiny and chose a nested-loop anti-join that read
    // it once per local row under row-level security: 52 s for 40,000 contacts. A hash anti-join
    // reads each side once. (The tenant is also named, as in hubspot-apply.ts.)
    await tx.execute(sql`set local enable_nestloop = off`);
    const now = new Date();
    for (const type of TYPES) {
      const t = type === 'companies' ? crmCompanies : crmContacts;
      const seen = tx
        .select({ one: sql`1` })
        .from(hubspotSeenIds)
        .where(
          and(
            eq(hubspotSeenIds.companyId, c.ctx.companyId),
            eq(hubspotSeenIds.runId, state.runId),
            eq(hubspotSeenIds.objectType, type),
            eq(hubspotSeenIds.externalId, sql`${t.externalCrmId}`),
          ),
        );
      const archived = await tx
        .update(t)
        .set(archivedValues(type, now) as never)
        .where(
          and(
            eq(t.companyId, c.ctx.companyId),
            isNotNull(t.externalCrmId),
            eq(t.archived, false),
            ne(t.syncStrategy, 'local_only'),
            notExists(seen),
          ),
        )
        .returning({ id: t.id });
      c.counts.archivedRecords += archived.length;
    }
    await tx.delete(hubspotSeenIds).where(eq(hubspotSeenIds.runId, state.runId));
    const cursor: HubspotCursor = { ms: state.startedAtMs, id: '0' };
    await tx
      .update(companyIntegrations)
      .set({ fullSync: null, cursors: { companies: cursor, contacts: cursor } })
      .where(eq(companyIntegrations.integrationType, HUBSPOT));
  });
}

async function incrementalSync(c: Context, cursors: Record<string, HubspotCursor>): Promise<void> {
  const db = c.deps.database.db;
  const runStart = Date.now();
  c.progress.total = 0;
  for (const type of TYPES) {
    const from = Math.max(0, (cursors[type]?.ms ?? 0) - OVERLAP_MS);
    await syncWindow(c, type, from, runStart, true);
    // Records archived in HubSpot never appear in search: read the archived list.
    let after: string | null = null;
    do {
      const page: HubspotPage = await c.client.listPage(type, {
        after,
        archived: true,
        properties: ['hs_object_id'],
      });
      if (page.results.length) {
        const archived = await withTenant(db, c.ctx, (tx) =>
          archiveByExternalIds(
            tx,
            c.ctx.companyId,
            type,
            page.results.map((r) => r.id),
            new Date(),
          ),
        );
        c.counts.archivedRecords += archived;
      }
      after = page.after;
    } while (after);
  }
}

async function syncWindow(
  c: Context,
  type: HubspotObjectType,
  lo: number,
  hi: number,
  outermost: boolean,
): Promise<void> {
  const db = c.deps.database.db;
  const lastModified = FIELD_MAPS[type].lastModified;
  const search = (afterId: string) =>
    c.client.search(type, {
      filterGroups: [
        {
          filters: [
            { propertyName: lastModified, operator: 'GTE', value: String(lo) },
            { propertyName: lastModified, operator: 'LTE', value: String(hi) },
            { propertyName: 'hs_object_id', operator: 'GT', value: afterId },
          ],
        },
      ],
      sorts: [{ propertyName: 'hs_object_id', direction: 'ASCENDING' }],
      properties: propertiesOf(type),
      limit: SEARCH_PAGE,
    });
  let page = await search('0');
  if (outermost) c.progress.total = (c.progress.total ?? 0) + (page.total ?? 0);
  if ((page.total ?? 0) > SPLIT_AT && hi > lo) {
    // Too many for one window: halves, oldest first, so the cursor only moves forward.
    const mid = Math.floor((lo + hi) / 2);
    await syncWindow(c, type, lo, mid, false);
    await syncWindow(c, type, mid + 1, hi, false);
    return;
  }
  let lastId = '0';
  for (;;) {
    // Keyset by id: ids at or below the last one (an unreliable sort) are ignored, never re-paged.
    const fresh = page.results.filter((r) => Number(r.id) > Number(lastId));
    if (fresh.length) {
      const links = type === 'contacts' ? await c.client.contactCompanies(fresh.map((r) => r.id)) : undefined;
      const now = new Date();
      await withTenant(db, c.ctx, async (tx) => {
        c.add(
          await applyPage(tx, {
            tenantId: c.ctx.companyId,
            runId: c.runId,
            type,
            records: fresh,
            ...(links ? { companyLinks: new Map(fresh.map((r) => [r.id, links.get(r.id) ?? []])) } : {}),
            now,
          }),
        );
        await renewLease(tx, c.job.id);
      });
      c.counts.totalFetched += fresh.length;
      await c.statistics(fresh.length);
      c.progress.done += fresh.length;
      await c.report();
      lastId = fresh.reduce((max, r) => (Number(r.id) > Number(max) ? r.id : max), lastId);
    }
    if (!page.after || page.results.length < SEARCH_PAGE || fresh.length === 0) break;
    page = await search(lastId);
  }
  // The window is done: the cursor moves to its end.
  await withTenant(db, c.ctx, async (tx) => {
    await tx
      .update(companyIntegrations)
      .set({
        cursors: sql`${companyIntegrations.cursors} || ${JSON.stringify({ [type]: { ms: hi, id: lastId } })}::jsonb`,
      })
      .where(eq(companyIntegrations.integrationType, HUBSPOT));
  });
}
