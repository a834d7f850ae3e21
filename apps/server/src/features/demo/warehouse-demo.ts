import crypto from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import {
  crmCompanies,
  productBarcodes,
  products,
  purchaseOrderLines,
  purchaseOrders,
  unknownItems,
  userRoles,
  warehouseLocations,
  warehousePhotos,
  warehouses,
} from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { AppDeps } from '../../deps.ts';
import { postMoves } from '../warehouse/warehouse-queries.ts';
import { demoPhotoPng } from './demo-photo.ts';

const BINS = ['A-01', 'A-02', 'A-03', 'A-04', 'B-01', 'B-02', 'B-03', 'B-04', 'C-01', 'C-02'];

const UNKNOWN: readonly {
  code: string | null;
  description: string;
  quantity: string;
  colour: [number, number, number] | null;
}[] = [
  {
    code: '5099999000017',
    description: 'Brown carton, "Handle with care", no delivery note',
    quantity: '6',
    colour: [150, 110, 70],
  },
  { code: null, description: 'Blue plastic crate of loose fittings', quantity: '1', colour: [60, 90, 170] },
  { code: 'XK-2231-B', description: 'Shrink-wrapped roll, label torn', quantity: '2', colour: null },
];

/**
 * The warehouse demo (issue 22 item 7): one warehouse with bins, stock of every physical product,
 * three deliveries expected today from demo customers acting as suppliers, and unknown goods on
 * the unknown-goods shelf, two of them with a photo. Stock comes in through the ledger, like all
 * stock, so the balances are the sum of the moves from the first start.
 */
export async function seedWarehouseDemo(deps: Pick<AppDeps, 'database' | 'storage'>, companyId: string) {
  const db = deps.database.db;
  const [buyer] = await db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.companyId, companyId), eq(userRoles.role, 'super_admin')))
    .limit(1);
  const ctx = { companyId, userId: buyer?.id };
  const photos: { key: string; png: Buffer }[] = [];
  await withTenant(db, ctx, async (tx) => {
    const [warehouse] = await tx
      .insert(warehouses)
      .values({ companyId, code: 'MAIN', name: 'Main warehouse' })
      .returning();
    if (!warehouse) throw new Error('no warehouse');
    const locations = await tx
      .insert(warehouseLocations)
      .values([
        {
          companyId,
          warehouseId: warehouse.id,
          code: 'DOCK',
          name: 'Goods-in dock',
          kind: 'dock',
          barcode: 'LOC-DOCK',
        },
        {
          companyId,
          warehouseId: warehouse.id,
          code: 'UNKNOWN',
          name: 'Unknown goods',
          kind: 'unknown',
          barcode: 'LOC-UNKNOWN',
        },
        {
          companyId,
          warehouseId: warehouse.id,
          code: 'DAMAGED',
          name: 'Damaged goods',
          kind: 'quarantine',
          barcode: 'LOC-DAMAGED',
        },
        ...BINS.map((code) => ({
          companyId,
          warehouseId: warehouse.id,
          code,
          name: `Bin ${code}`,
          kind: 'bin',
          barcode: `LOC-${code}`,
        })),
      ])
      .returning();
    const byCode = new Map(locations.map((l) => [l.code, l]));
    const bins = BINS.map((code) => byCode.get(code)).filter((l) => l !== undefined);
    const stocked = await tx
      .selectDistinct({ id: products.id, sku: products.sku })
      .from(products)
      .innerJoin(
        productBarcodes,
        and(eq(productBarcodes.companyId, products.companyId), eq(productBarcodes.productId, products.id)),
      )
      .where(eq(products.archived, false))
      .orderBy(asc(products.sku));
    await postMoves(
      tx,
      ctx,
      stocked.flatMap((product, index) => {
        const bin = bins[index % bins.length];
        const overflow = bins[(index + 3) % bins.length];
        if (!bin || !overflow) return [];
        const quantity = String(((index * 37) % 90) + 6);
        return [
          {
            productId: product.id,
            fromLocationId: null,
            toLocationId: bin.id,
            quantity,
            reason: 'receipt' as const,
            reference: 'Opening stock',
          },
          ...(index % 4 === 0
            ? [
                {
                  productId: product.id,
                  fromLocationId: null,
                  toLocationId: overflow.id,
                  quantity: '12',
                  reason: 'receipt' as const,
                  reference: 'Opening stock',
                },
              ]
            : []),
        ];
      }),
    );
    const suppliers = await tx
      .select({ id: crmCompanies.id })
      .from(crmCompanies)
      .where(and(eq(crmCompanies.isIndividualContacts, false), isNotNull(crmCompanies.name)))
      .orderBy(asc(crmCompanies.name))
      .limit(3);
    const today = new Date().toISOString().slice(0, 10);
    for (const [n, supplier] of suppliers.entries()) {
      const [order] = await tx
        .insert(purchaseOrders)
        .values({
          companyId,
          reference: `PO-2026-${String(101 + n).padStart(4, '0')}`,
          supplierId: supplier.id,
          warehouseId: warehouse.id,
          expectedDate: today,
          buyerId: buyer?.id ?? null,
          notes: n === 0 ? 'Driver calls 30 minutes ahead.' : null,
        })
        .returning();
      if (!order) continue;
      const lines = stocked.slice(n * 4, n * 4 + 3 + n);
      await tx.insert(purchaseOrderLines).values(
        lines.map((product, position) => ({
          companyId,
          purchaseOrderId: order.id,
          productId: product.id,
          quantity: String((position + 1) * 6 * (n + 1)),
          position,
        })),
      );
    }
    const shelf = byCode.get('UNKNOWN');
    if (!shelf) return;
    for (const item of UNKNOWN) {
      const id = crypto.randomUUID();
      await tx.insert(unknownItems).values({
        id,
        companyId,
        rawCode: item.code,
        description: item.description,
        quantity: item.quantity,
        locationId: shelf.id,
        reportedBy: buyer?.id ?? null,
      });
      if (!item.colour) continue;
      const png = demoPhotoPng(item.colour);
      const key = `${companyId}/warehouse-photos/photo-${Date.now()}-${crypto.randomUUID()}.png`;
      photos.push({ key, png });
      await tx.insert(warehousePhotos).values({
        id: crypto.randomUUID(),
        companyId,
        unknownItemId: id,
        kind: 'label',
        storageKey: key,
        contentType: 'image/png',
        size: png.length,
        takenAt: new Date(),
        uploadedBy: buyer?.id ?? null,
      });
    }
  });
  for (const photo of photos) await deps.storage.put(photo.key, photo.png, { contentType: 'image/png' });
}
