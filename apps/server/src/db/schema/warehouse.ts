import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { crmCompanies } from './crm-companies.ts';
import { products } from './products.ts';

/*
 * The warehouse (issue 22, docs/product/warehouse.md). Quantities are NUMERIC(18,4): a roll of
 * cable is received in metres, a screw in units, and the ledger must add up exactly.
 */

import { createdAt, quantity, tenant } from './warehouse-columns.ts';

/** A building or yard of the tenant. Archived, never deleted: the ledger points at its locations. */
export const warehouses = pgTable(
  'warehouses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: tenant(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('warehouses_tenant_id_key').on(t.companyId, t.id),
    uniqueIndex('warehouses_tenant_code_key').on(t.companyId, sql`lower(code)`),
  ],
);

/**
 * A bin, dock, quarantine area or the "unknown goods" shelf of a warehouse. Its barcode (on the
 * shelf label) is unique in the tenant so a scan names one place.
 */
export const warehouseLocations = pgTable(
  'warehouse_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: tenant(),
    warehouseId: uuid('warehouse_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    barcode: text('barcode'),
    kind: text('kind').notNull().default('bin'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'warehouse_locations_warehouse_fk',
      columns: [t.companyId, t.warehouseId],
      foreignColumns: [warehouses.companyId, warehouses.id],
    }),
    unique('warehouse_locations_tenant_id_key').on(t.companyId, t.id),
    uniqueIndex('warehouse_locations_code_key').on(t.companyId, t.warehouseId, sql`lower(code)`),
    unique('warehouse_locations_tenant_barcode_key').on(t.companyId, t.barcode),
    check('warehouse_locations_kind_check', sql`kind IN ('bin', 'dock', 'quarantine', 'unknown')`),
  ],
);

/**
 * Every write the phones and the office send carries a client operation id; the first writer of
 * an id applies it and stores its answer here in the same transaction, a replay gets that answer
 * back. `status` flagged: the op could not be applied as sent (the receipt was completed by
 * someone else, the product archived) and is kept for the office to see, never dropped.
 */
export const warehouseOps = pgTable(
  'warehouse_ops',
  {
    companyId: tenant(),
    opId: uuid('op_id').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    message: text('message'),
    payload: jsonb('payload').notNull(),
    result: jsonb('result'),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.opId] }),
    index('warehouse_ops_flagged_idx').on(t.companyId, t.createdAt.desc()).where(sql`status = 'flagged'`),
    check('warehouse_ops_status_check', sql`status IN ('applied', 'flagged')`),
  ],
);

/**
 * The append-only stock ledger: one row per movement of a product between two locations; a null
 * side is outside the books (a supplier, a count's gain or loss). The app role may only insert
 * and read; stock_balances is kept by a trigger on insert (see the policies migration).
 */
export const stockMoves = pgTable(
  'stock_moves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: tenant(),
    productId: uuid('product_id').notNull(),
    fromLocationId: uuid('from_location_id'),
    toLocationId: uuid('to_location_id'),
    quantity: quantity('quantity').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference'),
    receiptId: uuid('receipt_id'),
    unknownItemId: uuid('unknown_item_id'),
    opId: uuid('op_id'),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    // The clock, not the transaction's start: the moves of one transaction keep their order.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    foreignKey({
      name: 'stock_moves_product_fk',
      columns: [t.companyId, t.productId],
      foreignColumns: [products.companyId, products.id],
    }),
    foreignKey({
      name: 'stock_moves_from_fk',
      columns: [t.companyId, t.fromLocationId],
      foreignColumns: [warehouseLocations.companyId, warehouseLocations.id],
    }),
    foreignKey({
      name: 'stock_moves_to_fk',
      columns: [t.companyId, t.toLocationId],
      foreignColumns: [warehouseLocations.companyId, warehouseLocations.id],
    }),
    index('stock_moves_product_idx').on(t.companyId, t.productId, t.createdAt.desc()),
    index('stock_moves_created_idx').on(t.companyId, t.createdAt.desc()),
    check('stock_moves_quantity_check', sql`quantity > 0`),
    check(
      'stock_moves_sides_check',
      sql`(from_location_id IS NOT NULL OR to_location_id IS NOT NULL) AND from_location_id IS DISTINCT FROM to_location_id`,
    ),
    check('stock_moves_reason_check', sql`reason IN ('receipt', 'move', 'count', 'identified', 'damaged')`),
  ],
);

/** On hand per product and location: the sum of the ledger, kept by the stock_moves trigger. */
export const stockBalances = pgTable(
  'stock_balances',
  {
    companyId: tenant(),
    productId: uuid('product_id').notNull(),
    locationId: uuid('location_id').notNull(),
    quantity: quantity('quantity').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.productId, t.locationId] }),
    foreignKey({
      name: 'stock_balances_product_fk',
      columns: [t.companyId, t.productId],
      foreignColumns: [products.companyId, products.id],
    }),
    foreignKey({
      name: 'stock_balances_location_fk',
      columns: [t.companyId, t.locationId],
      foreignColumns: [warehouseLocations.companyId, warehouseLocations.id],
    }),
    index('stock_balances_location_idx').on(t.companyId, t.locationId),
  ],
);

/** A stock count: what was counted, what the books said then, and the adjustment posted. */
export const stockCounts = pgTable(
  'stock_counts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: tenant(),
    productId: uuid('product_id').notNull(),
    locationId: uuid('location_id').notNull(),
    countedQuantity: quantity('counted_quantity').notNull(),
    systemQuantity: quantity('system_quantity').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
    countedBy: text('counted_by').references(() => user.id, { onDelete: 'set null' }),
    opId: uuid('op_id'),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'stock_counts_product_fk',
      columns: [t.companyId, t.productId],
      foreignColumns: [products.companyId, products.id],
    }),
    foreignKey({
      name: 'stock_counts_location_fk',
      columns: [t.companyId, t.locationId],
      foreignColumns: [warehouseLocations.companyId, warehouseLocations.id],
    }),
    index('stock_counts_product_idx').on(t.companyId, t.productId, t.countedAt.desc()),
  ],
);

/** An expected delivery: what a supplier (a CRM company) is to bring, and when. */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: tenant(),
    reference: text('reference').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    expectedDate: date('expected_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('open'),
    notes: text('notes'),
    /** Who ordered: told of discrepancies when a receipt is completed. */
    buyerId: text('buyer_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('purchase_orders_tenant_id_key').on(t.companyId, t.id),
    foreignKey({
      name: 'purchase_orders_supplier_fk',
      columns: [t.companyId, t.supplierId],
      foreignColumns: [crmCompanies.companyId, crmCompanies.id],
    }),
    foreignKey({
      name: 'purchase_orders_warehouse_fk',
      columns: [t.companyId, t.warehouseId],
      foreignColumns: [warehouses.companyId, warehouses.id],
    }),
    index('purchase_orders_expected_idx').on(t.companyId, t.status, t.expectedDate),
    check('purchase_orders_status_check', sql`status IN ('open', 'received', 'cancelled')`),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: tenant(),
    purchaseOrderId: uuid('purchase_order_id').notNull(),
    productId: uuid('product_id').notNull(),
    quantity: quantity('quantity').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    foreignKey({
      name: 'purchase_order_lines_order_fk',
      columns: [t.companyId, t.purchaseOrderId],
      foreignColumns: [purchaseOrders.companyId, purchaseOrders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'purchase_order_lines_product_fk',
      columns: [t.companyId, t.productId],
      foreignColumns: [products.companyId, products.id],
    }),
    unique('purchase_order_lines_product_key').on(t.companyId, t.purchaseOrderId, t.productId),
    check('purchase_order_lines_quantity_check', sql`quantity > 0`),
  ],
);

/**
 * A goods receipt: against an expected delivery or ad hoc from a supplier. Its id may be made by
 * the phone (offline, so later scans can name it). Completing it posts the ledger moves.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').notNull(),
    companyId: tenant(),
    purchaseOrderId: uuid('purchase_order_id'),
    supplierId: uuid('supplier_id'),
    locationId: uuid('location_id').notNull(),
    deliveryNote: text('delivery_note'),
    status: text('status').notNull().default('open'),
    startedBy: text('started_by').references(() => user.id, { onDelete: 'set null' }),
    completedBy: text('completed_by').references(() => user.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'receipts_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'receipts_order_fk',
      columns: [t.companyId, t.purchaseOrderId],
      foreignColumns: [purchaseOrders.companyId, purchaseOrders.id],
    }),
    foreignKey({
      name: 'receipts_supplier_fk',
      columns: [t.companyId, t.supplierId],
      foreignColumns: [crmCompanies.companyId, crmCompanies.id],
    }),
    foreignKey({
      name: 'receipts_location_fk',
      columns: [t.companyId, t.locationId],
      foreignColumns: [warehouseLocations.companyId, warehouseLocations.id],
    }),
    index('receipts_status_idx').on(t.companyId, t.status, t.createdAt.desc()),
    index('receipts_order_idx').on(t.companyId, t.purchaseOrderId),
    check('receipts_status_check', sql`status IN ('open', 'completed')`),
  ],
);

export const receiptLines = pgTable(
  'receipt_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: tenant(),
    receiptId: uuid('receipt_id').notNull(),
    productId: uuid('product_id').notNull(),
    expected: quantity('expected').notNull().default('0'),
    received: quantity('received').notNull().default('0'),
    damaged: quantity('damaged').notNull().default('0'),
    discrepancyReason: text('discrepancy_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'receipt_lines_receipt_fk',
      columns: [t.companyId, t.receiptId],
      foreignColumns: [receipts.companyId, receipts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'receipt_lines_product_fk',
      columns: [t.companyId, t.productId],
      foreignColumns: [products.companyId, products.id],
    }),
    unique('receipt_lines_tenant_id_key').on(t.companyId, t.id),
    unique('receipt_lines_product_key').on(t.companyId, t.receiptId, t.productId),
    check(
      'receipt_lines_quantities_check',
      sql`expected >= 0 AND received >= 0 AND damaged >= 0 AND damaged <= received`,
    ),
  ],
);
