import crypto from 'node:crypto';
import type { Product, PurchaseOrder, Warehouse, WarehouseOp, WarehouseOpsResponse } from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../src/db/rows.ts';
import type { signedInUser } from '../support/accounts.ts';
import { ONE_PIXEL_PNG } from '../support/images.ts';
import { multipart } from '../support/task-files.ts';
import { json, TEST_APP_URL, type TestServer } from '../support/test-server.ts';

export type User = Awaited<ReturnType<typeof signedInUser>>;
export const opId = () => crypto.randomUUID();

/** A tenant's warehouse (with its default locations and two bins), a supplier and products. */
export async function setUpWarehouse(user: User, products = 2) {
  const c = user.client;
  const warehouse = json<{ warehouse: Warehouse }>(
    await c.post('/api/warehouse/warehouses', { code: 'MAIN', name: 'Main warehouse' }),
  ).warehouse;
  const kind = (k: string) => {
    const location = warehouse.locations.find((l) => l.kind === k);
    if (!location) throw new Error(`no ${k} location`);
    return location;
  };
  const bin = async (code: string) => {
    const response = await c.post('/api/warehouse/locations', {
      warehouseId: warehouse.id,
      code,
      name: `Bin ${code}`,
      barcode: `LOC-${code}-${crypto.randomBytes(3).toString('hex')}`,
    });
    expect(response.statusCode, response.body).toBe(201);
    return json<{ location: { id: string; barcode: string } }>(response).location;
  };
  const supplier = json<{ company: { id: string } }>(
    await c.post('/api/companies', { name: `Supplier ${crypto.randomBytes(3).toString('hex')}` }),
  ).company;
  const made: Product[] = [];
  for (let i = 0; i < products; i++) {
    const response = await c.post('/api/products', {
      sku: `SKU-${i}-${crypto.randomBytes(3).toString('hex')}`,
      name: `Product ${i}`,
      listPrice: '10',
      barcodes: [
        { code: `P${i}-${crypto.randomBytes(4).toString('hex')}`, symbology: 'code128', packQuantity: 1 },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    made.push(json<{ product: Product }>(response).product);
  }
  return {
    warehouse,
    dock: kind('dock'),
    unknown: kind('unknown'),
    quarantine: kind('quarantine'),
    binA: await bin('A1'),
    binB: await bin('B1'),
    supplier,
    products: made,
  };
}
export type Setup = Awaited<ReturnType<typeof setUpWarehouse>>;

export async function ops(user: User, list: WarehouseOp[]) {
  const response = await user.client.post('/api/warehouse/ops', { ops: list });
  expect(response.statusCode, response.body).toBe(200);
  return json<WarehouseOpsResponse>(response).results;
}

export async function expectDelivery(
  user: User,
  setup: Setup,
  lines: { productId: string; quantity: string }[],
) {
  const response = await user.client.post('/api/warehouse/purchase-orders', {
    reference: `PO-${crypto.randomBytes(3).toString('hex')}`,
    supplierId: setup.supplier.id,
    warehouseId: setup.warehouse.id,
    expectedDate: new Date().toISOString().slice(0, 10),
    lines,
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ purchaseOrder: PurchaseOrder }>(response).purchaseOrder;
}

/** Rows where the maintained balance differs from the sum of the ledger (the invariant: none). */
export async function ledgerMismatches(server: TestServer): Promise<unknown[]> {
  return queryRows(
    server.deps.database.db,
    sql`WITH m AS (
          SELECT company_id, product_id, to_location_id AS loc, quantity AS q FROM stock_moves WHERE to_location_id IS NOT NULL
          UNION ALL
          SELECT company_id, product_id, from_location_id, -quantity FROM stock_moves WHERE from_location_id IS NOT NULL),
        s AS (SELECT company_id, product_id, loc, sum(q) AS total FROM m GROUP BY 1, 2, 3)
        SELECT s.*, b.quantity FROM s
        FULL JOIN stock_balances b ON b.company_id = s.company_id AND b.product_id = s.product_id AND b.location_id = s.loc
        WHERE coalesce(s.total, 0) <> coalesce(b.quantity, 0)`,
  );
}

export async function uploadPhoto(
  server: TestServer,
  user: User,
  query: Record<string, string>,
  content = ONE_PIXEL_PNG,
) {
  const { payload, headers } = multipart('photo.png', content, 'image/png');
  return server.app.inject({
    method: 'POST',
    url: `/api/warehouse/photos?${new URLSearchParams(query).toString()}`,
    payload,
    headers: { ...headers, cookie: user.client.cookieHeader(), origin: TEST_APP_URL },
  });
}
