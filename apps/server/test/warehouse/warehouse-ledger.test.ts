import crypto from 'node:crypto';
import type {
  FlaggedOpsResponse,
  MoveListResponse,
  Notification,
  PurchaseOrder,
  Receipt,
  ScanResponse,
  StockProductResponse,
  WarehouseSummary,
} from '@northdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';
import {
  expectDelivery,
  ledgerMismatches,
  opId,
  ops,
  type Setup,
  setUpWarehouse,
  type User,
} from './warehouse-fixtures.ts';

let server: TestServer;
let me: User;
let setup: Setup;
beforeAll(async () => {
  server = await startTestServer();
  me = await signedInUser(server, { role: 'super_admin' });
  setup = await setUpWarehouse(me, 3);
}, 60_000);
afterAll(() => server.close());

const stockOf = async (productId: string) => {
  const response = await me.client.get(`/api/warehouse/stock/${productId}`);
  expect(response.statusCode, response.body).toBe(200);
  const { item } = json<StockProductResponse>(response);
  return Object.fromEntries(item.lines.map((l) => [l.location.code, l.quantity]));
};
const receipt = async (id: string) =>
  json<{ receipt: Receipt }>(await me.client.get(`/api/warehouse/receipts/${id}`)).receipt;

describe('goods receipt against an expected delivery', () => {
  it('scans, marks damage, completes: stock in, damaged aside, discrepancies listed and the buyer told', async () => {
    const [p0, p1, p2] = setup.products;
    if (!p0 || !p1 || !p2) throw new Error('products');
    const order = await expectDelivery(me, setup, [
      { productId: p0.id, quantity: '3' },
      { productId: p1.id, quantity: '24' },
      { productId: p2.id, quantity: '5' },
    ]);
    const receiptId = crypto.randomUUID();
    const results = await ops(me, [
      {
        opId: opId(),
        type: 'receipt.start',
        receiptId,
        purchaseOrderId: order.id,
        locationId: setup.dock.id,
      },
      ...[1, 2, 3].map(() => ({
        opId: opId(),
        type: 'receipt.scan' as const,
        receiptId,
        productId: p0.id,
        received: '1',
      })),
      { opId: opId(), type: 'receipt.scan', receiptId, productId: p1.id, received: '12' },
      { opId: opId(), type: 'receipt.scan', receiptId, productId: p1.id, received: '12' },
      {
        opId: opId(),
        type: 'receipt.set',
        receiptId,
        productId: p1.id,
        received: '24',
        damaged: '2',
        discrepancyReason: 'Crushed case',
      },
      { opId: opId(), type: 'receipt.scan', receiptId, productId: p2.id, received: '4' },
    ]);
    expect(results.every((r) => r.status === 'applied' && !r.replayed)).toBe(true);
    const open = await receipt(receiptId);
    expect(open.status).toBe('open');
    expect(open.lines.map((l) => [l.product.id, l.expected, l.received, l.damaged])).toEqual([
      [p0.id, '3', '3', '0'],
      [p1.id, '24', '24', '2'],
      [p2.id, '5', '4', '0'],
    ]);
    const listed = json<{ purchaseOrders: PurchaseOrder[] }>(
      await me.client.get('/api/warehouse/purchase-orders'),
    ).purchaseOrders;
    expect(listed.find((o) => o.id === order.id)?.openReceiptId).toBe(receiptId);

    const [done] = await ops(me, [{ opId: opId(), type: 'receipt.complete', receiptId }]);
    expect(done?.status).toBe('applied');
    const completed = await receipt(receiptId);
    expect(completed.status).toBe('completed');
    expect(completed.discrepancies.map((d) => [d.product.id, d.kind, d.quantity, d.reason])).toEqual([
      [p1.id, 'damaged', '2', 'Crushed case'],
      [p2.id, 'short', '1', null],
    ]);
    expect(await stockOf(p0.id)).toEqual({ DOCK: '3' });
    expect(await stockOf(p1.id)).toEqual({ DAMAGED: '2', DOCK: '22' });
    expect(await stockOf(p2.id)).toEqual({ DOCK: '4' });
    const after = json<{ purchaseOrder: PurchaseOrder }>(
      await me.client.get(`/api/warehouse/purchase-orders/${order.id}`),
    ).purchaseOrder;
    expect(after).toMatchObject({
      status: 'open',
      expectedTotal: '32',
      receivedTotal: '31',
      openReceiptId: null,
    });
    const notes = json<{ notifications: Notification[] }>(
      await me.client.get('/api/notifications'),
    ).notifications;
    expect(notes.find((n) => n.type === 'receipt_discrepancy')?.title).toBe(
      `Receipt discrepancies: ${order.reference}`,
    );

    // The rest arrives on a second receipt, expecting only what is still to come; the order is then received.
    const second = crypto.randomUUID();
    await ops(me, [
      {
        opId: opId(),
        type: 'receipt.start',
        receiptId: second,
        purchaseOrderId: order.id,
        locationId: setup.dock.id,
      },
      { opId: opId(), type: 'receipt.scan', receiptId: second, productId: p2.id, received: '1' },
      { opId: opId(), type: 'receipt.complete', receiptId: second },
    ]);
    expect((await receipt(second)).lines.map((l) => l.expected)).toEqual(['0', '0', '1']);
    const received = json<{ purchaseOrder: PurchaseOrder }>(
      await me.client.get(`/api/warehouse/purchase-orders/${order.id}`),
    ).purchaseOrder;
    expect(received.status).toBe('received');
    expect(await ledgerMismatches(server)).toEqual([]);
  });
});

describe('moves and counts', () => {
  it('moves between bins and posts a count difference against the books at the time of counting', async () => {
    const p = setup.products[0];
    if (!p) throw new Error('product');
    await ops(me, [
      {
        opId: opId(),
        type: 'move',
        productId: p.id,
        fromLocationId: setup.dock.id,
        toLocationId: setup.binA.id,
        quantity: '2.5',
      },
    ]);
    expect(await stockOf(p.id)).toEqual({ A1: '2.5', DOCK: '0.5' });
    // Counted 2 in A1 a minute ago (offline), then 1 was moved in: the count's difference is -0.5.
    const countedAt = new Date(Date.now() - 60_000).toISOString();
    await ops(me, [
      {
        opId: opId(),
        type: 'move',
        productId: p.id,
        fromLocationId: setup.dock.id,
        toLocationId: setup.binA.id,
        quantity: '0.5',
      },
      {
        opId: opId(),
        type: 'count',
        productId: p.id,
        locationId: setup.binA.id,
        countedQuantity: '2',
        countedAt,
      },
    ]);
    // The books a minute ago had nothing in A1 (every move is newer): +2 is posted → 5.
    expect(await stockOf(p.id)).toEqual({ A1: '5' });
    await ops(me, [
      {
        opId: opId(),
        type: 'count',
        productId: p.id,
        locationId: setup.binA.id,
        countedQuantity: '4.25',
        countedAt: new Date().toISOString(),
      },
    ]);
    expect(await stockOf(p.id)).toEqual({ A1: '4.25' });
    const moves = json<MoveListResponse>(
      await me.client.get(`/api/warehouse/moves?productId=${p.id}&reason=count`),
    ).moves;
    expect(moves.map((m) => [m.from?.code ?? null, m.to?.code ?? null, m.quantity])).toEqual([
      ['A1', null, '0.75'],
      [null, 'A1', '2'],
    ]);
    expect(moves[0]?.userName).toBe('Test super_admin');
    expect(await ledgerMismatches(server)).toEqual([]);
  });
});

describe('exactly once', () => {
  it('a replayed batch is acknowledged, not applied again; the same op sent twice at once lands once', async () => {
    const p = setup.products[1];
    if (!p) throw new Error('product');
    const before = await stockOf(p.id);
    const batch = Array.from({ length: 5 }, () => ({
      opId: opId(),
      type: 'move' as const,
      productId: p.id,
      fromLocationId: setup.dock.id,
      toLocationId: setup.binB.id,
      quantity: '1',
    }));
    const first = await ops(me, batch);
    const again = await ops(me, batch);
    expect(first.map((r) => r.replayed)).toEqual([false, false, false, false, false]);
    expect(again.map((r) => [r.status, r.replayed])).toEqual(batch.map(() => ['applied', true]));
    const after = await stockOf(p.id);
    expect(after.B1).toBe('5');
    expect(after.DOCK).toBe(String(Number(before.DOCK) - 5));

    const op = {
      opId: opId(),
      type: 'move' as const,
      productId: p.id,
      fromLocationId: setup.binB.id,
      toLocationId: setup.binA.id,
      quantity: '1',
    };
    const racing = await Promise.all(
      Array.from({ length: 6 }, () => me.client.post('/api/warehouse/ops', { ops: [op] })),
    );
    expect(racing.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(
      racing.filter((r) => !json<{ results: { replayed: boolean }[] }>(r).results[0]?.replayed),
    ).toHaveLength(1);
    expect((await stockOf(p.id)).B1).toBe('4');
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('conflicts are flagged and kept, never lost: a completed receipt, an archived product', async () => {
    const [p0, , p2] = setup.products;
    if (!p0 || !p2) throw new Error('products');
    const receiptId = crypto.randomUUID();
    await ops(me, [
      {
        opId: opId(),
        type: 'receipt.start',
        receiptId,
        supplierId: setup.supplier.id,
        locationId: setup.dock.id,
      },
      { opId: opId(), type: 'receipt.scan', receiptId, productId: p0.id, received: '1' },
      { opId: opId(), type: 'receipt.complete', receiptId },
    ]);
    const late = await ops(me, [
      { opId: opId(), type: 'receipt.scan', receiptId, productId: p0.id, received: '1' },
      { opId: opId(), type: 'receipt.complete', receiptId },
    ]);
    expect(late.map((r) => r.status)).toEqual(['flagged', 'flagged']);
    expect(late[0]?.message).toMatch(/already completed/);
    expect((await receipt(receiptId)).lines[0]?.received).toBe('1');

    await me.client.post(`/api/products/${p2.id}/archive`);
    const [archived] = await ops(me, [
      {
        opId: opId(),
        type: 'count',
        productId: p2.id,
        locationId: setup.dock.id,
        countedQuantity: '0',
        countedAt: new Date().toISOString(),
      },
    ]);
    expect(archived?.status).toBe('flagged');
    await me.client.post(`/api/products/${p2.id}/restore`);
    const flagged = json<FlaggedOpsResponse>(await me.client.get('/api/warehouse/flagged')).ops;
    expect(flagged.map((f) => f.type)).toEqual(['count', 'receipt.complete', 'receipt.scan']);
    expect(flagged[0]?.payload.productId).toBe(p2.id);
    const summary = json<WarehouseSummary>(await me.client.get('/api/warehouse/summary'));
    expect(summary.flaggedOps).toBe(3);
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('an unknown id stops the batch with a 404 naming the op; the ops before it stay applied', async () => {
    const p = setup.products[0];
    if (!p) throw new Error('product');
    const good = {
      opId: opId(),
      type: 'move' as const,
      productId: p.id,
      fromLocationId: setup.binA.id,
      toLocationId: setup.binB.id,
      quantity: '0.25',
    };
    const bad = { ...good, opId: opId(), productId: crypto.randomUUID() };
    const response = await me.client.post('/api/warehouse/ops', {
      ops: [good, bad, { ...good, opId: opId() }],
    });
    expect(response.statusCode).toBe(404);
    expect(json<{ error: { fields: Record<string, string> } }>(response).error.fields).toMatchObject({
      opId: bad.opId,
      index: '1',
    });
    expect((await stockOf(p.id)).B1).toBe('0.25');
  });
});

describe('concurrency', () => {
  it('concurrent receipts and crossing moves: every one lands, balances equal the sum of the ledger', async () => {
    const [p0, p1] = setup.products;
    if (!p0 || !p1) throw new Error('products');
    const before = await stockOf(p0.id);
    const receipts = Array.from({ length: 8 }, () => crypto.randomUUID());
    for (const receiptId of receipts)
      await ops(me, [
        {
          opId: opId(),
          type: 'receipt.start',
          receiptId,
          supplierId: setup.supplier.id,
          locationId: setup.dock.id,
        },
        { opId: opId(), type: 'receipt.scan', receiptId, productId: p0.id, received: '10' },
        { opId: opId(), type: 'receipt.scan', receiptId, productId: p1.id, received: '1.5', damaged: '0.5' },
      ]);
    const crossing = (from: string, to: string, productId: string) => ({
      opId: opId(),
      type: 'move' as const,
      productId,
      fromLocationId: from,
      toLocationId: to,
      quantity: '1',
    });
    const responses = await Promise.all([
      ...receipts.map((receiptId) =>
        me.client.post('/api/warehouse/ops', {
          ops: [{ opId: opId(), type: 'receipt.complete', receiptId }],
        }),
      ),
      ...Array.from({ length: 6 }, (_, i) =>
        me.client.post('/api/warehouse/ops', {
          ops:
            i % 2
              ? [crossing(setup.binA.id, setup.binB.id, p1.id), crossing(setup.binB.id, setup.binA.id, p0.id)]
              : [
                  crossing(setup.binB.id, setup.binA.id, p0.id),
                  crossing(setup.binA.id, setup.binB.id, p1.id),
                ],
        }),
      ),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 200));
    const after = await stockOf(p0.id);
    expect(Number(after.DOCK)).toBe(Number(before.DOCK ?? 0) + 80);
    expect(await ledgerMismatches(server)).toEqual([]);
  });
});

describe('scanning', () => {
  it('finds a product by barcode, GS1 case label or SKU, and a location by its label', async () => {
    const response = await me.client.post('/api/products', {
      sku: 'GS1-DEMO',
      name: 'GS1 product',
      listPrice: '1',
      barcodes: [
        { code: '4006381333931', symbology: 'ean13' },
        { code: '14006381333938', symbology: 'itf14', packQuantity: 6 },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const scan = async (code: string) =>
      json<ScanResponse>(await me.client.get(`/api/warehouse/scan?code=${encodeURIComponent(code)}`));
    const ean = await scan('4006381333931');
    expect(ean.match.kind === 'product' && [ean.match.item.product.sku, ean.match.packQuantity]).toEqual([
      'GS1-DEMO',
      1,
    ]);
    const label = await scan(']C10104006381333931\u001d10LOT7\u001d3012');
    expect(label.gs1).toMatchObject({ gtin: '04006381333931', lot: 'LOT7', quantity: '12' });
    expect(
      label.match.kind === 'product' && [label.match.item.product.sku, label.match.packQuantity],
    ).toEqual(['GS1-DEMO', 12]);
    const outer = await scan('(01)14006381333938');
    expect(outer.match.kind === 'product' && outer.match.packQuantity).toBe(6);
    const bySku = await scan('gs1-demo');
    expect(bySku.match.kind).toBe('product');
    const shelf = await scan(setup.binA.barcode);
    expect(shelf.match.kind === 'location' && shelf.match.location.id).toBe(setup.binA.id);
    expect((await scan('NOPE-123')).match.kind).toBe('none');
  });
});
