import crypto from 'node:crypto';
import type { StockProductResponse, WarehouseOp, WarehouseOpsResponse } from '@northdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_PER_TRANSACTION } from '../../src/features/warehouse/warehouse-ops.service.ts';
import { signedInUser } from '../support/accounts.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';
import { ledgerMismatches, opId, ops, type Setup, setUpWarehouse, type User } from './warehouse-fixtures.ts';

/*
 * A long offline queue replayed (issue 22 Targets): the server applies it OPS_PER_TRANSACTION ops a
 * transaction, each op under its own savepoint. These tests cross the chunk boundaries: nothing
 * lost or doubled, one bad op rejected alone, a 404 committing exactly the ops before it.
 */

let server: TestServer;
let me: User;
let setup: Setup;
beforeAll(async () => {
  server = await startTestServer();
  me = await signedInUser(server, { role: 'super_admin' });
  setup = await setUpWarehouse(me, 2);
  const countedAt = new Date().toISOString();
  await ops(
    me,
    setup.products.map((p) => ({
      opId: opId(),
      type: 'count' as const,
      productId: p.id,
      locationId: setup.binA.id,
      countedQuantity: '1000',
      countedAt,
    })),
  );
}, 60_000);
afterAll(() => server.close());

const stockOf = async (productId: string) => {
  const response = await me.client.get(`/api/warehouse/stock/${productId}`);
  expect(response.statusCode, response.body).toBe(200);
  const { item } = json<StockProductResponse>(response);
  return Object.fromEntries(item.lines.map((l) => [l.location.code, Number(l.quantity)]));
};

const product = (i: number) => {
  const p = setup.products[i];
  if (!p) throw new Error('product');
  return p;
};

const move = (productId: string, quantity = '0.5'): Extract<WarehouseOp, { type: 'move' }> => ({
  opId: opId(),
  type: 'move',
  productId,
  fromLocationId: setup.binA.id,
  toLocationId: setup.binB.id,
  quantity,
});

describe('a long queue replayed', () => {
  it('more ops than one transaction land exactly once; sent again, every one is a replay', async () => {
    const p = product(0);
    const before = await stockOf(p.id);
    const count = OPS_PER_TRANSACTION * 2 + 20;
    const batch = Array.from({ length: count }, () => move(p.id));
    const first = await ops(me, batch);
    expect(first.map((r) => r.opId)).toEqual(batch.map((op) => op.opId));
    expect(first.every((r) => r.status === 'applied' && !r.replayed)).toBe(true);
    const again = await ops(me, batch);
    expect(again.every((r) => r.status === 'applied' && r.replayed)).toBe(true);
    const after = await stockOf(p.id);
    expect(after.B1).toBe((before.B1 ?? 0) + count * 0.5);
    expect(after.A1).toBe((before.A1 ?? 0) - count * 0.5);
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('one bad op is rejected alone: a flagged op mid-chunk keeps the ops around it applied', async () => {
    const [p0, p1] = [product(0), product(1)];
    const receiptId = crypto.randomUUID();
    await ops(me, [
      {
        opId: opId(),
        type: 'receipt.start',
        receiptId,
        supplierId: setup.supplier.id,
        locationId: setup.dock.id,
      },
      { opId: opId(), type: 'receipt.complete', receiptId },
    ]);
    const before = await stockOf(p1.id);
    const results = await ops(me, [
      move(p1.id, '1'),
      // Completed by then (someone else on another phone): flagged, nothing of it applied.
      { opId: opId(), type: 'receipt.scan', receiptId, productId: p0.id, received: '3' },
      move(p1.id, '2'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'flagged', 'applied']);
    expect((await stockOf(p1.id)).B1).toBe((before.B1 ?? 0) + 3);
    const receipt = json<{ receipt: { lines: unknown[] } }>(
      await me.client.get(`/api/warehouse/receipts/${receiptId}`),
    ).receipt;
    expect(receipt.lines).toEqual([]);
  });

  it('a 404 in the second chunk: the ops before it are applied, none after; the resend finishes the queue', async () => {
    const p = product(1);
    const before = await stockOf(p.id);
    const bad = OPS_PER_TRANSACTION + 5;
    const batch: WarehouseOp[] = Array.from({ length: OPS_PER_TRANSACTION + 10 }, () => move(p.id, '1'));
    batch[bad] = move(crypto.randomUUID(), '1');
    const response = await me.client.post('/api/warehouse/ops', { ops: batch });
    expect(response.statusCode).toBe(404);
    expect(json<{ error: { fields: Record<string, string> } }>(response).error.fields).toMatchObject({
      opId: batch[bad]?.opId,
      index: String(bad),
    });
    expect((await stockOf(p.id)).B1).toBe((before.B1 ?? 0) + bad);
    // The outbox sets the refused op aside and sends the rest again.
    const rest = await ops(
      me,
      batch.filter((_, i) => i !== bad),
    );
    expect(rest.filter((r) => r.replayed)).toHaveLength(bad);
    expect(rest.filter((r) => !r.replayed)).toHaveLength(batch.length - bad - 1);
    expect((await stockOf(p.id)).B1).toBe((before.B1 ?? 0) + batch.length - 1);
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('the same op twice in one batch, and one queue sent twice at once, each apply once', async () => {
    const p = product(0);
    const before = await stockOf(p.id);
    const twice = move(p.id, '1');
    const results = await ops(me, [twice, move(p.id, '1'), twice]);
    expect(results.map((r) => r.replayed)).toEqual([false, false, true]);
    expect((await stockOf(p.id)).B1).toBe((before.B1 ?? 0) + 2);

    // Two sends of one long queue racing (a retry while the first answer is still on its way).
    const queue = Array.from({ length: OPS_PER_TRANSACTION * 2 }, () => move(p.id, '0.25'));
    const racing = await Promise.all([1, 2].map(() => me.client.post('/api/warehouse/ops', { ops: queue })));
    expect(racing.map((r) => r.statusCode)).toEqual([200, 200]);
    const applied = racing.flatMap((r) => json<WarehouseOpsResponse>(r).results.filter((x) => !x.replayed));
    expect(applied).toHaveLength(queue.length);
    expect((await stockOf(p.id)).B1).toBe((before.B1 ?? 0) + 2 + queue.length * 0.25);
    expect(await ledgerMismatches(server)).toEqual([]);
  });
});
