import {
  WAREHOUSE_COPY as C,
  type PhotoKind,
  type photoUploadQuerySchema,
  type WarehousePhoto,
} from '@northdesk/shared';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { products, receipts, unknownItems, warehousePhotos } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';
import { isUniqueViolation, notFound } from '../../lib/errors.ts';
import { userNames } from './warehouse-queries.ts';

type PhotoRow = typeof warehousePhotos.$inferSelect;
type UploadQuery = z.output<typeof photoUploadQuerySchema>;

function toPhoto(row: PhotoRow, names: Map<string, string>): WarehousePhoto {
  return {
    id: row.id,
    kind: row.kind as PhotoKind,
    receiptId: row.receiptId,
    productId: row.productId,
    unknownItemId: row.unknownItemId,
    contentType: row.contentType,
    size: row.size,
    takenAt: row.takenAt.toISOString(),
    uploadedByName: row.uploadedBy ? (names.get(row.uploadedBy) ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The photos of a receipt, a product or an unknown item, oldest first. */
export async function listPhotos(
  tx: Transaction,
  subject: { receiptId?: string; productId?: string; unknownItemIds?: string[] },
): Promise<WarehousePhoto[]> {
  let where: SQL | undefined;
  if (subject.receiptId) where = eq(warehousePhotos.receiptId, subject.receiptId);
  else if (subject.productId) where = eq(warehousePhotos.productId, subject.productId);
  else if (subject.unknownItemIds) {
    if (subject.unknownItemIds.length === 0) return [];
    where = inArray(warehousePhotos.unknownItemId, subject.unknownItemIds);
  }
  if (!where) return [];
  const rows = await tx.select().from(warehousePhotos).where(where).orderBy(asc(warehousePhotos.createdAt));
  const names = await userNames(
    tx,
    rows.map((r) => r.uploadedBy),
  );
  return rows.map((row) => toPhoto(row, names));
}

async function readPhoto(tx: Transaction, id: string): Promise<PhotoRow | undefined> {
  const [row] = await tx.select().from(warehousePhotos).where(eq(warehousePhotos.id, id));
  return row;
}

/** Photos taken on the floor; the files are in storage under UUID keys, these are their records. */
export const warehousePhotosService = {
  /** The photo already stored under this id (a retried upload), if any; 404 when a subject is unknown. */
  prepare(db: Database, ctx: TenantContext, query: UploadQuery): Promise<WarehousePhoto | null> {
    return withTenant(db, ctx, async (tx) => {
      const existing = await readPhoto(tx, query.id);
      if (existing) return toPhoto(existing, await userNames(tx, [existing.uploadedBy]));
      if (query.receiptId) {
        const [row] = await tx
          .select({ id: receipts.id })
          .from(receipts)
          .where(eq(receipts.id, query.receiptId));
        if (!row) throw notFound(C.receiptNotFound);
      }
      if (query.productId) {
        const [row] = await tx
          .select({ id: products.id })
          .from(products)
          .where(eq(products.id, query.productId));
        if (!row) throw notFound(C.productNotFound);
      }
      if (query.unknownItemId) {
        const [row] = await tx
          .select({ id: unknownItems.id })
          .from(unknownItems)
          .where(eq(unknownItems.id, query.unknownItemId));
        if (!row) throw notFound(C.unknownItemNotFound);
      }
      return null;
    });
  },

  /** Records a stored file; a concurrent upload of the same id wins, and this one is given its record. */
  async record(
    db: Database,
    ctx: TenantContext,
    query: UploadQuery,
    file: { key: string; contentType: string; size: number },
  ): Promise<{ photo: WarehousePhoto; created: boolean }> {
    try {
      const photo = await withTenant(db, ctx, async (tx) => {
        const [row] = await tx
          .insert(warehousePhotos)
          .values({
            id: query.id,
            companyId: ctx.companyId,
            receiptId: query.receiptId ?? null,
            productId: query.productId ?? null,
            unknownItemId: query.unknownItemId ?? null,
            kind: query.kind,
            storageKey: file.key,
            contentType: file.contentType,
            size: file.size,
            takenAt: query.takenAt ? new Date(Math.min(Date.parse(query.takenAt), Date.now())) : new Date(),
            uploadedBy: ctx.userId ?? null,
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
        return toPhoto(row, await userNames(tx, [row.uploadedBy]));
      });
      return { photo, created: true };
    } catch (error) {
      if (!isUniqueViolation(error, 'warehouse_photos_pkey')) throw error;
      const photo = await withTenant(db, ctx, async (tx) => {
        const row = await readPhoto(tx, query.id);
        if (!row) throw error;
        return toPhoto(row, await userNames(tx, [row.uploadedBy]));
      });
      return { photo, created: false };
    }
  },

  find(db: Database, ctx: TenantContext, id: string): Promise<PhotoRow> {
    return withTenant(db, ctx, async (tx) => {
      const row = await readPhoto(tx, id);
      if (!row) throw notFound(C.photoNotFound);
      return row;
    });
  },
};
