import crypto from 'node:crypto';
import type { ScanResponse, StockProductResponse, UnknownItem, WarehousePhoto } from '@northdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { setAccess } from '../support/crm-fixtures.ts';
import { ONE_PIXEL_PNG } from '../support/images.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';
import {
  expectDelivery,
  ledgerMismatches,
  opId,
  ops,
  type Setup,
  setUpWarehouse,
  type User,
  uploadPhoto,
} from './warehouse-fixtures.ts';

let server: TestServer;
let owner: User;
let setup: Setup;
beforeAll(async () => {
  server = await startTestServer();
  owner = await signedInUser(server, { role: 'super_admin' });
  setup = await setUpWarehouse(owner, 2);
}, 60_000);
afterAll(() => server.close());

describe('unknown goods', () => {
  it('reported from the floor with a photo; identified (barcode learnt, stock moved) or rejected once', async () => {
    const p = setup.products[0];
    if (!p) throw new Error('product');
    const item = crypto.randomUUID();
    const other = crypto.randomUUID();
    await ops(owner, [
      {
        opId: opId(),
        type: 'unknown.create',
        unknownItemId: item,
        rawCode: 'MYSTERY-77',
        description: 'Blue crate, no label',
        quantity: '4',
        locationId: setup.unknown.id,
      },
      {
        opId: opId(),
        type: 'unknown.create',
        unknownItemId: other,
        description: 'Loose screws',
        quantity: '1',
        locationId: setup.unknown.id,
      },
    ]);
    const photoId = crypto.randomUUID();
    const upload = await uploadPhoto(server, owner, { id: photoId, kind: 'label', unknownItemId: item });
    expect(upload.statusCode, upload.body).toBe(201);
    // The phone retries after a lost answer: the same photo, not a second one.
    const retry = await uploadPhoto(server, owner, { id: photoId, kind: 'label', unknownItemId: item });
    expect(retry.statusCode).toBe(200);
    expect(json<{ photo: WarehousePhoto }>(retry).photo.id).toBe(photoId);
    const image = await owner.client.get(`/api/warehouse/photos/${photoId}`);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(ONE_PIXEL_PNG)).toBe(true);

    const open = json<{ items: UnknownItem[] }>(await owner.client.get('/api/warehouse/unknown-items')).items;
    expect(open.map((i) => [i.description, i.photos.length])).toEqual([
      ['Loose screws', 0],
      ['Blue crate, no label', 1],
    ]);
    const identified = await owner.client.post(`/api/warehouse/unknown-items/${item}/identify`, {
      productId: p.id,
      symbology: 'code128',
      toLocationId: setup.binA.id,
    });
    expect(identified.statusCode, identified.body).toBe(200);
    expect(json<{ item: UnknownItem }>(identified).item).toMatchObject({
      status: 'identified',
      product: { id: p.id },
    });
    const again = await owner.client.post(`/api/warehouse/unknown-items/${item}/identify`, {
      productId: p.id,
    });
    expect(again.statusCode).toBe(409);
    const scan = json<ScanResponse>(await owner.client.get('/api/warehouse/scan?code=MYSTERY-77'));
    expect(scan.match.kind === 'product' && scan.match.item.product.id).toBe(p.id);
    const stock = json<StockProductResponse>(await owner.client.get(`/api/warehouse/stock/${p.id}`));
    expect(stock.item.lines.map((l) => [l.location.code, l.quantity])).toEqual(
      [
        ['A1', '4'],
        ['UNKNOWN', '0'],
      ].filter(([, q]) => q !== '0'),
    );
    expect(stock.moves.map((m) => m.reason)).toEqual(['move', 'identified']);

    const rejected = await owner.client.post(`/api/warehouse/unknown-items/${other}/reject`, {
      note: 'Sent back',
    });
    expect(json<{ item: UnknownItem }>(rejected).item).toMatchObject({
      status: 'rejected',
      resolutionNote: 'Sent back',
    });
    expect(
      json<{ items: UnknownItem[] }>(await owner.client.get('/api/warehouse/unknown-items')).items,
    ).toEqual([]);
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('refuses what is not a photo, and a photo of nothing', async () => {
    const p = setup.products[1];
    if (!p) throw new Error('product');
    const text = await uploadPhoto(
      server,
      owner,
      { id: crypto.randomUUID(), productId: p.id },
      Buffer.from('<svg onload=alert(1)>'),
    );
    expect(text.statusCode).toBe(400);
    const nothing = await uploadPhoto(server, owner, { id: crypto.randomUUID() });
    expect(nothing.statusCode).toBe(400);
    const unknownProduct = await uploadPhoto(server, owner, {
      id: crypto.randomUUID(),
      productId: crypto.randomUUID(),
    });
    expect(unknownProduct.statusCode).toBe(404);
  });
});

describe('tenants and access levels', () => {
  it("another tenant's ids are 404 on every route, its photos included; no session is 401", async () => {
    const p = setup.products[1];
    if (!p) throw new Error('product');
    const order = await expectDelivery(owner, setup, [{ productId: p.id, quantity: '1' }]);
    const receiptId = crypto.randomUUID();
    const itemId = crypto.randomUUID();
    await ops(owner, [
      {
        opId: opId(),
        type: 'receipt.start',
        receiptId,
        purchaseOrderId: order.id,
        locationId: setup.dock.id,
      },
      {
        opId: opId(),
        type: 'unknown.create',
        unknownItemId: itemId,
        description: 'Thing',
        quantity: '1',
        locationId: setup.unknown.id,
      },
    ]);
    const photoId = crypto.randomUUID();
    expect((await uploadPhoto(server, owner, { id: photoId, kind: 'pod', receiptId })).statusCode).toBe(201);

    const stranger = await signedInUser(server, { role: 'super_admin' });
    const theirs = await setUpWarehouse(stranger, 1);
    const c = stranger.client;
    const notFound = [
      await c.get(`/api/warehouse/stock/${p.id}`),
      await c.get(`/api/warehouse/purchase-orders/${order.id}`),
      await c.post(`/api/warehouse/purchase-orders/${order.id}/cancel`),
      await c.get(`/api/warehouse/receipts/${receiptId}`),
      await c.get(`/api/warehouse/unknown-items/${itemId}`),
      await c.post(`/api/warehouse/unknown-items/${itemId}/identify`, { productId: theirs.products[0]?.id }),
      await c.post(`/api/warehouse/unknown-items/${itemId}/reject`, {}),
      await c.patch(`/api/warehouse/locations/${setup.binA.id}`, { code: 'X', name: 'X' }),
      await c.get(`/api/warehouse/photos/${photoId}`),
      await c.post('/api/warehouse/locations', { warehouseId: setup.warehouse.id, code: 'X', name: 'X' }),
      await c.post('/api/warehouse/purchase-orders', {
        reference: 'X',
        supplierId: setup.supplier.id,
        warehouseId: theirs.warehouse.id,
        expectedDate: '2026-12-01',
        lines: [{ productId: theirs.products[0]?.id, quantity: '1' }],
      }),
      await c.post('/api/warehouse/ops', {
        ops: [
          { opId: opId(), type: 'receipt.scan', receiptId, productId: theirs.products[0]?.id, received: '1' },
        ],
      }),
      await c.post('/api/warehouse/ops', {
        ops: [
          {
            opId: opId(),
            type: 'move',
            productId: p.id,
            fromLocationId: theirs.dock.id,
            toLocationId: theirs.binA.id,
            quantity: '1',
          },
        ],
      }),
      await c.post('/api/warehouse/ops', {
        ops: [
          {
            opId: opId(),
            type: 'unknown.create',
            unknownItemId: crypto.randomUUID(),
            description: 'x',
            quantity: '1',
            locationId: setup.unknown.id,
          },
        ],
      }),
      await uploadPhoto(server, stranger, { id: crypto.randomUUID(), receiptId }),
      await uploadPhoto(server, stranger, { id: photoId, receiptId }),
    ];
    expect(notFound.map((r) => r.statusCode)).toEqual(notFound.map(() => 404));
    for (const r of notFound) expect(r.body).not.toContain(setup.supplier.id);
    // Lists hold only their own tenant's records; its own photo id may even be reused.
    const lists = await Promise.all(
      [
        'stock',
        'moves',
        'purchase-orders?status=all',
        'receipts',
        'unknown-items?status=all',
        'warehouses',
        'flagged',
        'catalogue',
      ].map((path) => c.get(`/api/warehouse/${path}`)),
    );
    for (const list of lists) {
      expect(list.statusCode, list.body).toBe(200);
      for (const id of [p.id, order.id, receiptId, itemId, setup.warehouse.id])
        expect(list.body).not.toContain(id);
    }
    const sameId = crypto.randomUUID();
    expect((await uploadPhoto(server, owner, { id: sameId, productId: p.id })).statusCode).toBe(201);
    expect(
      (await uploadPhoto(server, stranger, { id: sameId, productId: theirs.products[0]?.id ?? '' }))
        .statusCode,
    ).toBe(201);
    expect((await owner.client.get(`/api/warehouse/photos/${photoId}`)).statusCode).toBe(200);

    const anonymous = await signedInUser(server, { companyId: owner.companyId });
    anonymous.client.clearCookies();
    const a = anonymous.client;
    const unauthorised = [
      await a.get('/api/warehouse/stock'),
      await a.get(`/api/warehouse/stock/${p.id}`),
      await a.get('/api/warehouse/moves'),
      await a.get('/api/warehouse/scan?code=x'),
      await a.get('/api/warehouse/catalogue'),
      await a.get('/api/warehouse/summary'),
      await a.get('/api/warehouse/warehouses'),
      await a.post('/api/warehouse/warehouses', { code: 'X', name: 'X' }),
      await a.post('/api/warehouse/locations', {}),
      await a.patch(`/api/warehouse/locations/${setup.binA.id}`, {}),
      await a.get('/api/warehouse/purchase-orders'),
      await a.post('/api/warehouse/purchase-orders', {}),
      await a.get(`/api/warehouse/purchase-orders/${order.id}`),
      await a.post(`/api/warehouse/purchase-orders/${order.id}/cancel`),
      await a.get('/api/warehouse/receipts'),
      await a.get(`/api/warehouse/receipts/${receiptId}`),
      await a.get('/api/warehouse/unknown-items'),
      await a.get(`/api/warehouse/unknown-items/${itemId}`),
      await a.post(`/api/warehouse/unknown-items/${itemId}/identify`, {}),
      await a.post(`/api/warehouse/unknown-items/${itemId}/reject`, {}),
      await a.post('/api/warehouse/ops', { ops: [] }),
      await a.get('/api/warehouse/flagged'),
      await a.get(`/api/warehouse/photos/${photoId}`),
      await uploadPhoto(server, anonymous, { id: crypto.randomUUID(), receiptId }),
    ];
    expect(unauthorised.map((r) => r.statusCode)).toEqual(unauthorised.map(() => 401));
  });

  it('inventory levels: view reads, admin scans and resolves, full creates; no access is 403 everywhere', async () => {
    const worker = await signedInUser(server, { companyId: owner.companyId });
    const c = worker.client;
    const p = setup.products[0];
    if (!p) throw new Error('product');
    const move = () => ({
      opId: opId(),
      type: 'move' as const,
      productId: p.id,
      fromLocationId: setup.binA.id,
      toLocationId: setup.binB.id,
      quantity: '1',
    });
    const report = () => ({
      opId: opId(),
      type: 'unknown.create' as const,
      unknownItemId: crypto.randomUUID(),
      description: 'x',
      quantity: '1',
      locationId: setup.unknown.id,
    });
    const item = crypto.randomUUID();
    await ops(owner, [{ ...report(), unknownItemId: item }]);
    const order = await expectDelivery(owner, setup, [{ productId: p.id, quantity: '1' }]);
    const reads = () => [
      c.get('/api/warehouse/stock'),
      c.get(`/api/warehouse/stock/${p.id}`),
      c.get('/api/warehouse/moves'),
      c.get('/api/warehouse/scan?code=x'),
      c.get('/api/warehouse/catalogue'),
      c.get('/api/warehouse/summary'),
      c.get('/api/warehouse/warehouses'),
      c.get('/api/warehouse/purchase-orders'),
      c.get(`/api/warehouse/purchase-orders/${order.id}`),
      c.get('/api/warehouse/receipts'),
      c.get('/api/warehouse/unknown-items'),
      c.get(`/api/warehouse/unknown-items/${item}`),
      c.get('/api/warehouse/flagged'),
    ];
    const statuses = async (list: Promise<{ statusCode: number }>[]) =>
      (await Promise.all(list)).map((r) => r.statusCode);

    await setAccess(server, worker, 'inventory', 'no_access');
    expect(new Set(await statuses(reads()))).toEqual(new Set([403]));
    expect((await c.post('/api/warehouse/ops', { ops: [move()] })).statusCode).toBe(403);
    expect((await uploadPhoto(server, worker, { id: crypto.randomUUID(), productId: p.id })).statusCode).toBe(
      403,
    );

    await setAccess(server, worker, 'inventory', 'view');
    expect(new Set(await statuses(reads()))).toEqual(new Set([200]));
    expect((await c.post('/api/warehouse/ops', { ops: [move()] })).statusCode).toBe(403);
    expect((await c.post(`/api/warehouse/unknown-items/${item}/reject`, {})).statusCode).toBe(403);
    expect(
      (await c.patch(`/api/warehouse/locations/${setup.binA.id}`, { code: 'A1', name: 'Bin A1' })).statusCode,
    ).toBe(403);
    expect((await uploadPhoto(server, worker, { id: crypto.randomUUID(), productId: p.id })).statusCode).toBe(
      403,
    );

    await setAccess(server, worker, 'inventory', 'admin');
    expect((await c.post('/api/warehouse/ops', { ops: [move()] })).statusCode).toBe(200);
    expect((await c.post('/api/warehouse/ops', { ops: [report()] })).statusCode).toBe(403);
    expect((await uploadPhoto(server, worker, { id: crypto.randomUUID(), productId: p.id })).statusCode).toBe(
      201,
    );
    expect((await c.post('/api/warehouse/warehouses', { code: 'W2', name: 'Second' })).statusCode).toBe(403);
    expect(
      (await c.post('/api/warehouse/locations', { warehouseId: setup.warehouse.id, code: 'Z9', name: 'Z9' }))
        .statusCode,
    ).toBe(403);
    expect((await c.post(`/api/warehouse/purchase-orders/${order.id}/cancel`)).statusCode).toBe(403);
    expect((await c.post(`/api/warehouse/unknown-items/${item}/reject`, {})).statusCode).toBe(200);

    await setAccess(server, worker, 'inventory', 'full');
    expect((await c.post('/api/warehouse/ops', { ops: [report()] })).statusCode).toBe(200);
    expect((await c.post('/api/warehouse/warehouses', { code: 'W2', name: 'Second' })).statusCode).toBe(201);
    expect((await c.post(`/api/warehouse/purchase-orders/${order.id}/cancel`)).statusCode).toBe(200);
    expect((await c.post(`/api/warehouse/purchase-orders/${order.id}/cancel`)).statusCode).toBe(409);
  });

  it('warehouse, location and barcode codes are unique, with field messages', async () => {
    const c = owner.client;
    expect((await c.post('/api/warehouse/warehouses', { code: 'main', name: 'Again' })).statusCode).toBe(409);
    const location = await c.post('/api/warehouse/locations', {
      warehouseId: setup.warehouse.id,
      code: 'a1',
      name: 'Again',
    });
    expect(location.statusCode).toBe(409);
    expect(json<{ error: { fields: Record<string, string> } }>(location).error.fields.code).toBe(
      'Another location of this warehouse already has this code',
    );
    const code = setup.products[0]?.barcodes[0]?.code ?? '';
    const onProduct = await c.post('/api/warehouse/locations', {
      warehouseId: setup.warehouse.id,
      code: 'C3',
      name: 'C3',
      barcode: code,
    });
    expect(onProduct.statusCode).toBe(409);
    const sameLabel = await c.post('/api/warehouse/locations', {
      warehouseId: setup.warehouse.id,
      code: 'C4',
      name: 'C4',
      barcode: setup.binA.barcode,
    });
    expect(sameLabel.statusCode).toBe(409);
  });
});
