import {
  type BarcodeSymbology,
  PRODUCTS_COPY as C,
  DEFAULT_VAT_CODE,
  isVatCode,
  marginPercent,
  normalizeAmount,
  type Product,
  type ProductListResponse,
  type ProductValues,
  type productListQuerySchema,
  recommendedSellingPrice,
} from '@northdesk/shared';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { productBarcodes, products } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';
import { AppError, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { roundsRspToWholeNumbers } from './rsp-setting.ts';

type ListQuery = z.output<typeof productListQuerySchema>;
type ProductRow = typeof products.$inferSelect;
type BarcodeRow = typeof productBarcodes.$inferSelect;

/** A product as the API shows it, its RSP rounded when the tenant's setting says so. */
export function toProduct(row: ProductRow, barcodes: BarcodeRow[], roundRsp: boolean): Product {
  const rsp = recommendedSellingPrice(row.listPrice, roundRsp);
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    description: row.description,
    unit: row.unit,
    costPrice: row.costPrice === null ? null : normalizeAmount(row.costPrice),
    listPrice: normalizeAmount(row.listPrice),
    rsp,
    marginPercent: marginPercent(rsp, row.costPrice),
    vatCode: isVatCode(row.vatCode) ? row.vatCode : DEFAULT_VAT_CODE,
    archived: row.archived,
    barcodes: barcodes
      .filter((b) => b.productId === row.id)
      .sort((a, b) => a.position - b.position)
      .map((b) => ({
        id: b.id,
        code: b.code,
        symbology: b.symbology as BarcodeSymbology,
        packQuantity: b.packQuantity,
      })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function barcodesOf(tx: Transaction, productIds: string[]): Promise<BarcodeRow[]> {
  if (productIds.length === 0) return [];
  return tx.select().from(productBarcodes).where(inArray(productBarcodes.productId, productIds));
}

async function readProduct(tx: Transaction, id: string): Promise<Product> {
  const [row] = await tx.select().from(products).where(eq(products.id, id));
  if (!row) throw notFound(C.notFound);
  return toProduct(row, await barcodesOf(tx, [id]), await roundsRspToWholeNumbers(tx));
}

/** LIKE pattern of a search, its wildcards escaped. */
const containsPattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listFilter(ctx: TenantContext, query: ListQuery): SQL | undefined {
  const search = query.search.trim();
  return and(
    eq(products.companyId, ctx.companyId),
    query.status === 'all' ? undefined : eq(products.archived, query.status === 'archived'),
    search
      ? sql`(${products.searchText} LIKE ${containsPattern(search)} OR EXISTS (select 1 from ${productBarcodes}
          where ${productBarcodes.companyId} = ${products.companyId} and ${productBarcodes.productId} = ${products.id}
          and ${productBarcodes.code} = ${search}))`
      : undefined,
  );
}

/** The unique constraint a save ran into, as the field message the form shows. */
function conflictOf(error: unknown, input: ProductValues): AppError | undefined {
  if (isUniqueViolation(error, 'products_tenant_sku_key'))
    return new AppError('conflict', C.skuTaken, { sku: C.skuTaken });
  if (isUniqueViolation(error, 'product_barcodes_tenant_code_key')) {
    return new AppError('conflict', C.barcodeTaken(input.barcodes.map((b) => b.code).join(', ')));
  }
  return undefined;
}

/** Names the barcode (and its row) that another product of the tenant already has. */
async function checkBarcodesFree(tx: Transaction, input: ProductValues, productId: string | null) {
  const codes = input.barcodes.map((b) => b.code);
  if (codes.length === 0) return;
  const taken = await tx
    .select({ code: productBarcodes.code, productId: productBarcodes.productId })
    .from(productBarcodes)
    .where(inArray(productBarcodes.code, codes));
  const clash = taken.find((row) => row.productId !== productId);
  if (!clash) return;
  const index = codes.indexOf(clash.code);
  const message = C.barcodeTaken(clash.code);
  throw new AppError('conflict', message, { [`barcodes.${index}.code`]: message });
}

async function replaceBarcodes(tx: Transaction, ctx: TenantContext, productId: string, input: ProductValues) {
  await tx.delete(productBarcodes).where(eq(productBarcodes.productId, productId));
  if (input.barcodes.length === 0) return;
  await tx.insert(productBarcodes).values(
    input.barcodes.map((b, position) => ({
      companyId: ctx.companyId,
      productId,
      code: b.code,
      symbology: b.symbology,
      packQuantity: b.packQuantity,
      position,
    })),
  );
}

async function save<T>(input: ProductValues, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw conflictOf(error, input) ?? error;
  }
}

/** The product catalogue (issue 21 item 4); row-level security keeps every query in the tenant. */
export const productsService = {
  list(db: Database, ctx: TenantContext, query: ListQuery): Promise<ProductListResponse> {
    return withTenant(db, ctx, async (tx) => {
      const where = listFilter(ctx, query);
      const rows = await tx
        .select()
        .from(products)
        .where(where)
        .orderBy(asc(sql`lower(${products.name})`), asc(products.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [total] = await tx.select({ n: count() }).from(products).where(where);
      const roundRsp = await roundsRspToWholeNumbers(tx);
      const barcodes = await barcodesOf(
        tx,
        rows.map((r) => r.id),
      );
      return {
        products: rows.map((row) => toProduct(row, barcodes, roundRsp)),
        total: total?.n ?? 0,
        page: query.page,
        pageSize: query.pageSize,
        roundRspToWholeNumbers: roundRsp,
      };
    });
  },

  get(db: Database, ctx: TenantContext, id: string): Promise<Product> {
    return withTenant(db, ctx, (tx) => readProduct(tx, id));
  },

  create(db: Database, ctx: TenantContext, input: ProductValues): Promise<Product> {
    return save(input, () =>
      withTenant(db, ctx, async (tx) => {
        await checkBarcodesFree(tx, input, null);
        const [row] = await tx
          .insert(products)
          .values({
            companyId: ctx.companyId,
            sku: input.sku,
            name: input.name,
            description: input.description,
            unit: input.unit,
            costPrice: input.costPrice,
            listPrice: input.listPrice,
            vatCode: input.vatCode ?? DEFAULT_VAT_CODE,
          })
          .returning({ id: products.id });
        if (!row) throw new Error('insert returned no row');
        await replaceBarcodes(tx, ctx, row.id, input);
        return readProduct(tx, row.id);
      }),
    );
  },

  update(db: Database, ctx: TenantContext, id: string, input: ProductValues): Promise<Product> {
    return save(input, () =>
      withTenant(db, ctx, async (tx) => {
        const [locked] = await tx
          .select({ id: products.id })
          .from(products)
          .where(eq(products.id, id))
          .for('update');
        if (!locked) throw notFound(C.notFound);
        await checkBarcodesFree(tx, input, id);
        await tx
          .update(products)
          .set({
            sku: input.sku,
            name: input.name,
            description: input.description,
            unit: input.unit,
            costPrice: input.costPrice,
            listPrice: input.listPrice,
            ...(input.vatCode ? { vatCode: input.vatCode } : {}),
            updatedAt: new Date(),
          })
          .where(eq(products.id, id));
        await replaceBarcodes(tx, ctx, id, input);
        return readProduct(tx, id);
      }),
    );
  },

  setArchived(db: Database, ctx: TenantContext, id: string, archived: boolean): Promise<Product> {
    return withTenant(db, ctx, async (tx) => {
      const [row] = await tx
        .update(products)
        .set({ archived, updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning({ id: products.id });
      if (!row) throw notFound(C.notFound);
      return readProduct(tx, id);
    });
  },
};
