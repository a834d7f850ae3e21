import { WAREHOUSE_COPY as C, discrepanciesOf, type WarehouseOpValues } from '@northdesk/shared';
import { and, eq, sql } from 'drizzle-orm';
import {
  crmCompanies,
  notifications,
  purchaseOrderLines,
  purchaseOrders,
  receiptLines,
  receipts,
} from '../../db/schema/index.ts';
import type { TenantContext } from '../../db/tenant.ts';
import type { Transaction } from '../../db/types.ts';
import { notFound } from '../../lib/errors.ts';
import type { OpLookups } from './op-lookups.ts';
import { locationOfKind } from './warehouse-locations.service.ts';
import { dec, type MoveInput, postMoves, qty } from './warehouse-queries.ts';

type Op<T extends WarehouseOpValues['type']> = Extract<WarehouseOpValues, { type: T }>;
type Ctx = Required<TenantContext>;

/** An op that cannot be applied as sent: kept, flagged for the office, nothing of it applied. */
export class FlaggedOp extends Error {}

/** What an applied op still wants the office to look at (kept as a flag; its work stays done). */
export type OpOutcome = { flag: string | null };
const applied: OpOutcome = { flag: null };

/** Received so far per product of an expected delivery, on its completed receipts. */
export async function receivedOnOrder(tx: Transaction, orderId: string): Promise<Map<string, string>> {
  const rows = await tx
    .select({ productId: receiptLines.productId, received: sql<string>`sum(${receiptLines.received})` })
    .from(receiptLines)
    .innerJoin(
      receipts,
      and(eq(receipts.companyId, receiptLines.companyId), eq(receipts.id, receiptLines.receiptId)),
    )
    .where(and(eq(receipts.purchaseOrderId, orderId), eq(receipts.status, 'completed')))
    .groupBy(receiptLines.productId);
  return new Map(rows.map((r) => [r.productId, r.received]));
}

export async function startReceipt(
  tx: Transaction,
  ctx: Ctx,
  op: Op<'receipt.start'>,
  look: OpLookups,
): Promise<OpOutcome> {
  const [existing] = await tx.select({ id: receipts.id }).from(receipts).where(eq(receipts.id, op.receiptId));
  if (existing) return applied;
  await look.location(tx, op.locationId);
  let flag: string | null = null;
  let supplierId = op.supplierId ?? null;
  if (op.purchaseOrderId) {
    const [order] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, op.purchaseOrderId));
    if (!order) throw notFound(C.purchaseOrderNotFound);
    if (order.status !== 'open') flag = C.receiptOrderClosed;
    supplierId = order.supplierId;
  } else if (supplierId) {
    const [supplier] = await tx
      .select({ id: crmCompanies.id })
      .from(crmCompanies)
      .where(eq(crmCompanies.id, supplierId));
    if (!supplier) throw notFound(C.supplierNotFound);
  }
  await tx.insert(receipts).values({
    id: op.receiptId,
    companyId: ctx.companyId,
    purchaseOrderId: op.purchaseOrderId ?? null,
    supplierId: op.purchaseOrderId ? null : supplierId,
    locationId: op.locationId,
    deliveryNote: op.deliveryNote,
    startedBy: ctx.userId,
    // Ops share a transaction (now() is its start): the clock keeps receipts of one replay in order.
    createdAt: sql`clock_timestamp()`,
  });
  if (op.purchaseOrderId) {
    // Expected: what is still to come after earlier receipts of the same order.
    const lines = await tx
      .select()
      .from(purchaseOrderLines)
      .where(eq(purchaseOrderLines.purchaseOrderId, op.purchaseOrderId));
    const received = await receivedOnOrder(tx, op.purchaseOrderId);
    const rows = lines.map((line) => {
      const remaining = dec(line.quantity).minus(dec(received.get(line.productId) ?? '0'));
      return {
        companyId: ctx.companyId,
        receiptId: op.receiptId,
        productId: line.productId,
        expected: qty(remaining.gt(0) ? remaining : dec('0')),
      };
    });
    if (rows.length > 0) await tx.insert(receiptLines).values(rows);
  }
  return { flag };
}

/** The receipt, locked against completion while a line changes (or for completion itself). */
async function lockedReceipt(tx: Transaction, receiptId: string, mode: 'share' | 'update') {
  const [receipt] = await tx.select().from(receipts).where(eq(receipts.id, receiptId)).for(mode);
  if (!receipt) throw notFound(C.receiptNotFound);
  return receipt;
}

export async function changeReceiptLine(
  tx: Transaction,
  ctx: Ctx,
  op: Op<'receipt.scan'> | Op<'receipt.set'>,
  look: OpLookups,
): Promise<OpOutcome> {
  const receipt = await lockedReceipt(tx, op.receiptId, 'share');
  const product = await look.product(tx, op.productId);
  if (receipt.status !== 'open') throw new FlaggedOp(C.receiptCompleted);
  if (product.archived) throw new FlaggedOp(C.productArchived);
  const reason = op.discrepancyReason;
  if (op.type === 'receipt.scan') {
    // Deltas commute: scans from two phones on one receipt add up, under the line's row lock.
    const received = sql`GREATEST(${receiptLines.received} + ${op.received}::numeric, 0)`;
    await tx
      .insert(receiptLines)
      .values({
        companyId: ctx.companyId,
        receiptId: op.receiptId,
        productId: op.productId,
        received: qty(dec(op.received).gt(0) ? dec(op.received) : dec('0')),
        damaged: qty(dec(op.damaged).gt(0) && dec(op.received).gte(op.damaged) ? dec(op.damaged) : dec('0')),
        discrepancyReason: reason,
      })
      .onConflictDoUpdate({
        target: [receiptLines.companyId, receiptLines.receiptId, receiptLines.productId],
        set: {
          received,
          damaged: sql`LEAST(GREATEST(${receiptLines.damaged} + ${op.damaged}::numeric, 0), ${received})`,
          discrepancyReason: reason === null ? sql`${receiptLines.discrepancyReason}` : reason,
        },
      });
    return applied;
  }
  const damaged = dec(op.damaged).gt(op.received) ? op.received : op.damaged;
  await tx
    .insert(receiptLines)
    .values({
      companyId: ctx.companyId,
      receiptId: op.receiptId,
      productId: op.productId,
      received: op.received,
      damaged,
      discrepancyReason: reason,
    })
    .onConflictDoUpdate({
      target: [receiptLines.companyId, receiptLines.receiptId, receiptLines.productId],
      set: { received: op.received, damaged, discrepancyReason: reason },
    });
  return applied;
}

/**
 * Completes a receipt: good goods into its location, damaged ones into the warehouse's damaged-goods
 * area, in one transaction with the status change; the order is marked received once every line has
 * come; the buyer is told of any discrepancy. A receipt against a closed order still brings its
 * goods into stock (they are on the shelf) and is flagged.
 */
export async function completeReceipt(
  tx: Transaction,
  ctx: Ctx,
  op: Op<'receipt.complete'>,
  look: OpLookups,
): Promise<OpOutcome> {
  const receipt = await lockedReceipt(tx, op.receiptId, 'update');
  if (receipt.status !== 'open') throw new FlaggedOp(C.receiptCompleted);
  const location = await look.location(tx, receipt.locationId);
  const quarantine = await locationOfKind(tx, location.warehouseId, 'quarantine');
  const [order] = receipt.purchaseOrderId
    ? await tx
        .select()
        .from(purchaseOrders)
        .where(eq(purchaseOrders.id, receipt.purchaseOrderId))
        .for('update')
    : [];
  const lines = await tx.select().from(receiptLines).where(eq(receiptLines.receiptId, receipt.id));
  const reference = order?.reference ?? receipt.deliveryNote ?? null;
  const moves: MoveInput[] = [];
  for (const line of lines) {
    const damaged = dec(line.damaged);
    const good = dec(line.received).minus(damaged);
    moves.push({
      productId: line.productId,
      fromLocationId: null,
      toLocationId: location.id,
      quantity: good,
      reason: 'receipt',
      reference,
      receiptId: receipt.id,
      opId: op.opId,
    });
    moves.push({
      productId: line.productId,
      fromLocationId: null,
      toLocationId: quarantine?.id ?? location.id,
      quantity: damaged,
      reason: 'damaged',
      reference,
      receiptId: receipt.id,
      opId: op.opId,
    });
  }
  await postMoves(tx, ctx, moves);
  await tx
    .update(receipts)
    .set({ status: 'completed', completedBy: ctx.userId, completedAt: new Date() })
    .where(eq(receipts.id, receipt.id));
  let flag: string | null = null;
  if (order) {
    if (order.status !== 'open') flag = C.receiptOrderClosed;
    else {
      const orderLines = await tx
        .select()
        .from(purchaseOrderLines)
        .where(eq(purchaseOrderLines.purchaseOrderId, order.id));
      const received = await receivedOnOrder(tx, order.id);
      if (orderLines.every((l) => dec(received.get(l.productId) ?? '0').gte(l.quantity)))
        await tx.update(purchaseOrders).set({ status: 'received' }).where(eq(purchaseOrders.id, order.id));
    }
    await notifyBuyer(tx, ctx, order, lines);
  }
  return { flag };
}

async function notifyBuyer(
  tx: Transaction,
  ctx: Ctx,
  order: typeof purchaseOrders.$inferSelect,
  lines: (typeof receiptLines.$inferSelect)[],
) {
  if (!order.buyerId || lines.length === 0) return;
  const discrepancies = discrepanciesOf(
    lines.map((l) => ({
      product: { id: l.productId, sku: '', name: '' },
      expected: l.expected,
      received: l.received,
      damaged: l.damaged,
      reason: l.discrepancyReason,
    })),
    true,
  );
  const linesAffected = new Set(discrepancies.map((d) => d.product.id)).size;
  if (linesAffected === 0) return;
  await tx.insert(notifications).values({
    companyId: ctx.companyId,
    userId: order.buyerId,
    type: 'receipt_discrepancy',
    title: C.discrepancyTitle(order.reference),
    message: C.discrepancyMessage(linesAffected),
    relatedId: lines[0]?.receiptId ?? null,
  });
}
