import {
  ACTIVITIES_COPY,
  WAREHOUSE_COPY as C,
  MOBILE_LOOKUP_COPY as L,
  WAREHOUSE_PHONE_COPY as P,
  SHELL_COPY,
} from '@northdesk/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seen } from './support/auth-flows.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { signInAsDemo } from './support/demo-sessions.ts';
import { demoEmail } from './support/fixtures.ts';
import { wedgeScan } from './support/wedge-scanner.ts';

/*
 * Issue 22, /mobile-scanner's first load on a phone: the scanner's own code only. The desktop
 * layout, the overlays (Radix), the form library and the barcode decoder (ZXing and its WASM) stay
 * out of it; a wedge scanner and a typed code work at once; the header's menu fetches its code when
 * tapped, the decoder comes when the camera is started.
 */

const PRODUCT = 'Nitrile gloves, large';
/** Chunks a phone's scanner must not fetch while loading. */
const NOT_AT_LOAD =
  /\/(DesktopShell|ui-overlay|ui-controls|forms|(app|sales|admin|import)-schemas|UserMenu|NotificationBell|ponyfill|PasswordChangeDialog)-[\w-]+\.js$/;
const DECODER = /\/ponyfill-[\w-]+\.js$|\.wasm$/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the phone's scanner loads its own code first (issue 22)", () => {
  it('scans by wedge and by typing before the menus or the decoder are fetched; each comes when asked for', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 }, { touch: true });
    try {
      await signInAsDemo(page, demoEmail('operative'));
      await page.waitForURL(/mobile-home/);
      const found = (await (await page.request.get('/api/products?search=GLV-NIT-L')).json()) as {
        products: { barcodes: { code: string }[] }[];
      };
      const ean = found.products[0]?.barcodes[0]?.code ?? '';
      expect(ean).not.toBe('');

      // A fresh load of the scanner, as a phone opening it from the home screen.
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      await page.goto('/mobile-scanner');
      await seen(page.getByRole('heading', { level: 1, name: /Stock Tracking/ }));
      expect(fetched.some((path) => /\/MobileScannerPage-[\w-]+\.js$/.test(path))).toBe(true);

      const card = page.getByRole('region', { name: PRODUCT });
      await wedgeScan(page, ean);
      await seen(card, 30_000);
      await page.getByLabel(C.phone.scanLabel).fill('GLV-NIT-L');
      await page.getByLabel(C.phone.scanLabel).press('Enter');
      await seen(card);
      expect(fetched.filter((path) => NOT_AT_LOAD.test(path) || DECODER.test(path))).toEqual([]);

      // The avatar menu: its code on the first tap, and it opens.
      const menuButton = page.getByRole('button', { name: /User menu$/ });
      await menuButton.click();
      await seen(page.getByRole('menuitem', { name: SHELL_COPY.signOut }));
      expect(fetched.some((path) => /\/UserMenu-[\w-]+\.js$/.test(path))).toBe(true);
      await page.keyboard.press('Escape');

      // The decoder is fetched when the camera is started (this browser has no camera: it says so).
      expect(fetched.some((path) => DECODER.test(path))).toBe(false);
      await page.getByRole('button', { name: P.camera.start }).click();
      await expect.poll(() => fetched.some((path) => /\/ponyfill-[\w-]+\.js$/.test(path))).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe("the phone's home loads without the desktop pages' schemas and the log-a-call dialog (issue 17)", () => {
  it('the lookup fetches them with the first search, and "Log call" opens its dialog', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 }, { touch: true });
    try {
      await signInAsDemo(page, demoEmail('admin'));
      await page.waitForURL(/mobile-home/);
      // A fresh load of the home, as a phone opening the app from its home screen.
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      await page.goto('/mobile-home');
      await seen(page.getByRole('heading', { name: L.title }));
      const atLoad =
        /\/((app|sales|admin|import|lookup)-schemas|LogActivityDialog|forms|ui-overlay|ui-controls)-[\w-]+\.js$/;
      expect(fetched.filter((path) => atLoad.test(path))).toEqual([]);

      await page.getByLabel(L.searchLabel).fill('Accounts Team');
      const logCall = page.getByRole('button', { name: L.logCall('Accounts Team') }).first();
      await seen(logCall, 30_000);
      await logCall.click();
      const dialog = page.getByRole('dialog', { name: ACTIVITIES_COPY.dialogTitle });
      await seen(dialog);
      expect(await dialog.getByLabel(ACTIVITIES_COPY.titleLabel, { exact: true }).inputValue()).toBe(
        L.callTitle('Accounts Team'),
      );
      expect(fetched.some((path) => /\/LogActivityDialog-[\w-]+\.js$/.test(path))).toBe(true);
    } finally {
      await context.close();
    }
  });
});
