import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './tenancy.ts';

/**
 * The product catalogue of a tenant (issue 21 item 4). Prices are NUMERIC, net of VAT, in pounds
 * with up to 4 decimal places (a screw can cost £0.0125); the recommended selling price is the
 * list price, rounded up when the company setting says so (see recommendedSellingPrice), so it is
 * not stored. Products are archived, never deleted: quote lines keep pointing at them.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    unit: text('unit').notNull().default('each'),
    costPrice: numeric('cost_price', { precision: 16, scale: 4 }),
    listPrice: numeric('list_price', { precision: 16, scale: 4 }).notNull(),
    vatCode: text('vat_code').notNull().default('20'),
    archived: boolean('archived').notNull().default(false),
    /** What the catalogue search matches: SKU and name, lower-cased, one per line. */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(sku || chr(10) || name)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('products_tenant_id_key').on(t.companyId, t.id),
    // A SKU names one product of the tenant, whatever its case, archived or not.
    uniqueIndex('products_tenant_sku_key').on(t.companyId, sql`lower(sku)`),
    index('products_tenant_name_idx').on(t.companyId, t.archived, sql`lower(name)`, t.id),
    check('products_vat_code_check', sql`vat_code IN ('20', '5', '0', 'exempt')`),
    check('products_prices_check', sql`list_price >= 0 AND (cost_price IS NULL OR cost_price >= 0)`),
    check('products_sku_check', sql`length(btrim(sku)) > 0`),
    check('products_name_check', sql`length(btrim(name)) > 0`),
  ],
);

/**
 * The barcodes a product is known by (research/warehouse.md product_barcode): the code, its
 * symbology, and how many units one scan stands for (an outer case of 12). A code identifies one
 * product of the tenant, so a scan is never ambiguous.
 */
export const productBarcodes = pgTable(
  'product_barcodes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    code: text('code').notNull(),
    symbology: text('symbology').notNull(),
    packQuantity: integer('pack_quantity').notNull().default(1),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'product_barcodes_product_fk',
      columns: [t.companyId, t.productId],
      foreignColumns: [products.companyId, products.id],
    }).onDelete('cascade'),
    unique('product_barcodes_tenant_code_key').on(t.companyId, t.code),
    index('product_barcodes_product_idx').on(t.companyId, t.productId),
    check('product_barcodes_pack_quantity_check', sql`pack_quantity >= 1`),
    check(
      'product_barcodes_symbology_check',
      sql`symbology IN ('ean13', 'ean8', 'upca', 'upce', 'itf14', 'gs1_128', 'code128', 'code39', 'qr', 'datamatrix', 'other')`,
    ),
  ],
);
