import { z } from 'zod';
import { BARCODE_SYMBOLOGIES } from '../barcodes/barcodes.ts';
import { WAREHOUSE_COPY as C } from '../copy/warehouse.ts';
import { decimalPlaces, isDecimalString } from '../money/decimal.ts';
import { optionalTextInput, textInput } from './money-input.ts';

/*
 * The warehouse API (issue 22, docs/product/warehouse.md). Quantities travel as decimal strings
 * ("12", "2.5"; at most 4 places) like money: the ledger must add up exactly.
 */

export const WAREHOUSE_PAGE_SIZE = 50;
export const LOCATION_KINDS = ['bin', 'dock', 'quarantine', 'unknown'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];
export const MOVE_REASONS = ['receipt', 'move', 'count', 'identified', 'damaged'] as const;
export type MoveReason = (typeof MOVE_REASONS)[number];
export const PURCHASE_ORDER_STATUSES = ['open', 'received', 'cancelled'] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];
export const RECEIPT_STATUSES = ['open', 'completed'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];
export const UNKNOWN_ITEM_STATUSES = ['open', 'identified', 'rejected'] as const;
export type UnknownItemStatus = (typeof UNKNOWN_ITEM_STATUSES)[number];
export const PHOTO_KINDS = ['pod', 'damage', 'label', 'other'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];
export const DISCREPANCY_KINDS = ['short', 'over', 'damaged', 'unexpected'] as const;
export type DiscrepancyKind = (typeof DISCREPANCY_KINDS)[number];

const timestamp = z.iso.datetime({ offset: true });

/** A quantity as the API sends it. */
export const quantitySchema = z.string().regex(/^-?\d+(\.\d{1,4})?$/);

/** A quantity as the API takes it: a decimal string, at most 4 places and 12 integer digits. */
export function quantityInput(options: { signed?: boolean; positive?: boolean } = {}) {
  return z
    .string()
    .trim()
    .refine(
      (value) =>
        isDecimalString(value) &&
        (options.signed || !value.startsWith('-')) &&
        decimalPlaces(value) <= 4 &&
        (value.replace('-', '').split('.')[0] ?? '').length <= 12,
      C.quantityInvalid,
    )
    .refine((value) => !options.positive || Number(value) > 0, C.quantityPositive);
}

const ref = z.object({ id: z.uuid(), name: z.string() });
const locationRef = z.object({ id: z.uuid(), code: z.string(), name: z.string() });
const productRef = z.object({ id: z.uuid(), sku: z.string(), name: z.string() });

export const locationSchema = z.object({
  id: z.uuid(),
  warehouseId: z.uuid(),
  code: z.string(),
  name: z.string(),
  barcode: z.string().nullable(),
  kind: z.enum(LOCATION_KINDS),
  archived: z.boolean(),
});
export type Location = z.infer<typeof locationSchema>;

export const warehouseSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  archived: z.boolean(),
  locations: z.array(locationSchema),
});
export type Warehouse = z.infer<typeof warehouseSchema>;
export const warehouseListResponseSchema = z.object({ warehouses: z.array(warehouseSchema) });
export type WarehouseListResponse = z.infer<typeof warehouseListResponseSchema>;
export const warehouseResponseSchema = z.object({ warehouse: warehouseSchema });
export const locationResponseSchema = z.object({ location: locationSchema });

export const warehouseInputSchema = z.object({
  code: textInput(20, C.codeRequired),
  name: textInput(100, C.nameRequired),
});
export type WarehouseInput = z.input<typeof warehouseInputSchema>;

const barcodeText = optionalTextInput(64).refine(
  (code) => code === null || !/\s/.test(code),
  'A code has no spaces',
);

export const locationInputSchema = z.object({
  warehouseId: z.uuid(C.warehouseNotFound),
  code: textInput(30, C.codeRequired),
  name: textInput(100, C.nameRequired),
  barcode: barcodeText,
  kind: z.enum(LOCATION_KINDS).default('bin'),
});
export type LocationInput = z.input<typeof locationInputSchema>;
export const locationUpdateSchema = locationInputSchema.omit({ warehouseId: true, kind: true }).extend({
  archived: z.boolean().optional(),
});
export type LocationUpdate = z.input<typeof locationUpdateSchema>;

export const idParamsSchema = z.object({ id: z.uuid(C.notYourTenant) });

// Stock

export const stockLineSchema = z.object({
  location: locationRef.extend({ warehouseId: z.uuid(), kind: z.enum(LOCATION_KINDS) }),
  quantity: quantitySchema,
});
export const stockProductSchema = z.object({
  product: productRef.extend({ unit: z.string(), archived: z.boolean() }),
  barcodes: z.array(
    z.object({ code: z.string(), symbology: z.enum(BARCODE_SYMBOLOGIES), packQuantity: z.number().int() }),
  ),
  onHand: quantitySchema,
  lines: z.array(stockLineSchema),
});
export type StockProduct = z.infer<typeof stockProductSchema>;

export const stockListQuerySchema = z.object({
  search: textInput(100).optional().default(''),
  locationId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(WAREHOUSE_PAGE_SIZE),
});
export type StockListQuery = z.input<typeof stockListQuerySchema>;
export const stockListResponseSchema = z.object({
  items: z.array(stockProductSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StockListResponse = z.infer<typeof stockListResponseSchema>;

export const stockMoveSchema = z.object({
  id: z.uuid(),
  product: productRef,
  from: locationRef.nullable(),
  to: locationRef.nullable(),
  quantity: quantitySchema,
  reason: z.enum(MOVE_REASONS),
  reference: z.string().nullable(),
  userName: z.string().nullable(),
  createdAt: timestamp,
});
export type StockMove = z.infer<typeof stockMoveSchema>;
export const moveListQuerySchema = z.object({
  productId: z.uuid().optional(),
  locationId: z.uuid().optional(),
  reason: z.enum(MOVE_REASONS).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(WAREHOUSE_PAGE_SIZE),
});
export type MoveListQuery = z.input<typeof moveListQuerySchema>;
export const moveListResponseSchema = z.object({
  moves: z.array(stockMoveSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MoveListResponse = z.infer<typeof moveListResponseSchema>;

// Photos

export const photoSchema = z.object({
  id: z.uuid(),
  kind: z.enum(PHOTO_KINDS),
  receiptId: z.uuid().nullable(),
  productId: z.uuid().nullable(),
  unknownItemId: z.uuid().nullable(),
  contentType: z.string(),
  size: z.number().int(),
  takenAt: timestamp,
  uploadedByName: z.string().nullable(),
  createdAt: timestamp,
});
export type WarehousePhoto = z.infer<typeof photoSchema>;
export const photoResponseSchema = z.object({ photo: photoSchema });
/** Photo upload: the file is the multipart body; what it shows is in the query. */
export const photoUploadQuerySchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(PHOTO_KINDS).default('other'),
    receiptId: z.uuid().optional(),
    productId: z.uuid().optional(),
    unknownItemId: z.uuid().optional(),
    takenAt: timestamp.optional(),
  })
  .refine((q) => q.receiptId || q.productId || q.unknownItemId, {
    message: C.photoSubjectRequired,
    path: ['receiptId'],
  });
export type PhotoUploadQuery = z.input<typeof photoUploadQuerySchema>;

export const stockProductResponseSchema = z.object({
  item: stockProductSchema,
  moves: z.array(stockMoveSchema),
  photos: z.array(photoSchema),
});
export type StockProductResponse = z.infer<typeof stockProductResponseSchema>;

// Expected deliveries (purchase orders)

export const purchaseOrderLineSchema = z.object({
  id: z.uuid(),
  product: productRef,
  quantity: quantitySchema,
  /** Received so far on completed receipts, damaged included. */
  received: quantitySchema,
});
export const purchaseOrderSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  supplier: ref,
  warehouseId: z.uuid(),
  expectedDate: z.iso.date(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  notes: z.string().nullable(),
  buyerName: z.string().nullable(),
  lines: z.array(purchaseOrderLineSchema),
  expectedTotal: quantitySchema,
  receivedTotal: quantitySchema,
  /** The receipt being worked on now, if any (phones continue it). */
  openReceiptId: z.uuid().nullable(),
  createdAt: timestamp,
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;
export const purchaseOrderResponseSchema = z.object({ purchaseOrder: purchaseOrderSchema });
export const purchaseOrderListQuerySchema = z.object({
  status: z.enum([...PURCHASE_ORDER_STATUSES, 'all']).default('open'),
  /** Only those expected on or before this day (the phone: today's and late ones). */
  dueBy: z.iso.date().optional(),
});
export type PurchaseOrderListQuery = z.input<typeof purchaseOrderListQuerySchema>;
export const purchaseOrderListResponseSchema = z.object({ purchaseOrders: z.array(purchaseOrderSchema) });
export type PurchaseOrderListResponse = z.infer<typeof purchaseOrderListResponseSchema>;

export const purchaseOrderInputSchema = z
  .object({
    reference: textInput(40, C.referenceRequired),
    supplierId: z.uuid(C.supplierNotFound),
    warehouseId: z.uuid(C.warehouseNotFound),
    expectedDate: z.iso.date(),
    notes: optionalTextInput(2000),
    lines: z
      .array(z.object({ productId: z.uuid(C.productNotFound), quantity: quantityInput({ positive: true }) }))
      .min(1, C.linesRequired)
      .max(200),
  })
  .superRefine((order, ctx) => {
    const seen = new Set<string>();
    order.lines.forEach((line, index) => {
      if (seen.has(line.productId))
        ctx.addIssue({ code: 'custom', message: C.productListedTwice, path: ['lines', index, 'productId'] });
      seen.add(line.productId);
    });
  });
export type PurchaseOrderInput = z.input<typeof purchaseOrderInputSchema>;

// Receipts

export const receiptLineSchema = z.object({
  id: z.uuid(),
  product: productRef,
  expected: quantitySchema,
  received: quantitySchema,
  damaged: quantitySchema,
  discrepancyReason: z.string().nullable(),
});
export type ReceiptLine = z.infer<typeof receiptLineSchema>;
export const discrepancySchema = z.object({
  product: productRef,
  kind: z.enum(DISCREPANCY_KINDS),
  quantity: quantitySchema,
  reason: z.string().nullable(),
});
export type Discrepancy = z.infer<typeof discrepancySchema>;
export const receiptSchema = z.object({
  id: z.uuid(),
  purchaseOrder: z.object({ id: z.uuid(), reference: z.string() }).nullable(),
  supplier: ref.nullable(),
  location: locationRef,
  deliveryNote: z.string().nullable(),
  status: z.enum(RECEIPT_STATUSES),
  startedByName: z.string().nullable(),
  completedByName: z.string().nullable(),
  completedAt: timestamp.nullable(),
  createdAt: timestamp,
  lines: z.array(receiptLineSchema),
  discrepancies: z.array(discrepancySchema),
  photos: z.array(photoSchema),
});
export type Receipt = z.infer<typeof receiptSchema>;
export const receiptResponseSchema = z.object({ receipt: receiptSchema });
export const receiptListQuerySchema = z.object({
  status: z.enum([...RECEIPT_STATUSES, 'all']).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(WAREHOUSE_PAGE_SIZE),
});
export type ReceiptListQuery = z.input<typeof receiptListQuerySchema>;
export const receiptListResponseSchema = z.object({
  receipts: z.array(receiptSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReceiptListResponse = z.infer<typeof receiptListResponseSchema>;

// Unknown goods

export const unknownItemSchema = z.object({
  id: z.uuid(),
  rawCode: z.string().nullable(),
  description: z.string(),
  quantity: quantitySchema,
  location: locationRef,
  receiptId: z.uuid().nullable(),
  status: z.enum(UNKNOWN_ITEM_STATUSES),
  product: productRef.nullable(),
  resolutionNote: z.string().nullable(),
  reportedByName: z.string().nullable(),
  resolvedByName: z.string().nullable(),
  resolvedAt: timestamp.nullable(),
  createdAt: timestamp,
  photos: z.array(photoSchema),
});
export type UnknownItem = z.infer<typeof unknownItemSchema>;
export const unknownItemResponseSchema = z.object({ item: unknownItemSchema });
export const unknownItemListQuerySchema = z.object({
  status: z.enum([...UNKNOWN_ITEM_STATUSES, 'all']).default('open'),
});
export const unknownItemListResponseSchema = z.object({ items: z.array(unknownItemSchema) });
export type UnknownItemListResponse = z.infer<typeof unknownItemListResponseSchema>;

export const identifyInputSchema = z.object({
  productId: z.uuid(C.productNotFound),
  /** Learn the item's raw code as a barcode of the product (when it has one). */
  learnBarcode: z.boolean().default(true),
  symbology: z.enum(BARCODE_SYMBOLOGIES).default('other'),
  packQuantity: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Where the stock goes from the unknown-goods location; missing: it stays there, as the product. */
  toLocationId: z.uuid(C.locationNotFound).optional(),
});
export type IdentifyInput = z.input<typeof identifyInputSchema>;
export const rejectInputSchema = z.object({ note: optionalTextInput(500) });
export type RejectInput = z.input<typeof rejectInputSchema>;

// Phone: scan lookups, the offline catalogue, home figures

export const scanQuerySchema = z.object({ code: textInput(500, C.codeRequired) });
export const gs1DataSchema = z.object({
  elements: z.array(z.object({ ai: z.string(), value: z.string() })),
  gtin: z.string().optional(),
  lot: z.string().optional(),
  serial: z.string().optional(),
  expiry: z.string().optional(),
  bestBefore: z.string().optional(),
  quantity: z.string().optional(),
  sscc: z.string().optional(),
});
export const scanResponseSchema = z.object({
  code: z.string(),
  gs1: gs1DataSchema.nullable(),
  match: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('product'), item: stockProductSchema, packQuantity: z.number().int() }),
    z.object({ kind: z.literal('location'), location: locationSchema }),
    z.object({ kind: z.literal('none') }),
  ]),
});
export type ScanResponse = z.infer<typeof scanResponseSchema>;

export const catalogueResponseSchema = z.object({
  products: z.array(stockProductSchema),
  locations: z.array(locationSchema),
  generatedAt: timestamp,
});
export type CatalogueResponse = z.infer<typeof catalogueResponseSchema>;

export const warehouseSummarySchema = z.object({
  expectedToday: z.number().int(),
  openReceipts: z.number().int(),
  unknownOpen: z.number().int(),
  flaggedOps: z.number().int(),
});
export type WarehouseSummary = z.infer<typeof warehouseSummarySchema>;
