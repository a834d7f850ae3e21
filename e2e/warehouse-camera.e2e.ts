import path from 'node:path';
import { WAREHOUSE_COPY as C, WAREHOUSE_PHONE_COPY as P } from '@northdesk/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seen } from './support/auth-flows.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { artifactsDir, baseUrl, launchBrowser, screenshot, touchDevice } from './support/browser.ts';
import { signInAsDemo } from './support/demo-sessions.ts';
import { writeBarcodeVideo } from './support/fake-camera.ts';
import { demoEmail } from './support/fixtures.ts';

/*
 * Issue 22 item 2: the phone's camera as a scanner. Chromium's fake camera plays a video of a
 * barcode drawn in the test setup; the app decodes it with ZXing (WebAssembly) served by our own
 * server, never a CDN.
 */

const PRODUCT = 'Nitrile gloves, large';
const PHONE = { width: 390, height: 844 };

let renderer: Browser;
let cameraBrowser: Browser;
let ean = '';

async function phoneContext(permissions: string[]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await cameraBrowser.newContext({ baseURL: baseUrl(), ...touchDevice(PHONE), permissions });
  const page = await context.newPage();
  await signInAsDemo(page, demoEmail('operative'));
  await page.waitForURL(/mobile-home/);
  return { context, page };
}

async function openScanner(page: Page): Promise<void> {
  await page
    .getByRole('link', { name: /Stock Tracking/ })
    .first()
    .click();
  await page.waitForURL(/mobile-scanner/);
  await seen(page.getByRole('button', { name: P.camera.start }));
}

beforeAll(async () => {
  renderer = await launchBrowser();
  const context = await renderer.newContext({ baseURL: baseUrl() });
  const page = await context.newPage();
  await signInAsDemo(page, demoEmail('operative'));
  await page.waitForURL(/mobile-home|\/$/);
  const found = (await (await page.request.get('/api/products?search=GLV-NIT-L')).json()) as {
    products: { barcodes: { code: string; symbology: string }[] }[];
  };
  ean = found.products[0]?.barcodes.find((b) => b.symbology === 'ean13')?.code ?? '';
  expect(ean).toMatch(/^\d{13}$/);
  await context.close();
  const video = await writeBarcodeVideo(renderer, path.join(artifactsDir, 'fake-camera-ean13.y4m'), {
    bcid: 'ean13',
    text: ean,
  });
  cameraBrowser = await launchBrowser([
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ]);
});

afterAll(async () => {
  await cameraBrowser?.close();
  await renderer?.close();
});

describe('scanning with the phone camera (390 × 844)', () => {
  it('reads an EAN-13 from the camera and shows the product; the decoder comes from our server', async () => {
    const { context, page } = await phoneContext(['camera']);
    const requested: string[] = [];
    const wasm: { status: number; type: string }[] = [];
    page.on('request', (request) => requested.push(request.url()));
    page.on('response', (response) => {
      if (/\/assets\/zxing_reader-[\w-]+\.wasm$/.test(response.url())) {
        wasm.push({ status: response.status(), type: response.headers()['content-type'] ?? '' });
      }
    });
    try {
      await openScanner(page);
      await page.getByRole('button', { name: P.camera.start }).click();
      const card = page.getByRole('region', { name: PRODUCT });
      // The first use compiles about 1 MB of WebAssembly: slow on a loaded machine, not timed.
      await seen(card, 60_000);
      // Stock tracking stops the camera at the first code.
      await seen(page.getByRole('button', { name: P.camera.start }));
      expect(wasm).toEqual([{ status: 200, type: 'application/wasm' }]);
      const elsewhere = requested.filter((url) => !url.startsWith(baseUrl()) && !/^(data|blob):/.test(url));
      expect(elsewhere).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'warehouse-camera-product');
    } finally {
      await context.close();
    }
  });

  it('receives an expected delivery with the camera on Goods Receipt', async () => {
    const { context, page } = await phoneContext(['camera']);
    try {
      const reference = `PO-CAM-${Date.now().toString(36)}`;
      const get = async <T>(url: string) => (await (await page.request.get(url)).json()) as T;
      const [{ products }, { warehouses }, { companies }] = [
        await get<{ products: { id: string }[] }>('/api/products?search=GLV-NIT-L'),
        await get<{ warehouses: { id: string; code: string }[] }>('/api/warehouse/warehouses'),
        await get<{ companies: { id: string }[] }>('/api/companies?pageSize=1'),
      ];
      const now = new Date();
      const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
      const created = await page.request.post('/api/warehouse/purchase-orders', {
        data: {
          reference,
          supplierId: companies[0]?.id,
          warehouseId: warehouses.find((w) => w.code === 'MAIN')?.id,
          expectedDate: today,
          lines: [{ productId: products[0]?.id, quantity: '2' }],
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      await page.goto('/mobile-receipt');
      await page.locator(`[data-order="${reference}"]`).click();
      await seen(page.getByRole('heading', { level: 1, name: P.receipt.receivingTitle(reference) }));
      await page.getByRole('button', { name: P.camera.start }).click();
      // Goods receipt keeps reading: the code in view counts (again only after a second out of view).
      const received = page.locator('[data-receipt-line="GLV-NIT-L"] [data-received]');
      await seen(received.filter({ hasText: /^[1-9]\d* of 2$/ }), 60_000);
      await page.getByRole('button', { name: P.camera.stop }).click();
      await seen(page.getByRole('button', { name: P.camera.start }));
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'warehouse-camera-receipt');
    } finally {
      await context.close();
    }
  });

  it('says so when the camera is refused, and typing the code still works', async () => {
    const { context, page } = await phoneContext([]);
    try {
      await openScanner(page);
      await page.getByRole('button', { name: P.camera.start }).click();
      await seen(page.getByRole('alert').filter({ hasText: P.camera.refused }));
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'warehouse-camera-refused');
      await page.getByLabel(C.phone.scanLabel).fill(ean);
      await page.getByRole('button', { name: C.phone.lookUp }).click();
      await seen(page.getByRole('region', { name: PRODUCT }));
    } finally {
      await context.close();
    }
  });
});
