import {
  accessDeniedMessage,
  type FlaggedOp as FlaggedOpView,
  type OpResult,
  type OpStatus,
  type WarehouseOpValues,
} from '@northdesk/shared';
import { and, desc, eq } from 'drizzle-orm';
import { warehouseOps } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';
import { AppError, forbidden, isUniqueViolation } from '../../lib/errors.ts';
import {
  changeReceiptLine,
  completeReceipt,
  FlaggedOp,
  type OpOutcome,
  startReceipt,
} from './receipt-ops.ts';
import { countStock, moveStock, reportUnknown } from './stock-ops.ts';
import { userNames, withLedger } from './warehouse-queries.ts';

type Ctx = Required<TenantContext>;

/** Ops that make a new record need the create level; the others change stock or a receipt (edit). */
const CREATING = new Set<WarehouseOpValues['type']>(['receipt.start', 'unknown.create']);

function run(tx: Transaction, ctx: Ctx, op: WarehouseOpValues): Promise<OpOutcome> {
  switch (op.type) {
    case 'move':
      return moveStock(tx, ctx, op);
    case 'count':
      return countStock(tx, ctx, op);
    case 'receipt.start':
      return startReceipt(tx, ctx, op);
    case 'receipt.scan':
    case 'receipt.set':
      return changeReceiptLine(tx, ctx, op);
    case 'receipt.complete':
      return completeReceipt(tx, ctx, op);
    case 'unknown.create':
      return reportUnknown(tx, ctx, op);
  }
}

async function priorAnswer(tx: Transaction, opId: string): Promise<OpResult | null> {
  const [prior] = await tx.select().from(warehouseOps).where(eq(warehouseOps.opId, opId));
  if (!prior) return null;
  return { opId, status: prior.status as OpStatus, replayed: true, message: prior.message };
}

/**
 * One op, exactly once: it is applied and its id written to the op table in one transaction, so
 * a replay finds the id and gets the first answer back. The same op sent twice at once: the second
 * insert of the id waits for the first transaction, fails on the key when it commits, and rolls
 * its own work back, answering as a replay. An op that cannot be applied as sent is kept as
 * flagged, its partial work rolled back to a savepoint.
 */
async function applyOne(db: Database, ctx: Ctx, op: WarehouseOpValues): Promise<OpResult> {
  try {
    return await withLedger(db, ctx, async (tx) => {
      const prior = await priorAnswer(tx, op.opId);
      if (prior) return prior;
      let flag: string | null;
      try {
        flag = (await tx.transaction((savepoint) => run(savepoint, ctx, op))).flag;
      } catch (error) {
        if (!(error instanceof FlaggedOp)) throw error;
        flag = error.message;
      }
      await tx.insert(warehouseOps).values({
        companyId: ctx.companyId,
        opId: op.opId,
        type: op.type,
        status: flag === null ? 'applied' : 'flagged',
        message: flag,
        payload: op,
        userId: ctx.userId,
      });
      return { opId: op.opId, status: flag === null ? 'applied' : 'flagged', replayed: false, message: flag };
    });
  } catch (error) {
    if (!isUniqueViolation(error, 'warehouse_ops_company_id_op_id_pk')) throw error;
    const prior = await withTenant(db, ctx, (tx) => priorAnswer(tx, op.opId));
    if (!prior) throw error;
    return prior;
  }
}

export const warehouseOpsService = {
  /**
   * Applies a batch in order, each op in its own transaction. An op naming a record this tenant
   * does not have (404), or one the user may not do (403), stops the batch with that answer and
   * names the op (fields.opId): the ops before it are applied, and the outbox resends the rest.
   */
  async apply(db: Database, ctx: Ctx, ops: WarehouseOpValues[], canCreate: boolean): Promise<OpResult[]> {
    const results: OpResult[] = [];
    for (const [index, op] of ops.entries()) {
      try {
        if (CREATING.has(op.type) && !canCreate) throw forbidden(accessDeniedMessage('create', 'Inventory'));
        results.push(await applyOne(db, ctx, op));
      } catch (error) {
        if (error instanceof AppError)
          throw new AppError(error.code, error.message, {
            ...error.fields,
            opId: op.opId,
            index: String(index),
          });
        throw error;
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
