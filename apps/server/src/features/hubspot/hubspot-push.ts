import { and, asc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { crmCompanies, crmContacts } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database } from '../../db/types.ts';
import type { HubspotClient, HubspotObjectType } from './hubspot-client.ts';
import { FIELD_MAPS, type FieldValues, localValues, toHubspot } from './hubspot-mapping.ts';

/*
 * Pushes local edits of bidirectional records back to HubSpot in batches of 100 (batch/update).
 * A record is due when it was edited here after the sync last reconciled it
 * (locally_modified_at > external_synced_at); only fields that differ from HubSpot's snapshot are
 * sent. After a push the sent values join the snapshot (echo suppression: the next pull sees its
 * own values come back and changes nothing). local_only and hubspot_managed records are never pushed.
 */

const BATCH = 100;

export async function pushLocalEdits(
  db: Database,
  ctx: TenantContext,
  client: HubspotClient,
  type: HubspotObjectType,
  onBatch?: () => Promise<void>,
): Promise<{ pushed: number; failed: number }> {
  const t = type === 'companies' ? crmCompanies : crmContacts;
  const fields = Object.keys(FIELD_MAPS[type].fields);
  let lastId = '00000000-0000-0000-0000-000000000000';
  let pushed = 0;
  let failed = 0;
  for (;;) {
    // Read time: an edit made after this moment stays due for the next push.
    const readAt = new Date();
    const rows = (await withTenant(db, ctx, (tx) =>
      tx
        .select()
        .from(t)
        .where(
          and(
            eq(t.syncStrategy, 'bidirectional'),
            eq(t.archived, false),
            isNotNull(t.externalCrmId),
            isNotNull(t.locallyModifiedAt),
            or(isNull(t.externalSyncedAt), gt(t.locallyModifiedAt, t.externalSyncedAt)),
            gt(t.id, lastId),
          ),
        )
        .orderBy(asc(t.id))
        .limit(BATCH),
    )) as unknown as (Record<string, unknown> & {
      id: string;
      externalCrmId: string;
      remoteSnapshot: FieldValues | null;
    })[];
    if (rows.length === 0) break;
    lastId = rows[rows.length - 1]?.id ?? lastId;
    const inputs: { id: string; properties: Record<string, string> }[] = [];
    const sent = new Map<string, { rowId: string; values: FieldValues; snapshot: FieldValues }>();
    const inStep: string[] = [];
    for (const row of rows) {
      const local = localValues(type, row);
      const snapshot = row.remoteSnapshot ?? {};
      const diff: FieldValues = {};
      for (const field of fields)
        if ((local[field] ?? null) !== (snapshot[field] ?? null)) diff[field] = local[field] ?? null;
      const properties = toHubspot(type, diff);
      if (Object.keys(properties).length === 0) {
        inStep.push(row.id);
        continue;
      }
      inputs.push({ id: row.externalCrmId, properties });
      sent.set(row.externalCrmId, { rowId: row.id, values: diff, snapshot });
    }
    const done: { rowId: string; snapshot: FieldValues }[] = inStep.map((rowId) => ({ rowId, snapshot: {} }));
    if (inputs.length) {
      const { results, errors } = await client.batchUpdate(type, inputs);
      const ok = new Set(results.map((r) => r.id));
      for (const [externalId, entry] of sent) {
        if (ok.has(externalId))
          done.push({ rowId: entry.rowId, snapshot: { ...entry.snapshot, ...entry.values } });
      }
      pushed += ok.size;
      failed += inputs.length - ok.size + (errors.length && !ok.size ? 0 : 0);
    }
    await withTenant(db, ctx, async (tx) => {
      for (const entry of done) {
        await tx
          .update(t)
          .set({
            externalSyncedAt: readAt,
            ...(Object.keys(entry.snapshot).length
              ? {
                  remoteSnapshot: sql`coalesce(${t.remoteSnapshot}, '{}'::jsonb) || ${JSON.stringify(entry.snapshot)}::jsonb`,
                }
              : {}),
          } as never)
          .where(eq(t.id, entry.rowId));
      }
    });
    await onBatch?.();
    if (rows.length < BATCH) break;
  }
  return { pushed, failed };
}
