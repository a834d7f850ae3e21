import { z } from 'zod';
import { BARCODE_SYMBOLOGIES, barcodeProblem } from '../barcodes/barcodes.ts';
import { PRODUCTS_COPY as C } from '../copy/products.ts';
import { VAT_CODES } from '../money/vat.ts';
import { decimalInput, moneySchema, optionalTextInput, textInput } from './money-input.ts';

export const PRODUCTS_PAGE_SIZE = 50;
export const PRODUCT_BARCODES_MAX = 50;
export const PRODUCT_STATUSES = ['active', 'archived', 'all'] as const;
export type ProductStatusFilter = (typeof PRODUCT_STATUSES)[number];

const timestamp = z.iso.datetime({ offset: true });

export const productBarcodeSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  symbology: z.enum(BARCODE_SYMBOLOGIES),
  packQuantity: z.number().int().min(1),
});
export type ProductBarcode = z.infer<typeof productBarcodeSchema>;

export const productSchema = z.object({
  id: z.uuid(),
  sku: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  unit: z.string(),
  costPrice: moneySchema.nullable(),
  listPrice: moneySchema,
  /** The recommended selling price: the list price, rounded up when the company setting is on. */
  rsp: moneySchema,
  /** Margin of the RSP over the cost price, per cent ("25.0"); null without a cost. */
  marginPercent: z.string().nullable(),
  vatCode: z.enum(VAT_CODES),
  archived: z.boolean(),
  barcodes: z.array(productBarcodeSchema),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Product = z.infer<typeof productSchema>;

export const productResponseSchema = z.object({ product: productSchema });
export type ProductResponse = z.infer<typeof productResponseSchema>;

export const productListQuerySchema = z.object({
  search: textInput(100).optional().default(''),
  status: z.enum(PRODUCT_STATUSES).default('active'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(PRODUCTS_PAGE_SIZE),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

export const productListResponseSchema = z.object({
  products: z.array(productSchema),
  total: z.number().int().min(0),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Whether the RSPs shown are rounded up (company setting round_rsp_to_whole_numbers). */
  roundRspToWholeNumbers: z.boolean(),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const productIdParamsSchema = z.object({ id: z.uuid(C.notFound) });

const barcodeInputSchema = z
  .object({
    code: textInput(64, C.barcodeRequired).refine((code) => !/\s/.test(code), 'A code has no spaces'),
    symbology: z.enum(BARCODE_SYMBOLOGIES).default('ean13'),
    packQuantity: z.coerce
      .number()
      .int(C.packQuantityInvalid)
      .min(1, C.packQuantityInvalid)
      .max(100_000)
      .default(1),
  })
  .superRefine((barcode, ctx) => {
    const problem = barcodeProblem(barcode.code, barcode.symbology);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['code'] });
  });
export type ProductBarcodeInput = z.input<typeof barcodeInputSchema>;

/** Add / edit a product; barcodes replace the product's list. */
export const productInputSchema = z
  .object({
    sku: textInput(64, C.skuRequired),
    name: textInput(200, C.nameRequired),
    description: optionalTextInput(2000),
    unit: textInput(20, C.unitRequired).default('each'),
    costPrice: z
      .union([decimalInput(4, C.priceInvalid), z.literal(''), z.null()])
      .optional()
      .transform((value) => value || null),
    listPrice: decimalInput(4, C.priceInvalid),
    /** Missing: the company's default VAT code. */
    vatCode: z.enum(VAT_CODES).optional(),
    barcodes: z.array(barcodeInputSchema).max(PRODUCT_BARCODES_MAX).default([]),
  })
  .superRefine((product, ctx) => {
    const seen = new Set<string>();
    product.barcodes.forEach((barcode, index) => {
      if (seen.has(barcode.code))
        ctx.addIssue({
          code: 'custom',
          message: C.barcodeTwice(barcode.code),
          path: ['barcodes', index, 'code'],
        });
      seen.add(barcode.code);
    });
  });
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductValues = z.output<typeof productInputSchema>;
