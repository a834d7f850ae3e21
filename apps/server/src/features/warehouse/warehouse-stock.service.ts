import {
  type BarcodeSymbology,
  type CatalogueResponse,
  gtinCandidates,
  type LocationKind,
  type MoveListResponse,
  type MoveReason,
  type moveListQuerySchema,
  parseScan,
  type ScanResponse,
  type StockListResponse,
  type StockMove,
  type StockProduct,
  type StockProductResponse,
  type stockListQuerySchema,
  type WarehouseSummary,
} from '@northdesk/shared';
import { and, asc, count, desc, eq, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  productBarcodes,
  products,
  purchaseOrders,
  receipts,
  stockBalances,
  stockMoves,
  unknownItems,
  warehouseLocations,
  warehouseOps,
} from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';
import { listLocations, toLocation } from './warehouse-locations.service.ts';
import { listPhotos } from './warehouse-photos.service.ts';
import { dec, type ProductRow, qty, requireProduct, userNames } from './warehouse-queries.ts';

type MoveQuery = z.output<typeof moveListQuerySchema>;
type StockQuery = z.output<typeof stockListQuerySchema>;

/** Products with their barcodes and what is on hand where (non-zero balances only). */
export async function stockItems(tx: Transaction, rows: ProductRow[]): Promise<StockProduct[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const barcodes = await tx
    .select()
    .from(productBarcodes)
    .where(inArray(productBarcodes.productId, ids))
    .orderBy(asc(productBarcodes.position));
  const balances = await tx
    .select({ balance: stockBalances, location: warehouseLocations })
    .from(stockBalances)
    .innerJoin(
      warehouseLocations,
      and(
        eq(warehouseLocations.companyId, stockBalances.companyId),
        eq(warehouseLocations.id, stockBalances.locationId),
      ),
    )
    .where(and(inArray(stockBalances.productId, ids), ne(stockBalances.quantity, '0')))
    .orderBy(asc(sql`lower(${warehouseLocations.code})`));
  return rows.map((row) => {
    const lines = balances.filter((b) => b.balance.productId === row.id);
    return {
      product: { id: row.id, sku: row.sku, name: row.name, unit: row.unit, archived: row.archived },
      barcodes: barcodes
        .filter((b) => b.productId === row.id)
        .map((b) => ({
          code: b.code,
          symbology: b.symbology as BarcodeSymbology,
          packQuantity: b.packQuantity,
        })),
      onHand: qty(lines.reduce((sum, l) => sum.plus(dec(l.balance.quantity)), dec('0'))),
      lines: lines.map((l) => ({
        location: {
          id: l.location.id,
          code: l.location.code,
          name: l.location.name,
          warehouseId: l.location.warehouseId,
          kind: l.location.kind as LocationKind,
        },
        quantity: qty(l.balance.quantity),
      })),
    };
  });
}

const fromLocation = alias(warehouseLocations, 'from_location');
const toLocationTable = alias(warehouseLocations, 'to_location');

async function readMoves(tx: Transaction, where: SQL | undefined, limit: number, offset: number) {
  const rows = await tx
    .select({ move: stockMoves, product: products, from: fromLocation, to: toLocationTable })
    .from(stockMoves)
    .innerJoin(
      products,
      and(eq(products.companyId, stockMoves.companyId), eq(products.id, stockMoves.productId)),
    )
    .leftJoin(
      fromLocation,
      and(eq(fromLocation.companyId, stockMoves.companyId), eq(fromLocation.id, stockMoves.fromLocationId)),
    )
    .leftJoin(
      toLocationTable,
      and(
        eq(toLocationTable.companyId, stockMoves.companyId),
        eq(toLocationTable.id, stockMoves.toLocationId),
      ),
    )
    .where(where)
    .orderBy(desc(stockMoves.createdAt), desc(stockMoves.id))
    .limit(limit)
    .offset(offset);
  const names = await userNames(
    tx,
    rows.map((r) => r.move.userId),
  );
  const ref = (l: typeof fromLocation.$inferSelect | null) =>
    l ? { id: l.id, code: l.code, name: l.name } : null;
  return rows.map(
    (r): StockMove => ({
      id: r.move.id,
      product: { id: r.product.id, sku: r.product.sku, name: r.product.name },
      from: ref(r.from),
      to: ref(r.to),
      quantity: qty(r.move.quantity),
      reason: r.move.reason as MoveReason,
      reference: r.move.reference,
      userName: r.move.userId ? (names.get(r.move.userId) ?? null) : null,
      createdAt: r.move.createdAt.toISOString(),
    }),
  );
}

const containsPattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Stock on hand, the ledger's history, scan look-ups and the phone's offline catalogue. */
export const warehouseStockService = {
  list(db: Database, ctx: TenantContext, query: StockQuery): Promise<StockListResponse> {
    return withTenant(db, ctx, async (tx) => {
      const search = query.search.trim();
      const where = and(
        eq(products.archived, false),
        search
          ? sql`(${products.searchText} LIKE ${containsPattern(search)} OR EXISTS (select 1 from ${productBarcodes}
              where ${productBarcodes.companyId} = ${products.companyId} and ${productBarcodes.productId} = ${products.id}
              and ${productBarcodes.code} = ${search}))`
          : undefined,
        query.locationId
          ? sql`EXISTS (select 1 from ${stockBalances} where ${stockBalances.companyId} = ${products.companyId}
              and ${stockBalances.productId} = ${products.id} and ${stockBalances.locationId} = ${query.locationId}
              and ${stockBalances.quantity} <> 0)`
          : undefined,
      );
      const rows = await tx
        .select()
        .from(products)
        .where(where)
        .orderBy(asc(sql`lower(${products.name})`), asc(products.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [total] = await tx.select({ n: count() }).from(products).where(where);
      return {
        items: await stockItems(tx, rows),
        total: total?.n ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    });
  },

  product(db: Database, ctx: TenantContext, productId: string): Promise<StockProductResponse> {
    return withTenant(db, ctx, async (tx) => {
      const row = await requireProduct(tx, productId);
      const [item] = await stockItems(tx, [row]);
      if (!item) throw new Error('no stock item');
      return {
        item,
        moves: await readMoves(tx, eq(stockMoves.productId, productId), 50, 0),
        photos: await listPhotos(tx, { productId }),
      };
    });
  },

  moves(db: Database, ctx: TenantContext, query: MoveQuery): Promise<MoveListResponse> {
    return withTenant(db, ctx, async (tx) => {
      const where = and(
        query.productId ? eq(stockMoves.productId, query.productId) : undefined,
        query.locationId
          ? or(eq(stockMoves.fromLocationId, query.locationId), eq(stockMoves.toLocationId, query.locationId))
          : undefined,
        query.reason ? eq(stockMoves.reason, query.reason) : undefined,
      );
      const moves = await readMoves(tx, where, query.pageSize, (query.page - 1) * query.pageSize);
      const [total] = await tx.select({ n: count() }).from(stockMoves).where(where);
      return { moves, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
    });
  },

  /**
   * What a scanned code names: a product by any form of its barcode (a GS1 case label's GTIN-14
   * finds the unit's EAN-13) or its SKU, else a location by its shelf label.
   */
  scan(db: Database, ctx: TenantContext, code: string): Promise<ScanResponse> {
    return withTenant(db, ctx, async (tx) => {
      const scan = parseScan(code);
      const candidates = [...new Set([...gtinCandidates(scan.code), scan.raw])];
      const [barcode] = await tx
        .select()
        .from(productBarcodes)
        .where(inArray(productBarcodes.code, candidates));
      const [product] = barcode
        ? await tx.select().from(products).where(eq(products.id, barcode.productId))
        : await tx.select().from(products).where(sql`lower(${products.sku}) = lower(${scan.raw})`);
      const gs1Quantity = scan.gs1?.quantity;
      if (product) {
        const [item] = await stockItems(tx, [product]);
        if (item) {
          const packQuantity =
            gs1Quantity && /^\d+$/.test(gs1Quantity) && Number(gs1Quantity) > 0
              ? Number(gs1Quantity)
              : (barcode?.packQuantity ?? 1);
          return { code: scan.code, gs1: scan.gs1, match: { kind: 'product', item, packQuantity } };
        }
      }
      const [location] = await tx
        .select()
        .from(warehouseLocations)
        .where(inArray(warehouseLocations.barcode, [scan.raw, scan.code]));
      if (location)
        return {
          code: scan.code,
          gs1: scan.gs1,
          match: { kind: 'location', location: toLocation(location) },
        };
      return { code: scan.code, gs1: scan.gs1, match: { kind: 'none' } };
    });
  },

  catalogue(db: Database, ctx: TenantContext): Promise<CatalogueResponse> {
    return withTenant(db, ctx, async (tx) => {
      const rows = await tx
        .select()
        .from(products)
        .where(eq(products.archived, false))
        .orderBy(asc(sql`lower(${products.name})`));
      return {
        products: await stockItems(tx, rows),
        locations: (await listLocations(tx)).map(toLocation),
        generatedAt: new Date().toISOString(),
      };
    });
  },

  summary(db: Database, ctx: TenantContext, today: string): Promise<WarehouseSummary> {
    return withTenant(db, ctx, async (tx) => {
      const [expected] = await tx
        .select({ n: count() })
        .from(purchaseOrders)
        .where(and(eq(purchaseOrders.status, 'open'), lte(purchaseOrders.expectedDate, today)));
      const [open] = await tx.select({ n: count() }).from(receipts).where(eq(receipts.status, 'open'));
      const [unknown] = await tx
        .select({ n: count() })
        .from(unknownItems)
        .where(eq(unknownItems.status, 'open'));
      const [flagged] = await tx
        .select({ n: count() })
        .from(warehouseOps)
        .where(eq(warehouseOps.status, 'flagged'));
      return {
        expectedToday: expected?.n ?? 0,
        openReceipts: open?.n ?? 0,
        unknownOpen: unknown?.n ?? 0,
        flaggedOps: flagged?.n ?? 0,
      };
    });
  },
};
