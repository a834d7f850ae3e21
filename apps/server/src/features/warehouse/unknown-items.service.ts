import {
  WAREHOUSE_COPY as C,
  type identifyInputSchema,
  type rejectInputSchema,
  type UnknownItem,
  type UnknownItemStatus,
  type unknownItemListQuerySchema,
} from '@northdesk/shared';
import { desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { productBarcodes, products, unknownItems, warehouseLocations } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { listPhotos } from './warehouse-photos.service.ts';
import {
  postMoves,
  qty,
  requireLocation,
  requireProduct,
  userNames,
  withLedger,
} from './warehouse-queries.ts';

type ItemRow = typeof unknownItems.$inferSelect;

async function toItems(tx: Transaction, rows: ItemRow[]): Promise<UnknownItem[]> {
  if (rows.length === 0) return [];
  const locations = await tx
    .select()
    .from(warehouseLocations)
    .where(inArray(warehouseLocations.id, [...new Set(rows.map((r) => r.locationId))]));
  const productIds = rows.map((r) => r.productId).filter((id): id is string => id !== null);
  const linked = productIds.length
    ? await tx.select().from(products).where(inArray(products.id, productIds))
    : [];
  const names = await userNames(
    tx,
    rows.flatMap((r) => [r.reportedBy, r.resolvedBy]),
  );
  const photos = await listPhotos(tx, { unknownItemIds: rows.map((r) => r.id) });
  return rows.map((row) => {
    const location = locations.find((l) => l.id === row.locationId);
    const product = linked.find((p) => p.id === row.productId);
    return {
      id: row.id,
      rawCode: row.rawCode,
      description: row.description,
      quantity: qty(row.quantity),
      location: { id: row.locationId, code: location?.code ?? '', name: location?.name ?? '' },
      receiptId: row.receiptId,
      status: row.status as UnknownItemStatus,
      product: product ? { id: product.id, sku: product.sku, name: product.name } : null,
      resolutionNote: row.resolutionNote,
      reportedByName: row.reportedBy ? (names.get(row.reportedBy) ?? null) : null,
      resolvedByName: row.resolvedBy ? (names.get(row.resolvedBy) ?? null) : null,
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      photos: photos.filter((p) => p.unknownItemId === row.id),
    };
  });
}

async function readItem(tx: Transaction, id: string): Promise<UnknownItem> {
  const [row] = await tx.select().from(unknownItems).where(eq(unknownItems.id, id));
  if (!row) throw notFound(C.unknownItemNotFound);
  const [item] = await toItems(tx, [row]);
  if (!item) throw notFound(C.unknownItemNotFound);
  return item;
}

/** The row, locked: two office users resolving one item at once get one winner and a clean 409. */
async function lockOpen(tx: Transaction, id: string): Promise<ItemRow> {
  const [row] = await tx.select().from(unknownItems).where(eq(unknownItems.id, id)).for('update');
  if (!row) throw notFound(C.unknownItemNotFound);
  if (row.status !== 'open') throw new AppError('conflict', C.unknownAlreadyResolved);
  return row;
}

/** The office's inbox of goods the floor could not identify. */
export const unknownItemsService = {
  list(
    db: Database,
    ctx: TenantContext,
    query: z.output<typeof unknownItemListQuerySchema>,
  ): Promise<UnknownItem[]> {
    return withTenant(db, ctx, async (tx) => {
      const rows = await tx
        .select()
        .from(unknownItems)
        .where(query.status === 'all' ? undefined : eq(unknownItems.status, query.status))
        .orderBy(desc(unknownItems.createdAt))
        .limit(500);
      return toItems(tx, rows);
    });
  },

  get(db: Database, ctx: TenantContext, id: string): Promise<UnknownItem> {
    return withTenant(db, ctx, (tx) => readItem(tx, id));
  },

  /**
   * Identified: linked to a product, its raw code learnt as one of the product's barcodes (unless
   * another product has it), and its quantity brought into the books on the unknown-goods shelf as
   * that product, then moved to the chosen location, all in one transaction.
   */
  identify(
    db: Database,
    ctx: Required<TenantContext>,
    id: string,
    input: z.output<typeof identifyInputSchema>,
  ): Promise<UnknownItem> {
    return withLedger(db, ctx, async (tx) => {
      const row = await lockOpen(tx, id);
      const product = await requireProduct(tx, input.productId);
      const destination = input.toLocationId ? await requireLocation(tx, input.toLocationId) : null;
      if (input.learnBarcode && row.rawCode) {
        const [taken] = await tx.select().from(productBarcodes).where(eq(productBarcodes.code, row.rawCode));
        if (taken && taken.productId !== product.id) {
          const message = C.barcodeOnProduct(row.rawCode);
          throw new AppError('conflict', message, { productId: message });
        }
        if (!taken)
          await tx.insert(productBarcodes).values({
            companyId: ctx.companyId,
            productId: product.id,
            code: row.rawCode,
            symbology: input.symbology,
            packQuantity: input.packQuantity,
            position: 1000,
          });
      }
      const reference = row.description.slice(0, 100);
      await postMoves(tx, ctx, [
        {
          productId: product.id,
          fromLocationId: null,
          toLocationId: row.locationId,
          quantity: row.quantity,
          reason: 'identified',
          reference,
          unknownItemId: row.id,
        },
      ]);
      if (destination && destination.id !== row.locationId)
        await postMoves(tx, ctx, [
          {
            productId: product.id,
            fromLocationId: row.locationId,
            toLocationId: destination.id,
            quantity: row.quantity,
            reason: 'move',
            reference,
            unknownItemId: row.id,
          },
        ]);
      await tx
        .update(unknownItems)
        .set({ status: 'identified', productId: product.id, resolvedBy: ctx.userId, resolvedAt: new Date() })
        .where(eq(unknownItems.id, id));
      return readItem(tx, id);
    });
  },

  reject(
    db: Database,
    ctx: Required<TenantContext>,
    id: string,
    input: z.output<typeof rejectInputSchema>,
  ): Promise<UnknownItem> {
    return withTenant(db, ctx, async (tx) => {
      await lockOpen(tx, id);
      await tx
        .update(unknownItems)
        .set({
          status: 'rejected',
          resolutionNote: input.note,
          resolvedBy: ctx.userId,
          resolvedAt: new Date(),
        })
        .where(eq(unknownItems.id, id));
      return readItem(tx, id);
    });
  },
};
