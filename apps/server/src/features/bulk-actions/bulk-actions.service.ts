import type { BulkAction, BulkEntity, BulkFilter, BulkResult } from '@northdesk/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { crmCompanies, crmContacts } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';
import type { JobRun } from '../../lib/jobs/define-job.ts';
import { recordFilterConditions } from '../../lib/record-filters.ts';

export type BulkJobData = {
  entity: BulkEntity;
  ids?: string[];
  filter?: BulkFilter;
  action: BulkAction;
};

/** Rows changed per transaction: each batch commits with its history and its progress. */
const BATCH = 250;

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The ids of the listed (not archived) rows matching the list's filters, as the lists read them. */
async function idsMatching(tx: Transaction, entity: BulkEntity, filter: BulkFilter, userId: string | null) {
  const owner = filter.owner === 'mine' ? userId : filter.owner;
  if (entity === 'company') {
    const t = crmCompanies;
    const where: (SQL | undefined)[] = [
      eq(t.archived, false),
      eq(t.isIndividualContacts, false),
      filter.search ? sql`${t.searchText} LIKE ${likePattern(filter.search)}` : undefined,
      filter.country ? eq(t.country, filter.country) : undefined,
      owner ? eq(t.ownerUserId, owner) : undefined,
      ...recordFilterConditions(filter, 'crm_companies'),
    ];
    return (
      await tx
        .select({ id: t.id })
        .from(t)
        .where(and(...where))
        .orderBy(t.sortName, t.id)
    ).map((r) => r.id);
  }
  const t = crmContacts;
  const where: (SQL | undefined)[] = [
    eq(t.archived, false),
    filter.search ? sql`${t.searchText} LIKE ${likePattern(filter.search)}` : undefined,
    filter.country ? eq(t.companyCountry, filter.country) : undefined,
    filter.category && filter.category !== 'all' ? eq(t.category, filter.category) : undefined,
    owner ? eq(t.ownerUserId, owner) : undefined,
    ...recordFilterConditions(filter, 'crm_contacts'),
  ];
  return (
    await tx
      .select({ id: t.id })
      .from(t)
      .where(and(...where))
      .orderBy(t.sortKey, t.id)
  ).map((r) => r.id);
}

/** One batch: only rows still listed and not already so change; returns how many changed. */
async function applyBatch(tx: Transaction, entity: BulkEntity, ids: string[], action: BulkAction) {
  const now = new Date();
  if (entity === 'company') {
    const t = crmCompanies;
    const [set, unchanged] =
      action.type === 'lead_status'
        ? [{ leadStatus: action.leadStatus }, sql`${t.leadStatus} IS DISTINCT FROM ${action.leadStatus}`]
        : action.type === 'owner'
          ? [
              { ownerUserId: action.ownerUserId },
              sql`${t.ownerUserId} IS DISTINCT FROM ${action.ownerUserId}`,
            ]
          : [{ archived: true }, sql`true`];
    const rows = await tx
      .update(t)
      .set({ ...set, locallyModifiedAt: now, updatedAt: now })
      .where(and(inArray(t.id, ids), eq(t.archived, false), eq(t.isIndividualContacts, false), unchanged))
      .returning({ id: t.id });
    return rows.length;
  }
  const t = crmContacts;
  const [set, unchanged] =
    action.type === 'lead_status'
      ? [{ leadStatus: action.leadStatus }, sql`${t.leadStatus} IS DISTINCT FROM ${action.leadStatus}`]
      : action.type === 'owner'
        ? [{ ownerUserId: action.ownerUserId }, sql`${t.ownerUserId} IS DISTINCT FROM ${action.ownerUserId}`]
        : [{ archived: true, archivedReason: 'user_deleted', archivedAt: now }, sql`true`];
  const rows = await tx
    .update(t)
    .set({ ...set, locallyModifiedAt: now, updatedAt: now })
    .where(and(inArray(t.id, ids), eq(t.archived, false), unchanged))
    .returning({ id: t.id });
  return rows.length;
}

/**
 * The bulk-actions job (issue 24 item 5): resolves the selection once, then changes it in batches
 * as the person who started it (their name in each record's history), with progress. Safe to run
 * again: a batch only touches rows not yet changed, so a retry counts them as unchanged.
 */
export async function runBulkAction(db: Database, job: JobRun<BulkJobData>): Promise<BulkResult> {
  if (!job.companyId) throw new Error('bulk-actions.apply needs a tenant');
  const ctx: TenantContext = { companyId: job.companyId, userId: job.userId ?? undefined };
  const { entity, action } = job.data;
  const ids = job.data.ids
    ? [...new Set(job.data.ids)]
    : await withTenant(db, ctx, (tx) =>
        idsMatching(tx, entity, job.data.filter ?? { owner: undefined }, job.userId),
      );
  let changed = 0;
  await job.progress({ done: 0, total: ids.length });
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH);
    changed += await withTenant(db, ctx, (tx) => applyBatch(tx, entity, batch, action));
    const done = Math.min(start + BATCH, ids.length);
    await job.progress({ done, total: ids.length, counts: { changed } });
  }
  return { matched: ids.length, changed, unchanged: ids.length - changed };
}
