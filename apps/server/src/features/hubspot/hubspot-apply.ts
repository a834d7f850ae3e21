import { and, eq, inArray, ne } from 'drizzle-orm';
import { readGeneralSettings } from '../../db/general-settings.ts';
import { crmCompanies, crmContacts, hubspotSyncConflicts } from '../../db/schema/index.ts';
import type { Transaction } from '../../db/types.ts';
import type { HubspotObjectType, HubspotRecord } from './hubspot-client.ts';
import {
  FIELD_MAPS,
  type FieldValues,
  fromHubspot,
  localValues,
  mergedIds,
  remoteModifiedMs,
} from './hubspot-mapping.ts';
import { nextTurn } from './page-prefetch.ts';

/*
 * Applies a page of HubSpot records to the tenant's rows (docs/product/hubspot.md, "Direction and
 * conflicts"). Per field, three-way: the local value, the snapshot of HubSpot's value at the last
 * sync, and the incoming value.
 * - hubspot_managed: HubSpot's value wins.
 * - bidirectional / local_only: a field only HubSpot changed is taken; a field only we changed is
 *   kept (bidirectional pushes it later); a field both changed goes to the newer side
 *   (locally_modified_at against HubSpot's modification time) and is logged as a conflict.
 * Unchanged records are not written at all, so a second run changes nothing.
 */

export type ApplyCounts = {
  newRecords: number;
  updatedRecords: number;
  skippedRecords: number;
  conflicts: number;
};

type Row = {
  id: string;
  externalCrmId: string | null;
  syncStrategy: string;
  remoteSnapshot: FieldValues | null;
  locallyModifiedAt: Date | null;
  externalSyncedAt: Date | null;
  archived: boolean;
  archivedReason?: string | null;
  crmCompanyId?: string | null;
} & Record<string, unknown>;

/** Rows a statement inserts (a page; a batch of several pages is inserted in several). */
const INSERT_CHUNK = 200;

const tableOf = (type: HubspotObjectType) => (type === 'companies' ? crmCompanies : crmContacts);

/*
 * Every lookup here names the tenant (company_id = …) although row-level security already limits
 * rows to it. Under the policy alone PostgreSQL will not use an index for a condition it does not
 * deem leakproof (external_crm_id = ANY (…), email_key = ANY (…)): it read the tenant's whole
 * table for each page, 0.36 s per lookup at 100,000 companies, and a full sync slowed as it grew
 * (see the sync benchmark). With the tenant named, each is an index probe (0.2 ms). The condition
 * itself must be leakproof too: `lower(email) = ANY (…)` never was (lower() is not), hence the
 * email_key column.
 */
const ofTenant = (t: typeof crmCompanies | typeof crmContacts, tenantId: string) => eq(t.companyId, tenantId);

function columnsOf(type: HubspotObjectType) {
  const t = tableOf(type);
  const base = {
    id: t.id,
    externalCrmId: t.externalCrmId,
    syncStrategy: t.syncStrategy,
    remoteSnapshot: t.remoteSnapshot,
    locallyModifiedAt: t.locallyModifiedAt,
    externalSyncedAt: t.externalSyncedAt,
    archived: t.archived,
  };
  const fields = Object.fromEntries(
    Object.keys(FIELD_MAPS[type].fields).map((f) => [f, (t as unknown as Record<string, unknown>)[f]]),
  );
  if (type === 'contacts')
    return {
      ...base,
      ...fields,
      archivedReason: crmContacts.archivedReason,
      crmCompanyId: crmContacts.crmCompanyId,
    };
  return { ...base, ...fields };
}

/** Our field values in the column types (employee count is an integer). */
function toColumns(type: HubspotObjectType, values: FieldValues): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  if (type === 'companies' && 'employeeCount' in values)
    out.employeeCount = values.employeeCount === null ? null : Number(values.employeeCount);
  return out;
}

async function loadRows(
  tx: Transaction,
  tenantId: string,
  type: HubspotObjectType,
  externalIds: string[],
): Promise<Map<string, Row>> {
  const t = tableOf(type);
  if (externalIds.length === 0) return new Map();
  const rows = (await tx
    .select(columnsOf(type) as never)
    .from(t)
    .where(and(ofTenant(t, tenantId), inArray(t.externalCrmId, externalIds)))) as unknown as Row[];
  return new Map(rows.map((r) => [r.externalCrmId ?? '', r]));
}

/** HubSpot merged records: the loser's local row follows the winner (or is archived if both exist). */
async function applyMerges(
  tx: Transaction,
  tenantId: string,
  type: HubspotObjectType,
  records: HubspotRecord[],
  now: Date,
): Promise<number> {
  const t = tableOf(type);
  let archived = 0;
  for (const record of records) {
    const losers = mergedIds(record);
    if (!losers.length) continue;
    const [winner] = await tx
      .select({ id: t.id })
      .from(t)
      .where(and(ofTenant(t, tenantId), eq(t.externalCrmId, record.id)));
    for (const loser of losers) {
      if (winner) {
        const done = await tx
          .update(t)
          .set({ ...archivedValues(type, now), externalCrmId: null } as never)
          .where(and(ofTenant(t, tenantId), eq(t.externalCrmId, loser), eq(t.archived, false)))
          .returning({ id: t.id });
        archived += done.length;
      } else {
        await tx
          .update(t)
          .set({ externalCrmId: record.id })
          .where(and(ofTenant(t, tenantId), eq(t.externalCrmId, loser)));
      }
    }
  }
  return archived;
}

/**
 * Applies one page. `companyLinks` (contacts only): HubSpot company ids associated with each
 * contact, primary first.
 */
export async function applyPage(
  tx: Transaction,
  options: {
    tenantId: string;
    runId: string;
    type: HubspotObjectType;
    records: HubspotRecord[];
    companyLinks?: Map<string, string[]>;
    now: Date;
  },
): Promise<ApplyCounts & { archivedRecords: number }> {
  const { type, records, now, tenantId } = options;
  const t = tableOf(type);
  const counts = { newRecords: 0, updatedRecords: 0, skippedRecords: 0, conflicts: 0, archivedRecords: 0 };
  if (records.length === 0) return counts;
  counts.archivedRecords += await applyMerges(tx, tenantId, type, records, now);
  // The same record twice in one page (search overlap): keep the newest.
  const byId = new Map<string, HubspotRecord>();
  for (const r of records) {
    const seen = byId.get(r.id);
    if (!seen || remoteModifiedMs(type, r) >= remoteModifiedMs(type, seen)) byId.set(r.id, r);
  }
  const incoming = [...byId.values()];
  await nextTurn();
  const rows = await loadRows(
    tx,
    tenantId,
    type,
    incoming.map((r) => r.id),
  );
  const mapped = new Map(incoming.map((r) => [r.id, fromHubspot(type, r)]));

  // Records new to us: adopt a local row with the same domain (companies) or email (contacts)
  // that HubSpot does not know yet, instead of making a twin.
  const unmatched = incoming.filter((r) => !rows.has(r.id));
  const keyField = type === 'companies' ? 'domain' : 'email';
  const keys = [
    ...new Set(unmatched.map((r) => mapped.get(r.id)?.[keyField]).filter((k): k is string => Boolean(k))),
  ];
  const takenDomains = new Set<string>();
  if (keys.length) {
    // email_key is lower(email) as a column: an index probe under row-level security (crm-contacts.ts).
    const keyColumn = type === 'companies' ? crmCompanies.domain : crmContacts.emailKey;
    await nextTurn();
    const candidates = (await tx
      .select(columnsOf(type) as never)
      .from(t)
      .where(
        and(ofTenant(t, tenantId), inArray(keyColumn as never, keys), eq(t.archived, false)),
      )) as unknown as Row[];
    for (const candidate of candidates) {
      const key = String(candidate[keyField] ?? '').toLowerCase();
      if (candidate.externalCrmId) {
        if (type === 'companies') takenDomains.add(key);
        continue;
      }
      const match = unmatched.find((r) => mapped.get(r.id)?.[keyField] === key && !rows.has(r.id));
      if (match) {
        await tx.update(t).set({ externalCrmId: match.id }).where(eq(t.id, candidate.id));
        rows.set(match.id, { ...candidate, externalCrmId: match.id, remoteSnapshot: null });
      } else if (type === 'companies') takenDomains.add(key);
    }
  }

  // Contacts: HubSpot's company ids → our company rows.
  const localCompany = new Map<string, string>();
  if (type === 'contacts' && options.companyLinks) {
    const ids = [...new Set([...options.companyLinks.values()].flat())];
    if (ids.length) {
      await nextTurn();
      const found = await tx
        .select({ id: crmCompanies.id, externalCrmId: crmCompanies.externalCrmId })
        .from(crmCompanies)
        .where(
          and(
            ofTenant(crmCompanies, tenantId),
            inArray(crmCompanies.externalCrmId, ids),
            eq(crmCompanies.archived, false),
          ),
        );
      for (const f of found) localCompany.set(f.externalCrmId ?? '', f.id);
    }
  }
  const linkOf = (externalId: string): string | null | undefined => {
    const links = options.companyLinks?.get(externalId);
    if (!links) return undefined;
    for (const id of links) {
      const local = localCompany.get(id);
      if (local) return local;
    }
    return undefined;
  };

  const inserts: Record<string, unknown>[] = [];
  const conflicts: (typeof hubspotSyncConflicts.$inferInsert)[] = [];
  for (const record of incoming) {
    const remote = mapped.get(record.id) ?? {};
    const row = rows.get(record.id);
    const link = type === 'contacts' ? linkOf(record.id) : undefined;
    if (!row) {
      const values: Record<string, unknown> = { ...toColumns(type, remote) };
      if (type === 'companies') {
        values.name = remote.name ?? remote.domain ?? 'Unnamed company';
        // HubSpot allows two companies with one domain; we do not: the second keeps no domain here.
        if (remote.domain && takenDomains.has(remote.domain)) values.domain = null;
        else if (remote.domain) takenDomains.add(remote.domain);
      }
      inserts.push({
        ...values,
        companyId: tenantId,
        externalCrmId: record.id,
        source: 'external_crm',
        // Contacts from HubSpot are managed there until someone edits them here (then two-way).
        syncStrategy: type === 'contacts' ? 'hubspot_managed' : 'bidirectional',
        remoteSnapshot: remote,
        externalSyncedAt: now,
        ...(type === 'contacts' && link ? { crmCompanyId: link } : {}),
      });
      counts.newRecords++;
      continue;
    }
    if (row.archived && (type === 'companies' || row.archivedReason !== 'hubspot_deleted')) {
      // Archived here by a person: HubSpot's copy does not bring it back.
      counts.skippedRecords++;
      continue;
    }
    const local = localValues(type, row);
    const snapshot = row.remoteSnapshot;
    const remoteMs = remoteModifiedMs(type, record);
    const localMs = row.locallyModifiedAt?.getTime() ?? 0;
    const changes: FieldValues = {};
    let localWinsSomewhere = false;
    for (const field of Object.keys(FIELD_MAPS[type].fields)) {
      const r = remote[field] ?? null;
      const l = local[field] ?? null;
      if (r === l) continue;
      if (row.syncStrategy === 'hubspot_managed' || snapshot === null) {
        changes[field] = r;
        continue;
      }
      const s = snapshot[field] ?? null;
      const remoteChanged = r !== s;
      const localChanged = l !== s;
      if (remoteChanged && !localChanged) changes[field] = r;
      else if (!remoteChanged && localChanged) localWinsSomewhere = true;
      else {
        const winner = localMs > remoteMs ? 'local' : 'hubspot';
        conflicts.push({
          companyId: tenantId,
          runId: options.runId,
          objectType: type,
          recordId: row.id,
          externalId: record.id,
          field,
          localValue: l,
          remoteValue: r,
          winner,
        });
        if (winner === 'hubspot') changes[field] = r;
        else localWinsSomewhere = true;
      }
    }
    if (type === 'companies' && 'domain' in changes && changes.domain) {
      if (takenDomains.has(changes.domain)) delete changes.domain;
    }
    const relink = link !== undefined && link !== row.crmCompanyId && row.syncStrategy !== 'local_only';
    const unarchive = row.archived;
    const snapshotSame =
      snapshot !== null && Object.keys(remote).every((k) => (snapshot[k] ?? null) === (remote[k] ?? null));
    const anyChange = Object.keys(changes).length > 0 || relink || unarchive;
    if (!anyChange && snapshotSame) {
      counts.skippedRecords++;
      continue;
    }
    await tx
      .update(t)
      .set({
        ...toColumns(type, changes),
        ...(relink ? { crmCompanyId: link } : {}),
        ...(unarchive ? { archived: false, archivedReason: null, archivedAt: null } : {}),
        remoteSnapshot: remote,
        // Local edits that won stay pending for the push; otherwise the row is in step.
        ...(localWinsSomewhere ? {} : { externalSyncedAt: now }),
        ...(anyChange ? { updatedAt: now } : {}),
      } as never)
      .where(eq(t.id, row.id));
    if (anyChange) counts.updatedRecords++;
    else counts.skippedRecords++;
  }
  if (inserts.length) {
    // HubSpot's companies have no lead status of ours: new ones start with the tenant's default
    // (CRM Settings → General settings), as companies added here do.
    if (type === 'companies') {
      const { defaultLeadStatus } = await readGeneralSettings(tx);
      for (const insert of inserts) insert.leadStatus = defaultLeadStatus;
    }
    // In statements of INSERT_CHUNK rows with a loop turn between them, so a batch of several
    // pages never holds the embedded engine's thread for long at once (see nextTurn).
    for (let i = 0; i < inserts.length; i += INSERT_CHUNK) {
      await nextTurn();
      await tx.insert(t).values(inserts.slice(i, i + INSERT_CHUNK) as never);
    }
  }
  if (conflicts.length) await tx.insert(hubspotSyncConflicts).values(conflicts);
  counts.conflicts = conflicts.length;
  return counts;
}

/** What archiving a record because HubSpot no longer has it writes (contacts keep a reason). */
export const archivedValues = (type: HubspotObjectType, now: Date): Record<string, unknown> =>
  type === 'contacts'
    ? { archived: true, archivedReason: 'hubspot_deleted', archivedAt: now, updatedAt: now }
    : { archived: true, updatedAt: now };

/** Archives local rows whose HubSpot record was archived (incremental runs: the archived list). */
export async function archiveByExternalIds(
  tx: Transaction,
  tenantId: string,
  type: HubspotObjectType,
  ids: string[],
  now: Date,
): Promise<number> {
  if (!ids.length) return 0;
  const t = tableOf(type);
  const done = await tx
    .update(t)
    .set(archivedValues(type, now) as never)
    .where(
      and(
        ofTenant(t, tenantId),
        inArray(t.externalCrmId, ids),
        eq(t.archived, false),
        ne(t.syncStrategy, 'local_only'),
      ),
    )
    .returning({ id: t.id });
  return done.length;
}
