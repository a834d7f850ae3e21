import {
  WAREHOUSE_COPY as C,
  discrepanciesOf,
  type Receipt,
  type ReceiptListResponse,
  type ReceiptStatus,
  type receiptListQuerySchema,
} from '@northdesk/shared';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  crmCompanies,
  products,
  purchaseOrders,
  receiptLines,
  receipts,
  warehouseLocations,
} from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';
import { notFound } from '../../lib/errors.ts';
import { listPhotos } from './warehouse-photos.service.ts';
import { dec, qty, userNames } from './warehouse-queries.ts';

type ReceiptRow = typeof receipts.$inferSelect;
type LineRow = typeof receiptLines.$inferSelect;

/** Receipts as the API shows them, with their lines, discrepancies and photos. */
export async function toReceipts(
  tx: Transaction,
  rows: ReceiptRow[],
  withPhotos: boolean,
): Promise<Receipt[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const lines = await tx
    .select({ line: receiptLines, product: products })
    .from(receiptLines)
    .innerJoin(
      products,
      and(eq(products.companyId, receiptLines.companyId), eq(products.id, receiptLines.productId)),
    )
    .where(inArray(receiptLines.receiptId, ids))
    .orderBy(asc(receiptLines.createdAt), asc(sql`lower(${products.name})`), asc(receiptLines.id));
  const orderIds = rows.map((r) => r.purchaseOrderId).filter((id): id is string => id !== null);
  const orders = orderIds.length
    ? await tx
        .select({
          id: purchaseOrders.id,
          reference: purchaseOrders.reference,
          supplierId: purchaseOrders.supplierId,
        })
        .from(purchaseOrders)
        .where(inArray(purchaseOrders.id, orderIds))
    : [];
  const supplierIds = [...rows.map((r) => r.supplierId), ...orders.map((o) => o.supplierId)].filter(
    (id): id is string => id !== null,
  );
  const suppliers = supplierIds.length
    ? await tx
        .select({ id: crmCompanies.id, name: crmCompanies.name })
        .from(crmCompanies)
        .where(inArray(crmCompanies.id, supplierIds))
    : [];
  const locations = await tx
    .select()
    .from(warehouseLocations)
    .where(inArray(warehouseLocations.id, [...new Set(rows.map((r) => r.locationId))]));
  const names = await userNames(
    tx,
    rows.flatMap((r) => [r.startedBy, r.completedBy]),
  );
  const result: Receipt[] = [];
  for (const row of rows) {
    const order = orders.find((o) => o.id === row.purchaseOrderId);
    const supplier = suppliers.find((s) => s.id === (row.supplierId ?? order?.supplierId));
    const location = locations.find((l) => l.id === row.locationId);
    const own = lines.filter((l) => l.line.receiptId === row.id);
    const ref = (l: LineRow, p: typeof products.$inferSelect) => ({
      product: { id: p.id, sku: p.sku, name: p.name },
      expected: l.expected,
      received: l.received,
      damaged: l.damaged,
      reason: l.discrepancyReason,
    });
    result.push({
      id: row.id,
      purchaseOrder: order ? { id: order.id, reference: order.reference } : null,
      supplier: supplier ?? null,
      location: { id: row.locationId, code: location?.code ?? '', name: location?.name ?? '' },
      deliveryNote: row.deliveryNote,
      status: row.status as ReceiptStatus,
      startedByName: row.startedBy ? (names.get(row.startedBy) ?? null) : null,
      completedByName: row.completedBy ? (names.get(row.completedBy) ?? null) : null,
      completedAt: row.completedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      lines: own.map(({ line, product }) => ({
        id: line.id,
        product: { id: product.id, sku: product.sku, name: product.name },
        expected: qty(line.expected),
        received: qty(line.received),
        damaged: qty(line.damaged),
        discrepancyReason: line.discrepancyReason,
      })),
      discrepancies: discrepanciesOf(
        own.map(({ line, product }) => ref(line, product)),
        row.purchaseOrderId !== null,
      ),
      photos: withPhotos ? await listPhotos(tx, { receiptId: row.id }) : [],
    });
  }
  return result;
}

export async function readReceipt(tx: Transaction, id: string): Promise<Receipt> {
  const [row] = await tx.select().from(receipts).where(eq(receipts.id, id));
  if (!row) throw notFound(C.receiptNotFound);
  const [receipt] = await toReceipts(tx, [row], true);
  if (!receipt) throw notFound(C.receiptNotFound);
  return receipt;
}

/** Goods receipts: the office's list and detail (writes come through the ops, see warehouse-ops). */
export const receiptsService = {
  list(
    db: Database,
    ctx: TenantContext,
    query: z.output<typeof receiptListQuerySchema>,
  ): Promise<ReceiptListResponse> {
    return withTenant(db, ctx, async (tx) => {
      const where = query.status === 'all' ? undefined : eq(receipts.status, query.status);
      const rows = await tx
        .select()
        .from(receipts)
        .where(where)
        .orderBy(asc(receipts.status), desc(receipts.createdAt), asc(receipts.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [total] = await tx.select({ n: count() }).from(receipts).where(where);
      return {
        receipts: await toReceipts(tx, rows, false),
        total: total?.n ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    });
  },

  get(db: Database, ctx: TenantContext, id: string): Promise<Receipt> {
    return withTenant(db, ctx, (tx) => readReceipt(tx, id));
  },
};
