import {
  COMPANY_MERGE_FIELDS,
  CONTACT_MERGE_FIELDS,
  MERGE_DUPLICATES_COPY,
  type MergeRequest,
  type MergeResult,
} from '@northdesk/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { checkedOwner } from '../../db/owners.ts';
import { queryRows } from '../../db/rows.ts';
import { crmCompanies, crmContacts } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';
import { AppError, notFound } from '../../lib/errors.ts';

type CompanyRow = typeof crmCompanies.$inferSelect;
type ContactRow = typeof crmContacts.$inferSelect;

/** Runs an UPDATE/DELETE … RETURNING 1 and says how many rows it touched (both drivers). */
async function touched(tx: Transaction, query: SQL): Promise<number> {
  return (await queryRows<{ one: number }>(tx, sql`${query} RETURNING 1 AS one`)).length;
}

/** The picked values of the other record, for the fields whose pick is "other". */
function picked<Row, F extends keyof Row & string>(
  fields: readonly F[],
  request: MergeRequest,
  other: Row,
): Partial<Pick<Row, F>> {
  const set: Partial<Pick<Row, F>> = {};
  for (const field of fields) if (request.fields[field] === 'other') set[field] = other[field];
  return set;
}

/** Writes "merged" into both histories: the kept record names the other, and the other the kept. */
async function noteMerge(
  tx: Transaction,
  entity: 'company' | 'contact',
  kept: { id: string; label: string },
  other: { id: string; label: string },
  moved: Record<string, number>,
) {
  const movedText = Object.entries(moved)
    .filter(([, n]) => n > 0)
    .map(([what, n]) => `${n} ${what}`)
    .join(', ');
  const keptChanges = {
    merged_from: { old: null, new: `${other.label} (${other.id})` },
    ...(movedText ? { moved_here: { old: null, new: movedText } } : {}),
  };
  const otherChanges = { merged_into: { old: null, new: `${kept.label} (${kept.id})` } };
  await tx.execute(
    sql`SELECT crm_record_history_note(${entity}, ${kept.id}::uuid, 'merged', ${JSON.stringify(keptChanges)}::jsonb)`,
  );
  await tx.execute(
    sql`SELECT crm_record_history_note(${entity}, ${other.id}::uuid, 'merged', ${JSON.stringify(otherChanges)}::jsonb)`,
  );
}

function checkPair(keptId: string, otherId: string) {
  if (keptId === otherId)
    throw new AppError('validation_failed', MERGE_DUPLICATES_COPY.sameRecord, {
      otherId: MERGE_DUPLICATES_COPY.sameRecord,
    });
}

/** Both listed rows, locked for the merge; a 404 when either is missing, archived or another tenant's. */
function lockedPair<Row extends { id: string }>(rows: Row[], keptId: string, otherId: string) {
  const kept = rows.find((r) => r.id === keptId);
  const other = rows.find((r) => r.id === otherId);
  if (!kept || !other) throw notFound(MERGE_DUPLICATES_COPY.notFound);
  return { kept, other };
}

/**
 * Moves a company's task links to another company: links the kept company to the same tasks (and
 * their contacts under it) where it is not linked yet, then drops the old links.
 */
async function moveTaskLinks(tx: Transaction, from: string, to: string): Promise<number> {
  await tx.execute(sql`
    INSERT INTO task_companies (company_id, task_id, crm_company_id, position)
    SELECT company_id, task_id, ${to}::uuid, position FROM task_companies WHERE crm_company_id = ${from}::uuid
    ON CONFLICT DO NOTHING`);
  await tx.execute(sql`
    INSERT INTO task_contacts (company_id, task_id, crm_company_id, contact_id, position)
    SELECT company_id, task_id, ${to}::uuid, contact_id, position FROM task_contacts WHERE crm_company_id = ${from}::uuid
    ON CONFLICT DO NOTHING`);
  return touched(tx, sql`DELETE FROM task_companies WHERE crm_company_id = ${from}::uuid`);
}

/**
 * Merges `otherId` into `keptId` (companies, issue 24 item 6) in one transaction: the kept company
 * takes the picked values, everything linked to the other (contacts, activities, deals, quotes,
 * tasks and their links, purchase orders, receipts) moves to it, the other is archived. Every
 * moved row's change and both records' "merged" entries land in the history as the user.
 */
export function mergeCompanies(
  db: Database,
  ctx: TenantContext,
  keptId: string,
  request: MergeRequest,
): Promise<MergeResult> {
  checkPair(keptId, request.otherId);
  return withTenant(db, ctx, async (tx) => {
    const rows: CompanyRow[] = await tx
      .select()
      .from(crmCompanies)
      .where(
        and(
          inArray(crmCompanies.id, [keptId, request.otherId]),
          eq(crmCompanies.archived, false),
          eq(crmCompanies.isIndividualContacts, false),
        ),
      )
      .for('update');
    const { kept, other } = lockedPair(rows, keptId, request.otherId);
    const set = picked(COMPANY_MERGE_FIELDS, request, other);
    await checkedOwner(tx, set.ownerUserId);
    const now = new Date();
    // The other goes first: archived, it no longer holds its domain for the kept one to take.
    await tx
      .update(crmCompanies)
      .set({ archived: true, locallyModifiedAt: now, updatedAt: now })
      .where(eq(crmCompanies.id, other.id));
    if (Object.keys(set).length > 0)
      await tx
        .update(crmCompanies)
        .set({ ...set, locallyModifiedAt: now, updatedAt: now })
        .where(eq(crmCompanies.id, kept.id));
    const move = (table: string, column: string) =>
      touched(
        tx,
        sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${kept.id}::uuid WHERE ${sql.identifier(column)} = ${other.id}::uuid`,
      );
    const moved = {
      contacts: await move('crm_contacts', 'crm_company_id'),
      activities: await move('crm_activities', 'crm_company_id'),
      deals: await move('crm_deals', 'crm_company_id'),
      quotes: await move('quotes', 'crm_company_id'),
      tasks: await move('tasks', 'crm_company_id'),
      'task links': await moveTaskLinks(tx, other.id, kept.id),
      'purchase orders': await move('purchase_orders', 'supplier_id'),
      receipts: await move('receipts', 'supplier_id'),
    };
    const label = (r: CompanyRow) => (r.id === kept.id && set.name ? set.name : r.name);
    await noteMerge(
      tx,
      'company',
      { id: kept.id, label: label(kept) },
      { id: other.id, label: other.name },
      moved,
    );
    return { keptId: kept.id, archivedId: other.id, moved };
  });
}

const contactLabel = (r: Pick<ContactRow, 'firstName' | 'lastName' | 'email'>) =>
  [r.firstName, r.lastName].filter(Boolean).join(' ') || r.email || '';

/**
 * Merges contact `otherId` into `keptId` the same way: picked values, its activities, deals,
 * quotes, tasks and task links moved, the other archived (as deleted by the user).
 */
export function mergeContacts(
  db: Database,
  ctx: TenantContext,
  keptId: string,
  request: MergeRequest,
): Promise<MergeResult> {
  checkPair(keptId, request.otherId);
  return withTenant(db, ctx, async (tx) => {
    const rows: ContactRow[] = await tx
      .select()
      .from(crmContacts)
      .where(and(inArray(crmContacts.id, [keptId, request.otherId]), eq(crmContacts.archived, false)))
      .for('update');
    const { kept, other } = lockedPair(rows, keptId, request.otherId);
    const set = picked(CONTACT_MERGE_FIELDS, request, other);
    await checkedOwner(tx, set.ownerUserId);
    const now = new Date();
    await tx
      .update(crmContacts)
      .set({
        archived: true,
        archivedReason: 'user_deleted',
        archivedAt: now,
        locallyModifiedAt: now,
        updatedAt: now,
      })
      .where(eq(crmContacts.id, other.id));
    if (Object.keys(set).length > 0)
      await tx
        .update(crmContacts)
        .set({ ...set, locallyModifiedAt: now, updatedAt: now })
        .where(eq(crmContacts.id, kept.id));
    const move = (table: string) =>
      touched(
        tx,
        sql`UPDATE ${sql.identifier(table)} SET contact_id = ${kept.id}::uuid WHERE contact_id = ${other.id}::uuid`,
      );
    const activities = await move('crm_activities');
    const deals = await move('crm_deals');
    const quotes = await move('quotes');
    const tasks = await move('tasks');
    // A task linked to the other contact under a company links the kept one there instead.
    await tx.execute(sql`
      INSERT INTO task_contacts (company_id, task_id, crm_company_id, contact_id, position)
      SELECT company_id, task_id, crm_company_id, ${kept.id}::uuid, position FROM task_contacts WHERE contact_id = ${other.id}::uuid
      ON CONFLICT DO NOTHING`);
    const links = await touched(tx, sql`DELETE FROM task_contacts WHERE contact_id = ${other.id}::uuid`);
    const moved = { activities, deals, quotes, tasks, 'task links': links };
    await noteMerge(
      tx,
      'contact',
      { id: kept.id, label: contactLabel({ ...kept, ...set }) },
      { id: other.id, label: contactLabel(other) },
      moved,
    );
    return { keptId: kept.id, archivedId: other.id, moved };
  });
}
