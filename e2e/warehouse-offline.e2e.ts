import { WAREHOUSE_COPY as C, WAREHOUSE_PHONE_COPY as P, type ScanResponse } from '@northdesk/shared';
import type { Browser, CDPSession, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seen } from './support/auth-flows.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { signInAsDemo } from './support/demo-sessions.ts';
import { demoEmail } from './support/fixtures.ts';
import { wedgeScan } from './support/wedge-scanner.ts';

/*
 * Issue 22 item 5: the phone keeps working without a network. Offline (Chromium's network
 * emulation through CDP) a scan is answered from the catalogue kept on the phone, a count and a
 * move by scanning a location label wait in the outbox (IndexedDB); back online they arrive, once.
 */

const PRODUCT = 'Nitrile gloves, large';
const DESTINATION = 'A-02';
const DESTINATION_LABEL = `LOC-${DESTINATION}`;

let browser: Browser;

const setOffline = (cdp: CDPSession, offline: boolean) =>
  cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

const storedCatalogues = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('northdesk-warehouse');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('catalogue')) return resolve(0);
          const count = db.transaction('catalogue').objectStore('catalogue').count();
          count.onsuccess = () => resolve(count.result);
        };
        open.onerror = () => resolve(0);
      }),
  );

const queuedOps = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<object[]>((resolve) => {
        const open = indexedDB.open('northdesk-warehouse');
        open.onsuccess = () => {
          const all = open.result.transaction('ops').objectStore('ops').getAll();
          all.onsuccess = () => resolve((all.result as { op: object }[]).map((q) => q.op));
        };
      }),
  );

/** The phone's location picker is a native select: the option whose label starts with the bin. */
async function pickLocation(select: Locator, bin: string) {
  const label = await select
    .locator('option')
    .filter({ hasText: new RegExp(`^${bin} `) })
    .textContent();
  await select.selectOption({ label: label ?? '' });
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('offline on the phone (390 × 844)', () => {
  it('counts and moves offline; back online both arrive exactly once, and a replay doubles nothing', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 }, { touch: true });
    try {
      await signInAsDemo(page, demoEmail('operative'));
      await page.waitForURL(/mobile-home/);
      await page
        .getByRole('link', { name: /Stock Tracking/ })
        .first()
        .click();
      await page.waitForURL(/mobile-scanner/);
      const found = (await (await page.request.get('/api/products?search=GLV-NIT-L')).json()) as {
        products: { barcodes: { code: string }[] }[];
      };
      const ean = found.products[0]?.barcodes[0]?.code ?? '';
      const stockOf = async () => {
        const scan = (await (
          await page.request.get(`/api/warehouse/scan?code=${ean}`)
        ).json()) as ScanResponse;
        if (scan.match.kind !== 'product') throw new Error('the gloves were not found');
        return new Map(scan.match.item.lines.map((l) => [l.location.code, Number(l.quantity)]));
      };
      const before = await stockOf();
      const [bin, inBin] = [...before].find(([code]) => code !== DESTINATION) ?? ['', 0];
      const atDestination = before.get(DESTINATION) ?? 0;
      // The phone keeps the catalogue as soon as the app starts.
      await expect.poll(() => storedCatalogues(page), { timeout: 30_000 }).toBe(1);

      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await setOffline(cdp, true);

      await wedgeScan(page, ean);
      const card = page.getByRole('region', { name: PRODUCT });
      await seen(card, 30_000);
      await card.getByRole('button', { name: C.phone.count, exact: true }).click();
      const count = page.getByRole('form', { name: C.phone.countTitle(PRODUCT) });
      await pickLocation(count.locator('#count-from'), bin);
      await count.getByLabel(C.phone.countedLabel).fill(String(inBin + 3));
      await count.getByRole('button', { name: C.phone.saveCount }).click();
      await seen(page.getByRole('status').filter({ hasText: P.outbox.waiting(1) }));
      // The card shows the phone's own count at once.
      await seen(card.locator(`[data-stock-at="${bin}"]`).filter({ hasText: String(inBin + 3) }));

      // Move by scanning: the product is shown, the location label scanned says where it goes.
      await wedgeScan(page, DESTINATION_LABEL);
      const move = page.getByRole('form', { name: C.phone.moveTitle(PRODUCT) });
      await seen(move);
      await expect.poll(() => move.locator('#move-to option:checked').textContent()).toContain(DESTINATION);
      await pickLocation(move.locator('#move-from'), bin);
      await move.getByLabel(C.phone.quantityLabel).fill('1');
      await move.getByRole('button', { name: C.phone.saveMove }).click();
      await seen(page.getByRole('status').filter({ hasText: P.outbox.waiting(2) }));
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'warehouse-offline-waiting');
      const sent = await queuedOps(page);
      expect(sent).toHaveLength(2);
      // Nothing reached the server while offline.
      expect(await stockOf()).toEqual(before);

      await setOffline(cdp, false);
      await page.locator('[data-outbox-waiting]').waitFor({ state: 'detached', timeout: 60_000 });
      const after = await stockOf();
      expect(after.get(bin)).toBe(inBin + 3 - 1);
      expect(after.get(DESTINATION)).toBe(atDestination + 1);

      // The same queue sent again (a phone that never heard the answer): acknowledged, not applied.
      const replay = await page.request.post('/api/warehouse/ops', { data: { ops: sent } });
      expect(replay.status()).toBe(200);
      const { results } = (await replay.json()) as { results: { replayed: boolean }[] };
      expect(results.map((r) => r.replayed)).toEqual([true, true]);
      expect(await stockOf()).toEqual(after);
    } finally {
      await context.close();
    }
  });

  it('says plainly that an ad hoc delivery needs the network, and offers it again when it is back', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 }, { touch: true });
    try {
      await signInAsDemo(page, demoEmail('operative'));
      await page.waitForURL(/mobile-home/);
      await page.goto('/mobile-receipt');
      const adHoc = page.getByRole('region', { name: P.receipt.adHocTitle });
      await seen(adHoc);
      const supplier = adHoc.locator('#ad-hoc-supplier');
      await expect.poll(() => supplier.isEnabled()).toBe(true);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await setOffline(cdp, true);
      await seen(adHoc.getByRole('status').filter({ hasText: P.receipt.adHocOffline }));
      expect(await supplier.isDisabled()).toBe(true);
      expect(await adHoc.getByRole('button', { name: P.receipt.startAdHoc }).isDisabled()).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await setOffline(cdp, false);
      await adHoc.getByRole('status').waitFor({ state: 'detached' });
      await expect.poll(() => supplier.isEnabled()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
