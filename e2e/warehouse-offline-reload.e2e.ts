import { WAREHOUSE_PHONE_COPY as P, type UnknownItemListResponse, type WarehouseOp } from '@northdesk/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPhotoPng } from '../apps/server/src/features/demo/demo-photo.ts';
import { seen } from './support/auth-flows.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { signInAsDemo } from './support/demo-sessions.ts';
import { demoEmail } from './support/fixtures.ts';
import { wedgeScan } from './support/wedge-scanner.ts';

/*
 * Issue 22 items 5 and 6: a phone reloaded where there is no network still works. The service
 * worker serves the app shell and its code from its cache, the app keeps the last session's user
 * and the phone's saved answers (catalogue, locations), so a scan is answered and unknown goods
 * are reported with a photo; back online the report arrives exactly once.
 */

const PRODUCT = 'Nitrile gloves, large';
let browser: Browser;

const queuedOps = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<WarehouseOp[]>((resolve) => {
        const open = indexedDB.open('northdesk-warehouse');
        open.onsuccess = () => {
          const all = open.result.transaction('ops').objectStore('ops').getAll();
          all.onsuccess = () => resolve((all.result as { op: WarehouseOp }[]).map((q) => q.op));
        };
      }),
  );

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('a reload without network (390 × 844)', () => {
  it('keeps the phone screens working offline; what was reported arrives once when the network is back', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 }, { touch: true });
    try {
      await signInAsDemo(page, demoEmail('operative'));
      await page.waitForURL(/mobile-home/);
      // Installable: the manifest is linked and the worker controls the page once it has cached the shell.
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
        .toBe(true);
      // Visit the screens once online: their answers are kept on the phone.
      await page
        .getByRole('link', { name: /Unknown Goods/ })
        .first()
        .click();
      await seen(page.getByRole('heading', { level: 1, name: 'Unknown Goods' }));
      await expect
        .poll(() => page.locator('#unknown-location').textContent(), { timeout: 15_000 })
        .toContain('UNKNOWN');
      const found = (await (await page.request.get('/api/products?search=GLV-NIT-L')).json()) as {
        products: { barcodes: { code: string }[] }[];
      };
      const ean = found.products[0]?.barcodes[0]?.code ?? '';

      await context.setOffline(true);
      expect(
        await page.evaluate(() =>
          fetch('/api/health').then(
            () => 'online',
            () => 'offline',
          ),
        ),
      ).toBe('offline');
      await page.goto('/mobile-scanner');
      await seen(page.getByRole('heading', { level: 1, name: 'Stock Tracking' }), 30_000);
      // The page came from the service worker, not the network.
      expect(
        await page.evaluate(
          () =>
            (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).workerStart > 0,
        ),
      ).toBe(true);
      await wedgeScan(page, ean);
      await seen(page.getByRole('region', { name: PRODUCT }), 30_000);

      // Unknown goods reported offline, with a photo: both wait on the phone.
      await page
        .getByRole('navigation', { name: 'Mobile navigation' })
        .getByRole('link', { name: 'Unknown Goods' })
        .click();
      const description = `Offline crate ${Date.now().toString(36)}`;
      const form = page.getByRole('form', { name: P.unknown.formTitle });
      await form.locator('input[data-photo-input]').setInputFiles({
        name: 'crate.png',
        mimeType: 'image/png',
        buffer: demoPhotoPng([120, 80, 30], 320, 240),
      });
      await form.getByLabel(P.unknown.descriptionLabel).fill(description);
      await expect
        .poll(() => form.locator('#unknown-location').textContent(), { timeout: 15_000 })
        .toContain('UNKNOWN');
      await form.getByRole('button', { name: P.unknown.submit }).click();
      await seen(page.getByRole('status').filter({ hasText: P.outbox.waiting(2) }));
      await seen(page.locator(`[data-unknown-item="${description}"]`));
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'warehouse-offline-reload');
      const sent = await queuedOps(page);
      const open = async () =>
        (
          (await (
            await page.request.get('/api/warehouse/unknown-items?status=open')
          ).json()) as UnknownItemListResponse
        ).items.filter((i) => i.description === description);

      await context.setOffline(false);
      await page.locator('[data-outbox-waiting]').waitFor({ state: 'detached', timeout: 60_000 });
      const arrived = await open();
      expect(arrived).toHaveLength(1);
      expect(arrived[0]?.photos).toHaveLength(1);
      // The same op again (a phone that never heard the answer): acknowledged, nothing doubles.
      const replay = await page.request.post('/api/warehouse/ops', { data: { ops: sent } });
      expect(
        ((await replay.json()) as { results: { replayed: boolean }[] }).results.map((r) => r.replayed),
      ).toEqual([true]);
      expect(await open()).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
  it('receives a delivery offline, through reloads: the receipt started on the phone arrives with its scans', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 }, { touch: true });
    try {
      await signInAsDemo(page, demoEmail('operative'));
      await page.waitForURL(/mobile-home/);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const get = async <T>(url: string) => (await (await page.request.get(url)).json()) as T;
      const [{ products }, { warehouses }, { companies }] = [
        await get<{ products: { id: string; barcodes: { code: string }[] }[] }>(
          '/api/products?search=GLV-NIT-L',
        ),
        await get<{ warehouses: { id: string; code: string }[] }>('/api/warehouse/warehouses'),
        await get<{ companies: { id: string }[] }>('/api/companies?pageSize=1'),
      ];
      const ean = products[0]?.barcodes[0]?.code ?? '';
      const reference = `PO-OFF-${Date.now().toString(36)}`;
      const now = new Date();
      const created = await page.request.post('/api/warehouse/purchase-orders', {
        data: {
          reference,
          supplierId: companies[0]?.id,
          warehouseId: warehouses.find((w) => w.code === 'MAIN')?.id,
          expectedDate: `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`,
          lines: [{ productId: products[0]?.id, quantity: '4' }],
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      // Online once: the deliveries due and the warehouses are kept on the phone.
      await page.goto('/mobile-receipt');
      await seen(page.locator(`[data-order="${reference}"]`), 30_000);

      await context.setOffline(true);
      await page.reload();
      await page.locator(`[data-order="${reference}"]`).click();
      await seen(page.getByRole('heading', { level: 1, name: P.receipt.receivingTitle(reference) }), 30_000);
      const received = page.locator('[data-receipt-line="GLV-NIT-L"] [data-received]');
      await seen(received.filter({ hasText: P.receipt.expectedReceived('0', '4') }));
      await wedgeScan(page, ean);
      await seen(received.filter({ hasText: P.receipt.expectedReceived('1', '4') }), 30_000);
      await wedgeScan(page, ean);
      await seen(received.filter({ hasText: P.receipt.expectedReceived('2', '4') }), 30_000);
      // The start and two scans wait; a reload (still offline) comes back to the same receipt.
      await seen(page.getByRole('status').filter({ hasText: P.outbox.waiting(3) }));
      await page.reload();
      await seen(received.filter({ hasText: P.receipt.expectedReceived('2', '4') }), 30_000);
      const receiptId = new URL(page.url()).searchParams.get('receipt') ?? '';
      expect(
        (await page.request.get(`/api/warehouse/receipts/${receiptId}`).catch(() => null))?.status(),
      ).not.toBe(200);

      await context.setOffline(false);
      await page.locator('[data-outbox-waiting]').waitFor({ state: 'detached', timeout: 60_000 });
      const { receipt } = await get<{ receipt: { status: string; lines: { received: string }[] } }>(
        `/api/warehouse/receipts/${receiptId}`,
      );
      expect(receipt.status).toBe('open');
      expect(receipt.lines.map((l) => l.received)).toEqual(['2']);
      await seen(received.filter({ hasText: P.receipt.expectedReceived('2', '4') }));
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'warehouse-offline-receipt');
    } finally {
      await context.close();
    }
  });
});
