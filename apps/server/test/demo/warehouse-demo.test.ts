import type {
  PurchaseOrderListResponse,
  StockListResponse,
  UnknownItemListResponse,
  WarehouseListResponse,
  WarehouseSummary,
} from '@northdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCompanies } from '../../src/features/demo/companies-demo.ts';
import { seedProductsDemo } from '../../src/features/demo/products-demo.ts';
import { seedWarehouseDemo } from '../../src/features/demo/warehouse-demo.ts';
import { signedInUser } from '../support/accounts.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';
import { ledgerMismatches } from '../warehouse/warehouse-fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('warehouse demo (issue 22 item 7)', () => {
  it('a warehouse with bins, stock of ~40 products, three deliveries due today, unknown goods with photos', async () => {
    const me = await signedInUser(server, { role: 'super_admin' });
    await seedDemoCompanies(server.deps, me.companyId);
    await seedProductsDemo(server.deps, me.companyId);
    await seedWarehouseDemo(server.deps, me.companyId);
    const c = me.client;
    const { warehouses } = json<WarehouseListResponse>(await c.get('/api/warehouse/warehouses'));
    expect(warehouses).toHaveLength(1);
    expect(warehouses[0]?.locations.length).toBeGreaterThanOrEqual(10);
    const stock = json<StockListResponse>(await c.get('/api/warehouse/stock?pageSize=100'));
    const stocked = stock.items.filter((i) => Number(i.onHand) > 0);
    expect(stocked.length).toBeGreaterThanOrEqual(35);
    expect(stocked.every((i) => i.barcodes.length > 0)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const due = json<PurchaseOrderListResponse>(await c.get(`/api/warehouse/purchase-orders?dueBy=${today}`));
    expect(due.purchaseOrders).toHaveLength(3);
    expect(due.purchaseOrders.every((o) => o.lines.length >= 3 && o.expectedDate === today)).toBe(true);
    const unknown = json<UnknownItemListResponse>(await c.get('/api/warehouse/unknown-items'));
    expect(unknown.items).toHaveLength(3);
    const photo = unknown.items.flatMap((i) => i.photos)[0];
    expect(unknown.items.flatMap((i) => i.photos)).toHaveLength(2);
    const image = await c.get(`/api/warehouse/photos/${photo?.id}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const summary = json<WarehouseSummary>(await c.get(`/api/warehouse/summary?today=${today}`));
    expect(summary).toMatchObject({ expectedToday: 3, unknownOpen: 3, openReceipts: 0 });
    expect(await ledgerMismatches(server)).toEqual([]);
  });
});
