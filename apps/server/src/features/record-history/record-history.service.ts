import type { HistoryEntityType, HistoryEntry, HistoryResponse } from '@northdesk/shared';
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import {
  crmCompanies,
  crmContacts,
  crmDeals,
  crmPipelineStages,
  crmPipelines,
  crmRecordHistory,
  type FieldChange,
  profiles,
  quotes,
  tasks,
} from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';
import { historyValueNames, type NameLookups } from './history-names.ts';

const TABLES = {
  company: crmCompanies,
  contact: crmContacts,
  deal: crmDeals,
  task: tasks,
  quote: quotes,
} as const;

/** The record exists in the tenant (row-level security hides other tenants' rows). */
async function recordExists(tx: Transaction, type: HistoryEntityType, id: string): Promise<boolean> {
  const table = TABLES[type];
  const rows = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return rows.length > 0;
}

const lookups: NameLookups = {
  users: async (tx, ids) =>
    (
      await tx
        .select({ id: profiles.id, name: sql<string>`coalesce(${profiles.fullName}, ${profiles.email}, '')` })
        .from(profiles)
        .where(inArray(profiles.id, ids))
    ).map((r) => [r.id, r.name]),
  companies: async (tx, ids) =>
    (
      await tx
        .select({ id: crmCompanies.id, name: crmCompanies.name })
        .from(crmCompanies)
        .where(inArray(crmCompanies.id, ids))
    ).map((r) => [r.id, r.name]),
  contacts: async (tx, ids) =>
    (
      await tx
        .select({
          id: crmContacts.id,
          name: sql<string>`btrim(coalesce(${crmContacts.firstName}, '') || ' ' || coalesce(${crmContacts.lastName}, ''))`,
        })
        .from(crmContacts)
        .where(inArray(crmContacts.id, ids))
    ).map((r) => [r.id, r.name]),
  stages: async (tx, ids) =>
    (
      await tx
        .select({ id: crmPipelineStages.id, name: crmPipelineStages.name })
        .from(crmPipelineStages)
        .where(inArray(crmPipelineStages.id, ids))
    ).map((r) => [r.id, r.name]),
  pipelines: async (tx, ids) =>
    (
      await tx
        .select({ id: crmPipelines.id, name: crmPipelines.name })
        .from(crmPipelines)
        .where(inArray(crmPipelines.id, ids))
    ).map((r) => [r.id, r.name]),
};

/**
 * A record's history, newest first, a page at a time; null when the record is not the tenant's.
 * Ids in the values (owner, company, stage…) are shown by name where the row still exists.
 */
export async function readRecordHistory(
  db: Database,
  ctx: TenantContext,
  type: HistoryEntityType,
  id: string,
  page: { before?: string | undefined; limit: number },
): Promise<HistoryResponse | null> {
  return withTenant(db, ctx, async (tx) => {
    if (!(await recordExists(tx, type, id))) return null;
    const h = crmRecordHistory;
    const [cursor] = page.before
      ? await tx.select({ at: h.changedAt }).from(h).where(eq(h.id, page.before))
      : [];
    const rows = await tx
      .select({
        id: h.id,
        action: h.action,
        actorType: h.actorType,
        actorUserId: h.actorUserId,
        changedAt: h.changedAt,
        changes: h.changes,
      })
      .from(h)
      .where(
        and(
          eq(h.entityType, type),
          eq(h.entityId, id),
          cursor && page.before
            ? or(lt(h.changedAt, cursor.at), and(eq(h.changedAt, cursor.at), lt(h.id, page.before)))
            : undefined,
        ),
      )
      .orderBy(desc(h.changedAt), desc(h.id))
      .limit(page.limit + 1);
    const shown = rows.slice(0, page.limit);
    const names = await historyValueNames(
      tx,
      lookups,
      shown.map((r) => r.changes),
      shown.flatMap((r) => (r.actorUserId ? [r.actorUserId] : [])),
    );
    const entries: HistoryEntry[] = shown.map((r) => ({
      id: r.id,
      action: r.action as HistoryEntry['action'],
      actorType: r.actorType as HistoryEntry['actorType'],
      actorName: r.actorUserId ? (names.user(r.actorUserId) ?? null) : null,
      changedAt: r.changedAt.toISOString(),
      changes: Object.entries(r.changes as Record<string, FieldChange>)
        .map(([field, change]) => ({
          field,
          old: names.value(field, change.old),
          new: names.value(field, change.new),
        }))
        .sort((a, b) => a.field.localeCompare(b.field)),
    }));
    return { entries, hasMore: rows.length > page.limit };
  });
}
