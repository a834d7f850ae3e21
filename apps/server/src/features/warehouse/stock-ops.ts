import { WAREHOUSE_COPY as C, type WarehouseOpValues } from '@northdesk/shared';
import { and, eq, lte, or, sql } from 'drizzle-orm';
import { receipts, stockCounts, stockMoves, unknownItems } from '../../db/schema/index.ts';
import type { TenantContext } from '../../db/tenant.ts';
import type { Transaction } from '../../db/types.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { OpLookups } from './op-lookups.ts';
import { FlaggedOp, type OpOutcome } from './receipt-ops.ts';
import { dec, type MoveInput, postMoves, qty } from './warehouse-queries.ts';

type Op<T extends WarehouseOpValues['type']> = Extract<WarehouseOpValues, { type: T }>;
type Ctx = Required<TenantContext>;
const applied: OpOutcome = { flag: null };

/**
 * A move, checked: the ledger row it is to write. It reads nothing but the products and locations
 * the replay has loaded, and writes nothing itself, so a run of moves in a replay is written in one
 * statement (warehouse-ops.service.ts) and a bad one is refused before anything of it is written.
 */
export async function checkedMove(tx: Transaction, op: Op<'move'>, look: OpLookups): Promise<MoveInput> {
  if (op.fromLocationId === op.toLocationId) throw new AppError('bad_request', C.sameLocation);
  const product = await look.product(tx, op.productId);
  await look.location(tx, op.fromLocationId);
  await look.location(tx, op.toLocationId);
  if (product.archived) throw new FlaggedOp(C.productArchived);
  return {
    productId: op.productId,
    fromLocationId: op.fromLocationId,
    toLocationId: op.toLocationId,
    quantity: op.quantity,
    reason: 'move',
    opId: op.opId,
  };
}

/**
 * A count: the books at the moment of counting are the ledger's moves up to then (a count made
 * offline and sent later is not confused by moves posted since), and the difference is posted now
 * as an adjustment in or out of the books, with the counter and the time.
 */
export async function countStock(
  tx: Transaction,
  ctx: Ctx,
  op: Op<'count'>,
  look: OpLookups,
): Promise<OpOutcome> {
  const product = await look.product(tx, op.productId);
  const location = await look.location(tx, op.locationId);
  if (product.archived) throw new FlaggedOp(C.productArchived);
  const countedAt = new Date(Math.min(Date.parse(op.countedAt), Date.now()));
  const [books] = await tx
    .select({
      quantity: sql<string>`coalesce(sum(CASE WHEN ${stockMoves.toLocationId} = ${location.id} THEN ${stockMoves.quantity} ELSE -${stockMoves.quantity} END), 0)`,
    })
    .from(stockMoves)
    .where(
      and(
        eq(stockMoves.productId, product.id),
        or(eq(stockMoves.fromLocationId, location.id), eq(stockMoves.toLocationId, location.id)),
        lte(stockMoves.createdAt, countedAt),
      ),
    );
  const system = dec(books?.quantity ?? '0');
  const difference = dec(op.countedQuantity).minus(system);
  await tx.insert(stockCounts).values({
    companyId: ctx.companyId,
    productId: product.id,
    locationId: location.id,
    countedQuantity: op.countedQuantity,
    systemQuantity: qty(system),
    countedAt,
    countedBy: ctx.userId,
    opId: op.opId,
  });
  const gain = difference.gt(0);
  await postMoves(tx, ctx, [
    {
      productId: product.id,
      fromLocationId: gain ? null : location.id,
      toLocationId: gain ? location.id : null,
      quantity: difference.abs(),
      reason: 'count',
      reference: `Counted ${qty(op.countedQuantity)}`,
      opId: op.opId,
    },
  ]);
  return applied;
}

export async function reportUnknown(
  tx: Transaction,
  ctx: Ctx,
  op: Op<'unknown.create'>,
  look: OpLookups,
): Promise<OpOutcome> {
  const [existing] = await tx
    .select({ id: unknownItems.id })
    .from(unknownItems)
    .where(eq(unknownItems.id, op.unknownItemId));
  if (existing) return applied;
  await look.location(tx, op.locationId);
  if (op.receiptId) {
    const [receipt] = await tx
      .select({ id: receipts.id })
      .from(receipts)
      .where(eq(receipts.id, op.receiptId));
    if (!receipt) throw notFound(C.receiptNotFound);
  }
  await tx.insert(unknownItems).values({
    id: op.unknownItemId,
    companyId: ctx.companyId,
    rawCode: op.rawCode,
    description: op.description,
    quantity: op.quantity,
    locationId: op.locationId,
    receiptId: op.receiptId ?? null,
    reportedBy: ctx.userId,
    // Ops share a transaction (now() is its start): the clock keeps items of one replay in order.
    createdAt: sql`clock_timestamp()`,
  });
  return applied;
}
