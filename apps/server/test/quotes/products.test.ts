import type { Product, ProductListResponse } from '@northdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { setAccess, UNKNOWN_ID } from '../support/crm-fixtures.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const pallet = {
  sku: 'PAL-EUR',
  name: 'Euro pallet',
  description: 'Heat-treated, 1200 × 800',
  unit: 'each',
  costPrice: '9.5',
  listPrice: '12.01',
  vatCode: '20',
  barcodes: [
    { code: '4006381333931', symbology: 'ean13' },
    { code: '10012345678902', symbology: 'itf14', packQuantity: 10 },
  ],
};

describe('products catalogue', () => {
  it('adds a product with barcodes; RSP is the list price, rounded up when the company says so', async () => {
    const admin = await signedInUser(server, { role: 'super_admin' });
    const created = await admin.client.post('/api/products', pallet);
    expect(created.statusCode, created.body).toBe(201);
    const { product } = json<{ product: Product }>(created);
    expect(product).toMatchObject({
      sku: 'PAL-EUR',
      costPrice: '9.50',
      listPrice: '12.01',
      rsp: '12.01',
      vatCode: '20',
      archived: false,
      barcodes: [
        { code: '4006381333931', symbology: 'ean13', packQuantity: 1 },
        { code: '10012345678902', symbology: 'itf14', packQuantity: 10 },
      ],
    });
    expect(product.marginPercent).toBe('20.9');

    const on = await admin.client.patch('/api/settings/company', { roundRspToWholeNumbers: true });
    expect(on.statusCode, on.body).toBe(200);
    const rounded = json<{ product: Product }>(await admin.client.get(`/api/products/${product.id}`)).product;
    expect(rounded.rsp).toBe('13.00');
    expect(rounded.listPrice).toBe('12.01');
    const list = json<ProductListResponse>(await admin.client.get('/api/products'));
    expect(list.roundRspToWholeNumbers).toBe(true);
    expect(list.products.map((p) => p.rsp)).toEqual(['13.00']);
    await admin.client.patch('/api/settings/company', { roundRspToWholeNumbers: false });
  });

  it('refuses bad input with field messages: prices, check digits, duplicate SKU and barcode', async () => {
    const me = await signedInUser(server);
    const bad = async (body: object) => {
      const response = await me.client.post('/api/products', body);
      expect(response.statusCode, response.body).toBe(400);
      return json<ErrorBody>(response).error;
    };
    expect((await bad({ ...pallet, sku: 'X1', listPrice: '12.345678' })).fields?.listPrice).toMatch(/pounds/);
    expect((await bad({ ...pallet, sku: 'X2', listPrice: '1e3' })).fields?.listPrice).toBeDefined();
    expect((await bad({ ...pallet, sku: 'X3', listPrice: '-1' })).fields?.listPrice).toBeDefined();
    expect((await bad({ ...pallet, sku: 'X4', listPrice: 12 })).fields?.listPrice).toBeDefined();
    expect((await bad({ ...pallet, sku: '  ' })).fields?.sku).toBe('SKU is required');
    expect((await bad({ ...pallet, sku: 'X\u0000' })).fields?.sku).toMatch(/NUL/);
    const checkDigit = await bad({
      ...pallet,
      sku: 'X5',
      barcodes: [{ code: '4006381333932', symbology: 'ean13' }],
    });
    expect(checkDigit.fields?.['barcodes.0.code']).toBe('The check digit of this EAN-13 code should be 1.');
    const twice = await bad({
      ...pallet,
      sku: 'X6',
      barcodes: [
        { code: 'A-1', symbology: 'code128' },
        { code: 'A-1', symbology: 'code128' },
      ],
    });
    expect(twice.fields?.['barcodes.1.code']).toBe('Barcode A-1 is listed twice');

    expect((await me.client.post('/api/products', { ...pallet, barcodes: [] })).statusCode).toBe(201);
    const sameSku = await me.client.post('/api/products', { ...pallet, sku: 'pal-eur', barcodes: [] });
    expect(sameSku.statusCode).toBe(409);
    expect(json<ErrorBody>(sameSku).error.fields?.sku).toBe('Another product already has this SKU');
    const other = await me.client.post('/api/products', { ...pallet, sku: 'PAL-2', barcodes: [] });
    const { product } = json<{ product: Product }>(other);
    const first = json<ProductListResponse>(await me.client.get('/api/products?search=PAL-EUR')).products[0];
    await me.client.patch(`/api/products/${first?.id}`, {
      ...pallet,
      barcodes: [{ code: 'SHARED-1', symbology: 'code128' }],
    });
    const clash = await me.client.patch(`/api/products/${product.id}`, {
      ...pallet,
      sku: 'PAL-2',
      barcodes: [{ code: 'SHARED-1', symbology: 'code128' }],
    });
    expect(clash.statusCode).toBe(409);
    expect(json<ErrorBody>(clash).error.fields?.['barcodes.0.code']).toBe(
      'Barcode SHARED-1 is already on another product',
    );
  });

  it('searches SKU, name and exact barcode; archives and restores', async () => {
    const me = await signedInUser(server);
    const make = async (sku: string, name: string, barcodes: object[] = []) =>
      json<{ product: Product }>(
        await me.client.post('/api/products', { sku, name, listPrice: '1', barcodes }),
      ).product;
    const tape = await make('TAPE-48', 'Packing tape 48mm', [{ code: '96385074', symbology: 'ean8' }]);
    await make('FILM-500', 'Stretch film 500mm');
    await make('BOX_S', 'Small box 100% recycled');
    const search = async (q: string, status = 'active') =>
      json<ProductListResponse>(
        await me.client.get(`/api/products?search=${encodeURIComponent(q)}&status=${status}`),
      ).products.map((p) => p.sku);
    expect(await search('tape')).toEqual(['TAPE-48']);
    expect(await search('film-5')).toEqual(['FILM-500']);
    expect(await search('96385074')).toEqual(['TAPE-48']);
    expect(await search('100%')).toEqual(['BOX_S']);
    expect(await search('_')).toEqual(['BOX_S']); // wildcards are literal

    const archived = await me.client.post(`/api/products/${tape.id}/archive`);
    expect(json<{ product: Product }>(archived).product.archived).toBe(true);
    expect(await search('tape')).toEqual([]);
    expect(await search('tape', 'archived')).toEqual(['TAPE-48']);
    expect(await search('tape', 'all')).toEqual(['TAPE-48']);
    await me.client.post(`/api/products/${tape.id}/restore`);
    expect(await search('tape')).toEqual(['TAPE-48']);
  });

  it('keeps tenants apart and enforces the products section levels', async () => {
    const owner = await signedInUser(server);
    const { product } = json<{ product: Product }>(
      await owner.client.post('/api/products', { sku: 'MINE', name: 'Mine', listPrice: '5' }),
    );
    const stranger = await signedInUser(server);
    expect((await stranger.client.get(`/api/products/${product.id}`)).statusCode).toBe(404);
    expect(
      (await stranger.client.patch(`/api/products/${product.id}`, { sku: 'X', name: 'X', listPrice: '1' }))
        .statusCode,
    ).toBe(404);
    expect((await stranger.client.post(`/api/products/${product.id}/archive`)).statusCode).toBe(404);
    expect(json<ProductListResponse>(await stranger.client.get('/api/products')).products).toEqual([]);
    expect((await stranger.client.get(`/api/products/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await stranger.client.get('/api/products/not-a-uuid')).statusCode).toBe(400);

    const viewer = await signedInUser(server, { companyId: owner.companyId });
    await setAccess(server, viewer, 'products', 'view');
    expect((await viewer.client.get(`/api/products/${product.id}`)).statusCode).toBe(200);
    expect(
      (await viewer.client.post('/api/products', { sku: 'V', name: 'V', listPrice: '1' })).statusCode,
    ).toBe(403);
    expect(
      (await viewer.client.patch(`/api/products/${product.id}`, { sku: 'V', name: 'V', listPrice: '1' }))
        .statusCode,
    ).toBe(403);
    expect((await viewer.client.post(`/api/products/${product.id}/archive`)).statusCode).toBe(403);
    await setAccess(server, viewer, 'products', 'admin');
    expect(
      (
        await viewer.client.patch(`/api/products/${product.id}`, {
          sku: 'MINE',
          name: 'Renamed',
          listPrice: '1',
        })
      ).statusCode,
    ).toBe(200);
    expect((await viewer.client.post(`/api/products/${product.id}/archive`)).statusCode).toBe(403);
    await setAccess(server, viewer, 'products', 'no_access');
    expect((await viewer.client.get('/api/products')).statusCode).toBe(403);

    owner.client.clearCookies();
    expect((await owner.client.get('/api/products')).statusCode).toBe(401);
    expect(
      (await owner.client.post('/api/products', { sku: 'N', name: 'N', listPrice: '1' })).statusCode,
    ).toBe(401);
  });
});
