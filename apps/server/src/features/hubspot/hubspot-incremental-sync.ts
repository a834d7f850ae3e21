import { eq, sql } from 'drizzle-orm';
import { companyIntegrations, type HubspotCursor } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { applyPage, archiveByExternalIds } from './hubspot-apply.ts';
import type { HubspotObjectType, HubspotPage } from './hubspot-client.ts';
import { HUBSPOT } from './hubspot-integration.service.ts';
import { FIELD_MAPS, propertiesOf } from './hubspot-mapping.ts';
import { renewLease, SYNC_TYPES, type SyncContext } from './hubspot-sync-context.ts';

/*
 * An incremental sync (docs/product/hubspot.md): search by modification time in windows
 * [cursor − 5 min, run start]; a window holding more than 9,800 records is split in two by time,
 * and inside a window records are paged by id (hs_object_id > last id), never by offset, so
 * neither the 10,000 cap, nor equal timestamps, nor HubSpot's unreliable time sort can lose or loop
 * over records. The cursor moves after each window. Records archived in HubSpot are read from the
 * archived list.
 */

const OVERLAP_MS = 5 * 60_000;
const SPLIT_AT = 9_800;
const SEARCH_PAGE = 200;

export async function incrementalSync(c: SyncContext, cursors: Record<string, HubspotCursor>): Promise<void> {
  const db = c.deps.database.db;
  const runStart = Date.now();
  c.progress.total = 0;
  for (const type of SYNC_TYPES) {
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
  c: SyncContext,
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
    const more = Boolean(page.after) && page.results.length >= SEARCH_PAGE && fresh.length > 0;
    if (fresh.length) lastId = fresh.reduce((max, r) => (Number(r.id) > Number(max) ? r.id : max), lastId);
    // The next page is asked for while this one is written (its keyset is known already).
    const nextPage = more ? search(lastId) : null;
    nextPage?.catch(() => undefined);
    if (fresh.length) {
      c.job.signal.throwIfAborted();
      const links = type === 'contacts' ? await c.client.contactCompanies(fresh.map((r) => r.id)) : undefined;
      const now = new Date();
      const part = await withTenant(db, c.ctx, async (tx) => {
        const applied = await applyPage(tx, {
          tenantId: c.ctx.companyId,
          runId: c.runId,
          type,
          records: fresh,
          ...(links ? { companyLinks: new Map(fresh.map((r) => [r.id, links.get(r.id) ?? []])) } : {}),
          now,
        });
        await renewLease(tx, c.job.id);
        return applied;
      });
      c.add(part);
      c.counts.totalFetched += fresh.length;
      await c.statistics(fresh.length);
      c.progress.done += fresh.length;
      await c.report();
    }
    if (!nextPage) break;
    page = await nextPage;
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
