import {
  accessDeniedMessage,
  type FlaggedOp as FlaggedOpView,
  type OpResult,
  type OpStatus,
  type WarehouseOpValues,
} from '@northdesk/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { warehouseOps } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import { OpLookups } from './op-lookups.ts';
import {
  changeReceiptLine,
  completeReceipt,
  FlaggedOp,
  type OpOutcome,
  startReceipt,
} from './receipt-ops.ts';
import { checkedMove, countStock, reportUnknown } from './stock-ops.ts';
import { type MoveInput, postMoves, userNames, withLedger } from './warehouse-queries.ts';

type Ctx = Required<TenantContext>;

/**
 * Ops applied per transaction. A phone back online sends up to 500 at once: one transaction each
 * was 500 commits (each a WAL flush on PostgreSQL) and ~12 statements an op; 50 keeps a chunk's
 * hold on PGlite's one engine short (other requests wait behind it) while commits stay few.
 */
export const OPS_PER_TRANSACTION = 50;

/** Ops that make a new record need the create level; the others change stock or a receipt (edit). */
const CREATING = new Set<WarehouseOpValues['type']>(['receipt.start', 'unknown.create']);

/** The ops that read or write more than a move: each runs under its own savepoint. */
type WritingOp = Exclude<WarehouseOpValues, { type: 'move' }>;

function run(tx: Transaction, ctx: Ctx, op: WritingOp, look: OpLookups): Promise<OpOutcome> {
  switch (op.type) {
    case 'count':
      return countStock(tx, ctx, op, look);
    case 'receipt.start':
      return startReceipt(tx, ctx, op, look);
    case 'receipt.scan':
    case 'receipt.set':
      return changeReceiptLine(tx, ctx, op, look);
    case 'receipt.complete':
      return completeReceipt(tx, ctx, op, look);
    case 'unknown.create':
      return reportUnknown(tx, ctx, op, look);
  }
}

/** The first answers to the ops of this chunk received before (by this request or an earlier one). */
async function priorAnswers(tx: Transaction, opIds: string[]): Promise<Map<string, OpResult>> {
  const rows = await tx
    .select({ opId: warehouseOps.opId, status: warehouseOps.status, message: warehouseOps.message })
    .from(warehouseOps)
    .where(inArray(warehouseOps.opId, [...new Set(opIds)]));
  return new Map(
    rows.map((r) => [
      r.opId,
      { opId: r.opId, status: r.status as OpStatus, replayed: true, message: r.message },
    ]),
  );
}

type ChunkOutcome = { results: OpResult[]; stop: { error: AppError; at: number } | null };

/**
 * One chunk of a batch in one transaction, each op exactly once. Each op runs under its own
 * savepoint: one that cannot be applied as sent (FlaggedOp) has its partial work rolled back and
 * is kept as flagged, alone; one naming a record the tenant does not have, or one the user may not
 * do, is rolled back and ends the chunk there, the ops before it committed. Moves are checked in
 * memory and have no partial work: they need no savepoint, and a run of them is written as one
 * statement, before the next other op (a count reads the ledger) and at the end. The op ids are
 * written with the work, in one statement at the end: a replay finds them and gets the first
 * answers back. The same op sent twice at once: the second insert of its id waits for the first
 * transaction and fails on the key when it commits; withLedger then reruns the chunk, which finds
 * the id.
 */
async function applyChunk(
  tx: Transaction,
  ctx: Ctx,
  ops: readonly WarehouseOpValues[],
  canCreate: boolean,
): Promise<ChunkOutcome> {
  const known = await priorAnswers(
    tx,
    ops.map((op) => op.opId),
  );
  const look = new OpLookups();
  await look.load(
    tx,
    ops.filter((op) => !known.has(op.opId)),
  );
  const results: OpResult[] = [];
  const recorded: PgInsertValue<typeof warehouseOps>[] = [];
  const moves: MoveInput[] = [];
  const writeMoves = async () => {
    if (moves.length > 0) await postMoves(tx, ctx, moves.splice(0));
  };
  let stop: ChunkOutcome['stop'] = null;
  for (const [at, op] of ops.entries()) {
    if (CREATING.has(op.type) && !canCreate) {
      stop = { error: forbidden(accessDeniedMessage('create', 'Inventory')), at };
      break;
    }
    const prior = known.get(op.opId);
    if (prior) {
      results.push(prior);
      continue;
    }
    let flag: string | null = null;
    try {
      if (op.type === 'move') moves.push(await checkedMove(tx, op, look));
      else {
        await writeMoves();
        flag = (await tx.transaction((savepoint) => run(savepoint, ctx, op, look))).flag;
      }
    } catch (error) {
      if (error instanceof FlaggedOp) flag = error.message;
      else if (error instanceof AppError) {
        stop = { error, at };
        break;
      } else throw error;
    }
    const status: OpStatus = flag === null ? 'applied' : 'flagged';
    recorded.push({
      companyId: ctx.companyId,
      opId: op.opId,
      type: op.type,
      status,
      message: flag,
      payload: op,
      userId: ctx.userId,
      // Recorded together at the end: each a microsecond after the one before, so lists keep their order.
      createdAt: sql`clock_timestamp() + ${recorded.length} * interval '1 microsecond'`,
    });
    results.push({ opId: op.opId, status, replayed: false, message: flag });
    // The same op twice in one batch: the second is a replay of the first.
    known.set(op.opId, { opId: op.opId, status, replayed: true, message: flag });
  }
  await writeMoves();
  if (recorded.length > 0) await tx.insert(warehouseOps).values(recorded);
  return { results, stop };
}

export const warehouseOpsService = {
  /**
   * Applies a batch in order, OPS_PER_TRANSACTION ops a transaction. An op naming a record this
   * tenant does not have (404), or one the user may not do (403), stops the batch with that answer
   * and names the op (fields.opId, index): the ops before it are applied, and the outbox resends
   * the rest. Any other failure rolls back the chunk it happened in; the chunks before it stay.
   */
  async apply(db: Database, ctx: Ctx, ops: WarehouseOpValues[], canCreate: boolean): Promise<OpResult[]> {
    const results: OpResult[] = [];
    for (let start = 0; start < ops.length; start += OPS_PER_TRANSACTION) {
      const chunk = ops.slice(start, start + OPS_PER_TRANSACTION);
      const outcome = await withLedger(db, ctx, (tx) => applyChunk(tx, ctx, chunk, canCreate));
      results.push(...outcome.results);
      if (outcome.stop) {
        const { error, at } = outcome.stop;
        throw new AppError(error.code, error.message, {
          ...error.fields,
          opId: chunk[at]?.opId ?? '',
          index: String(start + at),
        });
      }
    }
    return results;
  },

  flagged(db: Database, ctx: TenantContext): Promise<FlaggedOpView[]> {
    return withTenant(db, ctx, async (tx) => {
      const rows = await tx
        .select()
        .from(warehouseOps)
        .where(and(eq(warehouseOps.status, 'flagged')))
        .orderBy(desc(warehouseOps.createdAt))
        .limit(200);
      const names = await userNames(
        tx,
        rows.map((r) => r.userId),
      );
      return rows.map((r) => ({
        opId: r.opId,
        type: r.type,
        message: r.message,
        userName: r.userId ? (names.get(r.userId) ?? null) : null,
        createdAt: r.createdAt.toISOString(),
        payload: (r.payload ?? {}) as Record<string, unknown>,
      }));
    });
  },
};
