import { WAREHOUSE_COPY as C } from '@northdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';
import { expectDelivery, setUpWarehouse } from './warehouse-fixtures.ts';

/*
 * A supplier's expected deliveries and receipts are the warehouse's records (the ledger names
 * them): deleting the supplier company is a 409 with a message, not a foreign-key failure (a 500
 * the security suite found once warehouse records joined its fixtures). Other companies still go.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

describe('deleting a company the warehouse knows as a supplier', () => {
  it('is refused with a 409 while its deliveries are kept; a company that supplies nothing is deleted', async () => {
    const owner = await signedInUser(server, { role: 'super_admin' });
    const setup = await setUpWarehouse(owner, 1);
    await expectDelivery(owner, setup, [{ productId: setup.products[0]?.id ?? '', quantity: '2' }]);
    const refused = await owner.client.request('DELETE', `/api/companies/${setup.supplier.id}`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(json<{ error: { message: string } }>(refused).error.message).toBe(C.supplierInUse);
    expect((await owner.client.get(`/api/companies/${setup.supplier.id}`)).statusCode).toBe(200);

    // Ad hoc receipts name their supplier too.
    const adHoc = json<{ company: { id: string } }>(
      await owner.client.post('/api/companies', { name: 'Walk-in supplier' }),
    ).company;
    const sent = await owner.client.post('/api/warehouse/ops', {
      ops: [
        {
          opId: crypto.randomUUID(),
          type: 'receipt.start',
          receiptId: crypto.randomUUID(),
          supplierId: adHoc.id,
          locationId: setup.dock.id,
        },
      ],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await owner.client.request('DELETE', `/api/companies/${adHoc.id}`)).statusCode).toBe(409);

    const other = json<{ company: { id: string } }>(
      await owner.client.post('/api/companies', { name: 'Just a customer' }),
    ).company;
    expect((await owner.client.request('DELETE', `/api/companies/${other.id}`)).statusCode).toBe(200);
  });
});
