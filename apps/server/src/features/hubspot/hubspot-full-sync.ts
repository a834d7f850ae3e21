import { and, eq, isNotNull, ne, notExists, sql } from 'drizzle-orm';
import {
  companyIntegrations,
  crmCompanies,
  crmContacts,
  type HubspotCursor,
  type HubspotFullSyncState,
  hubspotSeenIds,
} from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { applyPage, archivedValues } from './hubspot-apply.ts';
import type { HubspotObjectType, HubspotRecord } from './hubspot-client.ts';
import { HUBSPOT } from './hubspot-integration.service.ts';
import { propertiesOf } from './hubspot-mapping.ts';
import { renewLease, SYNC_TYPES, type SyncContext } from './hubspot-sync-context.ts';
import { nextTurn, prefetchPages } from './page-prefetch.ts';

/*
 * A full sync (docs/product/hubspot.md): the list endpoint (no 10,000 cap), read ahead of the
 * writing (page-prefetch.ts). The pages that have arrived are written together, up to
 * PAGES_PER_WRITE in one transaction, with the run's place in the list (the `after` of the last
 * page written), so a run that dies resumes after the last page it wrote: pages fetched but not
 * yet written are simply read again, and nothing is written twice. The ids seen are kept in
 * hubspot_seen_ids and, only once both lists were read to the end, local records HubSpot no longer
 * has are archived.
 */

/** Pages read ahead of the writer (100 records each: memory stays flat). */
const PREFETCH_PAGES = 12;
/** Most pages written in one transaction when the writer has fallen behind. */
const PAGES_PER_WRITE = 8;

const linksOf = (records: HubspotRecord[]) =>
  new Map(records.map((r) => [r.id, (r.associations?.companies?.results ?? []).map((a) => String(a.id))]));

export async function fullSync(c: SyncContext, saved: HubspotFullSyncState | null): Promise<void> {
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
  for (const type of SYNC_TYPES)
    total +=
      (await c.client.search(type, { filterGroups: [], properties: ['hs_object_id'], limit: 1 })).total ?? 0;
  c.progress.total = total;
  c.progress.done = state.done;
  for (const type of SYNC_TYPES) {
    if (state.phase === 'sweep' || (type === 'companies' && state.phase === 'contacts')) continue;
    await readList(c, state, type);
  }
  c.job.signal.throwIfAborted();
  await sweep(c, state);
}

async function readList(c: SyncContext, state: HubspotFullSyncState, type: HubspotObjectType) {
  const db = c.deps.database.db;
  const pages = prefetchPages(
    (after) =>
      c.client.listPage(type, {
        after,
        properties: propertiesOf(type),
        ...(type === 'contacts' ? { associations: 'companies' } : {}),
      }),
    state.phase === type ? state.after : null,
    PREFETCH_PAGES,
  );
  try {
    for (;;) {
      const batch = await pages.take(PAGES_PER_WRITE);
      // A node shutting down (or a cancelled job) stops between writes, resumable from the last.
      c.job.signal.throwIfAborted();
      const last = batch.at(-1);
      if (!last) break;
      const records = batch.flatMap((page) => page.results);
      const now = new Date();
      const { next, part } = await withTenant(db, c.ctx, async (tx) => {
        const part = await applyPage(tx, {
          tenantId: c.ctx.companyId,
          runId: c.runId,
          type,
          records,
          ...(type === 'contacts' ? { companyLinks: linksOf(records) } : {}),
          now,
        });
        await nextTurn();
        if (records.length)
          await tx
            .insert(hubspotSeenIds)
            .values(
              records.map((r) => ({
                companyId: c.ctx.companyId,
                runId: state.runId,
                objectType: type,
                externalId: r.id,
              })),
            )
            .onConflictDoNothing();
        const next: HubspotFullSyncState = last.after
          ? { ...state, phase: type, after: last.after, done: state.done + records.length }
          : {
              ...state,
              phase: type === 'companies' ? 'contacts' : 'sweep',
              after: null,
              done: state.done + records.length,
            };
        await nextTurn();
        await tx
          .update(companyIntegrations)
          .set({ fullSync: next })
          .where(eq(companyIntegrations.integrationType, HUBSPOT));
        await renewLease(tx, c.job.id);
        return { next, part };
      });
      // Only once the transaction committed: a failed write leaves the run where it was.
      Object.assign(state, next);
      c.add(part);
      c.counts.totalFetched += records.length;
      c.progress.done = state.done;
      await c.statistics(records.length);
      await c.report();
    }
  } finally {
    pages.stop();
  }
}

/** Both lists read to the end: what HubSpot no longer has is archived here. */
async function sweep(c: SyncContext, state: HubspotFullSyncState) {
  await withTenant(c.deps.database.db, c.ctx, async (tx) => {
    // hubspot_seen_ids was filled during this run and has no statistics yet (the tenant role may
    // not ANALYZE it), so the planner took it for tiny and chose a nested-loop anti-join that read
    // it once per local row under row-level security: 52 s for 40,000 contacts. A hash anti-join
    // reads each side once. (The tenant is also named, as in hubspot-apply.ts.)
    await tx.execute(sql`set local enable_nestloop = off`);
    const now = new Date();
    for (const type of SYNC_TYPES) {
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
