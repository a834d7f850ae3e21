import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { products } from './products.ts';
import { receipts, warehouseLocations } from './warehouse.ts';
import { createdAt, quantity, tenant } from './warehouse-columns.ts';

/**
 * Goods nobody could identify on the floor: what the phone saw (a raw code when there is one), a
 * description, how many and where they are put. The office identifies (links a product) or
 * rejects them.
 */
export const unknownItems = pgTable(
  'unknown_items',
  {
    id: uuid('id').notNull(),
    companyId: tenant(),
    rawCode: text('raw_code'),
    description: text('description').notNull(),
    quantity: quantity('quantity').notNull(),
    locationId: uuid('location_id').notNull(),
    receiptId: uuid('receipt_id'),
    status: text('status').notNull().default('open'),
    productId: uuid('product_id'),
    resolutionNote: text('resolution_note'),
    reportedBy: text('reported_by').references(() => user.id, { onDelete: 'set null' }),
    resolvedBy: text('resolved_by').references(() => user.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'unknown_items_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'unknown_items_location_fk',
      columns: [t.companyId, t.locationId],
      foreignColumns: [warehouseLocations.companyId, warehouseLocations.id],
    }),
    foreignKey({
      name: 'unknown_items_receipt_fk',
      columns: [t.companyId, t.receiptId],
      foreignColumns: [receipts.companyId, receipts.id],
    }),
    foreignKey({
      name: 'unknown_items_product_fk',
      columns: [t.companyId, t.productId],
      foreignColumns: [products.companyId, products.id],
    }),
    index('unknown_items_status_idx').on(t.companyId, t.status, t.createdAt.desc()),
    check('unknown_items_status_check', sql`status IN ('open', 'identified', 'rejected')`),
    check('unknown_items_quantity_check', sql`quantity > 0`),
  ],
);

/**
 * A photo (proof of delivery, damage, label) of a receipt, a product or an unknown item (a damage
 * photo names both its receipt and the product). Ids made by the phone (receipts, unknown items,
 * photos) are keyed per tenant, so an upload retried after a lost answer is the same photo and one
 * tenant's ids say nothing about another's.
 */
export const warehousePhotos = pgTable(
  'warehouse_photos',
  {
    id: uuid('id').notNull(),
    companyId: tenant(),
    receiptId: uuid('receipt_id'),
    productId: uuid('product_id'),
    unknownItemId: uuid('unknown_item_id'),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'warehouse_photos_receipt_fk',
      columns: [t.companyId, t.receiptId],
      foreignColumns: [receipts.companyId, receipts.id],
    }),
    foreignKey({
      name: 'warehouse_photos_product_fk',
      columns: [t.companyId, t.productId],
      foreignColumns: [products.companyId, products.id],
    }),
    foreignKey({
      name: 'warehouse_photos_unknown_fk',
      columns: [t.companyId, t.unknownItemId],
      foreignColumns: [unknownItems.companyId, unknownItems.id],
    }),
    primaryKey({ name: 'warehouse_photos_pkey', columns: [t.companyId, t.id] }),
    index('warehouse_photos_receipt_idx').on(t.companyId, t.receiptId),
    index('warehouse_photos_product_idx').on(t.companyId, t.productId),
    index('warehouse_photos_unknown_idx').on(t.companyId, t.unknownItemId),
    check('warehouse_photos_kind_check', sql`kind IN ('pod', 'damage', 'label', 'other')`),
    check('warehouse_photos_subject_check', sql`num_nonnulls(receipt_id, product_id, unknown_item_id) >= 1`),
  ],
);
