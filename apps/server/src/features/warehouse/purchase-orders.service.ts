import {
  WAREHOUSE_COPY as C,
  type PurchaseOrder,
  type PurchaseOrderStatus,
  type purchaseOrderInputSchema,
  type purchaseOrderListQuerySchema,
} from '@northdesk/shared';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { z } from 'zod';
import {
  crmCompanies,
  products,
  purchaseOrderLines,
  purchaseOrders,
  receipts,
  warehouses,
} from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { receivedOnOrder } from './receipt-ops.ts';
import { dec, qty, userNames } from './warehouse-queries.ts';

type OrderRow = typeof purchaseOrders.$inferSelect;

async function toOrders(tx: Transaction, rows: OrderRow[]): Promise<PurchaseOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const lines = await tx
    .select({ line: purchaseOrderLines, product: products })
    .from(purchaseOrderLines)
    .innerJoin(
      products,
      and(
        eq(products.companyId, purchaseOrderLines.companyId),
        eq(products.id, purchaseOrderLines.productId),
      ),
    )
    .where(inArray(purchaseOrderLines.purchaseOrderId, ids))
    .orderBy(asc(purchaseOrderLines.position));
  const suppliers = await tx
    .select({ id: crmCompanies.id, name: crmCompanies.name })
    .from(crmCompanies)
    .where(inArray(crmCompanies.id, [...new Set(rows.map((r) => r.supplierId))]));
  const open = await tx
    .select({ id: receipts.id, orderId: receipts.purchaseOrderId })
    .from(receipts)
    .where(and(inArray(receipts.purchaseOrderId, ids), eq(receipts.status, 'open')));
  const names = await userNames(
    tx,
    rows.map((r) => r.buyerId),
  );
  const result: PurchaseOrder[] = [];
  for (const row of rows) {
    const received = await receivedOnOrder(tx, row.id);
    const own = lines.filter((l) => l.line.purchaseOrderId === row.id);
    const expectedTotal = own.reduce((sum, l) => sum.plus(dec(l.line.quantity)), dec('0'));
    const receivedTotal = own.reduce((sum, l) => sum.plus(dec(received.get(l.product.id) ?? '0')), dec('0'));
    result.push({
      id: row.id,
      reference: row.reference,
      supplier: suppliers.find((s) => s.id === row.supplierId) ?? { id: row.supplierId, name: '' },
      warehouseId: row.warehouseId,
      expectedDate: row.expectedDate,
      status: row.status as PurchaseOrderStatus,
      notes: row.notes,
      buyerName: row.buyerId ? (names.get(row.buyerId) ?? null) : null,
      lines: own.map(({ line, product }) => ({
        id: line.id,
        product: { id: product.id, sku: product.sku, name: product.name },
        quantity: qty(line.quantity),
        received: qty(received.get(product.id) ?? '0'),
      })),
      expectedTotal: qty(expectedTotal),
      receivedTotal: qty(receivedTotal),
      openReceiptId: open.find((r) => r.orderId === row.id)?.id ?? null,
      createdAt: row.createdAt.toISOString(),
    });
  }
  return result;
}

async function readOrder(tx: Transaction, id: string): Promise<PurchaseOrder> {
  const [row] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
  if (!row) throw notFound(C.purchaseOrderNotFound);
  const [order] = await toOrders(tx, [row]);
  if (!order) throw notFound(C.purchaseOrderNotFound);
  return order;
}

/** Expected deliveries, made in the office and received on the phones. */
export const purchaseOrdersService = {
  list(
    db: Database,
    ctx: TenantContext,
    query: z.output<typeof purchaseOrderListQuerySchema>,
  ): Promise<PurchaseOrder[]> {
    return withTenant(db, ctx, async (tx) => {
      const rows = await tx
        .select()
        .from(purchaseOrders)
        .where(
          and(
            query.status === 'all' ? undefined : eq(purchaseOrders.status, query.status),
            query.dueBy ? lte(purchaseOrders.expectedDate, query.dueBy) : undefined,
          ),
        )
        .orderBy(asc(purchaseOrders.expectedDate), asc(purchaseOrders.reference))
        .limit(500);
      return toOrders(tx, rows);
    });
  },

  get(db: Database, ctx: TenantContext, id: string): Promise<PurchaseOrder> {
    return withTenant(db, ctx, (tx) => readOrder(tx, id));
  },

  create(
    db: Database,
    ctx: Required<TenantContext>,
    input: z.output<typeof purchaseOrderInputSchema>,
  ): Promise<PurchaseOrder> {
    return withTenant(db, ctx, async (tx) => {
      const [supplier] = await tx
        .select({ id: crmCompanies.id })
        .from(crmCompanies)
        .where(eq(crmCompanies.id, input.supplierId));
      if (!supplier) throw notFound(C.supplierNotFound);
      const [warehouse] = await tx
        .select({ id: warehouses.id })
        .from(warehouses)
        .where(eq(warehouses.id, input.warehouseId));
      if (!warehouse) throw notFound(C.warehouseNotFound);
      const productIds = input.lines.map((l) => l.productId);
      const found = await tx
        .select({ id: products.id, archived: products.archived })
        .from(products)
        .where(inArray(products.id, productIds));
      const missing = input.lines.findIndex((l) => !found.some((p) => p.id === l.productId && !p.archived));
      if (missing !== -1)
        throw new AppError('not_found', C.productNotFound, {
          [`lines.${missing}.productId`]: C.productNotFound,
        });
      const [row] = await tx
        .insert(purchaseOrders)
        .values({
          companyId: ctx.companyId,
          reference: input.reference,
          supplierId: input.supplierId,
          warehouseId: input.warehouseId,
          expectedDate: input.expectedDate,
          notes: input.notes,
          buyerId: ctx.userId,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await tx.insert(purchaseOrderLines).values(
        input.lines.map((line, position) => ({
          companyId: ctx.companyId,
          purchaseOrderId: row.id,
          productId: line.productId,
          quantity: line.quantity,
          position,
        })),
      );
      return readOrder(tx, row.id);
    });
  },

  /** Closes an order nobody will deliver; receipts already started against it are flagged. */
  cancel(db: Database, ctx: TenantContext, id: string): Promise<PurchaseOrder> {
    return withTenant(db, ctx, async (tx) => {
      const [row] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)).for('update');
      if (!row) throw notFound(C.purchaseOrderNotFound);
      if (row.status !== 'open') throw new AppError('conflict', C.orderNotOpen);
      await tx.update(purchaseOrders).set({ status: 'cancelled' }).where(eq(purchaseOrders.id, id));
      return readOrder(tx, id);
    });
  },
};
