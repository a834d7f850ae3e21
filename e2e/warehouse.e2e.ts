import crypto from 'node:crypto';
import {
  WAREHOUSE_COPY as C,
  CONTACTS_COPY,
  type PurchaseOrderListResponse,
  QUOTES_COPY,
  type ScanResponse,
  type UnknownItemListResponse,
  type WarehouseListResponse,
} from '@northdesk/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPhotoPng } from '../apps/server/src/features/demo/demo-photo.ts';
import { seen } from './support/auth-flows.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { baseUrl, hasHorizontalOverflow, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { signInAsDemo } from './support/demo-sessions.ts';
import { demoEmail } from './support/fixtures.ts';
import { wedgeScan } from './support/wedge-scanner.ts';

/*
 * Issue 22 item 4: the office's side of the warehouse at 1280 wide, as a warehouse manager would use
 * it. The floor's side (the phone screens) is simulated through the same op batches the phones send.
 */

const stamp = Date.now().toString(36);
const REFERENCE = `PO-E2E-${stamp}`;
const BIN = `E2E-${stamp}`.slice(0, 20);
const UNKNOWN_CODE = `UNK-${stamp}`;

let browser: Browser;
let office: { context: BrowserContext; page: Page };

async function expectAccessible(page: Page, name: string): Promise<void> {
  await page.locator('div.opacity-60.transition-opacity').first().waitFor({ state: 'detached' });
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
  expect(await seriousA11yViolations(page), name).toEqual([]);
  await screenshot(page, `warehouse-${name}`);
}

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });

async function sendOps(page: Page, ops: object[]) {
  const response = await page.request.post('/api/warehouse/ops', { data: { ops } });
  expect(response.status(), await response.text()).toBe(200);
}

beforeAll(async () => {
  browser = await launchBrowser();
  office = await newPage(browser);
  await signInAsDemo(office.page, demoEmail('super_admin'));
  await office.page.waitForURL(`${baseUrl()}/`);
});

afterAll(async () => {
  await office?.context.close();
  await browser?.close();
});

describe('the warehouse, from the office', () => {
  it('shows the stock of the demo products, by location', async () => {
    const { page } = office;
    await nav(page, C.nav.stock).click();
    await seen(page.getByRole('heading', { level: 1, name: C.stockTitle }));
    await page.getByLabel(C.searchStock).fill('TAPE-PP-48B');
    const row = page.locator('[data-stock-sku="TAPE-PP-48B"]');
    await seen(row);
    expect(
      Number(
        await row
          .locator('[data-on-hand]')
          .innerText()
          .then((t) => t.split(' ')[0]),
      ),
    ).toBeGreaterThan(0);
    await expectAccessible(page, 'stock');
  });

  it('adds a bin to the main warehouse', async () => {
    const { page } = office;
    await nav(page, C.nav.locations).click();
    await seen(page.getByRole('heading', { level: 1, name: C.locationsTitle }));
    const main = page.locator('[data-warehouse="MAIN"]');
    await seen(main.locator('[data-location-code="UNKNOWN"]'));
    await main.getByRole('button', { name: C.addLocation }).click();
    const dialog = page.getByRole('dialog', { name: C.addLocation });
    await dialog.getByLabel(C.locationCodeLabel, { exact: true }).fill(BIN);
    await dialog.getByLabel(C.locationNameLabel, { exact: true }).fill('End-to-end bin');
    await dialog.getByLabel(C.locationBarcodeLabel).fill(`LOC-${BIN}`);
    await dialog.getByRole('button', { name: C.save }).click();
    await seen(main.locator(`[data-location-code="${BIN}"]`));
    await expectAccessible(page, 'locations');
  });

  it('expects a delivery, sees it received on the floor with a damaged item, its photo and discrepancies', async () => {
    const { page } = office;
    await nav(page, C.nav.deliveries).click();
    await seen(page.getByRole('heading', { level: 1, name: C.deliveriesTitle }));
    await page.getByRole('button', { name: C.expectDelivery }).click();
    const dialog = page.getByRole('dialog', { name: C.expectDelivery });
    await dialog.locator('#delivery-supplier').click();
    const companies = (await (await page.request.get('/api/companies?pageSize=1')).json()) as {
      companies: { name: string }[];
    };
    const supplier = companies.companies[0]?.name ?? '';
    await page.getByLabel(CONTACTS_COPY.pickerSearchPlaceholder).fill(supplier);
    await page
      .getByRole('listbox', { name: CONTACTS_COPY.pickerResults })
      .getByRole('option')
      .filter({ hasText: supplier })
      .first()
      .click();
    await dialog.getByLabel(C.referenceLabel).fill(REFERENCE);
    for (const sku of ['FILM-MINI', 'GLV-NIT-L']) {
      await dialog.getByRole('button', { name: QUOTES_COPY.addProductLine }).click();
      await page.getByLabel(QUOTES_COPY.searchProducts).first().fill(sku);
      await page
        .getByRole('list', { name: QUOTES_COPY.searchProducts })
        .getByRole('button')
        .filter({ hasText: sku })
        .click();
    }
    const quantities = dialog.getByRole('textbox', { name: /^Quantity of / });
    await quantities.nth(0).fill('12');
    await quantities.nth(1).fill('5');
    await dialog.getByRole('button', { name: C.save }).click();
    const row = page.locator(`[data-order-reference="${REFERENCE}"]`);
    await seen(row);
    await expect.poll(() => row.locator('[data-progress]').innerText()).toBe(C.progress('0', '17'));
    await expectAccessible(page, 'deliveries');

    // The floor receives it: all 12 rolls, 4 of 5 boxes of gloves, one roll crushed (with a photo).
    const orders = (await (
      await page.request.get('/api/warehouse/purchase-orders')
    ).json()) as PurchaseOrderListResponse;
    const order = orders.purchaseOrders.find((o) => o.reference === REFERENCE);
    if (!order) throw new Error('the delivery was not saved');
    const [film, gloves] = order.lines.map((l) => l.product.id);
    const { warehouses } = (await (
      await page.request.get('/api/warehouse/warehouses')
    ).json()) as WarehouseListResponse;
    const dock = warehouses[0]?.locations.find((l) => l.kind === 'dock');
    const receiptId = crypto.randomUUID();
    const op = () => crypto.randomUUID();
    await sendOps(page, [
      { opId: op(), type: 'receipt.start', receiptId, purchaseOrderId: order.id, locationId: dock?.id },
      { opId: op(), type: 'receipt.scan', receiptId, productId: film, received: '12' },
      {
        opId: op(),
        type: 'receipt.scan',
        receiptId,
        productId: film,
        received: '0',
        damaged: '1',
        discrepancyReason: 'Crushed',
      },
      { opId: op(), type: 'receipt.scan', receiptId, productId: gloves, received: '4' },
    ]);
    const photo = await page.request.post(
      `/api/warehouse/photos?id=${crypto.randomUUID()}&kind=damage&receiptId=${receiptId}&productId=${film}`,
      {
        headers: { origin: baseUrl() },
        multipart: {
          file: { name: 'damage.png', mimeType: 'image/png', buffer: demoPhotoPng([190, 60, 40]) },
        },
      },
    );
    expect(photo.status(), await photo.text()).toBe(201);
    await sendOps(page, [{ opId: op(), type: 'receipt.complete', receiptId }]);

    // A phone that did not see the completion sends one more scan: kept for the office, not applied.
    await sendOps(page, [{ opId: op(), type: 'receipt.scan', receiptId, productId: gloves, received: '1' }]);
    await page.reload();
    await expect
      .poll(() => row.locator('[data-progress]').innerText(), { timeout: 15_000 })
      .toBe(C.progress('16', '17'));
    await nav(page, C.nav.receipts).click();
    await seen(page.getByRole('heading', { level: 1, name: C.receiptsTitle }));
    await seen(
      page.getByRole('region', { name: C.flaggedTitle }).locator('[data-flagged-op="receipt.scan"]').first(),
    );
    await page.getByRole('link', { name: REFERENCE }).click();
    await seen(page.getByRole('heading', { level: 1, name: C.receiptTitle(REFERENCE) }));
    await seen(page.locator('[data-discrepancy="damaged"]'));
    await seen(page.locator('[data-discrepancy="short"]'));
    const image = page.getByRole('img', { name: /^Damage photo taken / });
    await seen(image);
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expectAccessible(page, 'receipt');

    await nav(page, C.nav.moves).click();
    await seen(page.getByRole('heading', { level: 1, name: C.movesTitle }));
    await seen(page.locator('[data-move-reason="damaged"]').first());
    await expectAccessible(page, 'moves');
  });

  it('identifies an unknown item: the product learns its code and gets the stock; rejects another', async () => {
    const { page } = office;
    const { warehouses } = (await (
      await page.request.get('/api/warehouse/warehouses')
    ).json()) as WarehouseListResponse;
    const shelf = warehouses[0]?.locations.find((l) => l.kind === 'unknown');
    const description = `Unlabelled drum ${stamp}`;
    await sendOps(page, [
      {
        opId: crypto.randomUUID(),
        type: 'unknown.create',
        unknownItemId: crypto.randomUUID(),
        rawCode: UNKNOWN_CODE,
        description,
        quantity: '3',
        locationId: shelf?.id,
      },
    ]);
    await nav(page, C.nav.unknown).click();
    await seen(page.getByRole('heading', { level: 1, name: C.unknownTitle }));
    const card = page.getByRole('article', { name: description });
    await seen(card);
    await expectAccessible(page, 'unknown');
    await card.getByRole('button', { name: C.identify }).click();
    const dialog = page.getByRole('dialog', { name: C.identifyTitle });
    await dialog.getByRole('searchbox', { name: C.productLabel }).fill('STRAP-SEAL');
    await dialog.getByRole('button').filter({ hasText: 'STRAP-SEAL' }).click();
    await dialog.locator('#identify-destination').click();
    await page.getByRole('option', { name: new RegExp(`^${BIN} `) }).click();
    await expectAccessible(page, 'identify');
    await dialog.getByRole('button', { name: C.identify }).click();
    await card.waitFor({ state: 'detached' });
    const scan = (await (
      await page.request.get(`/api/warehouse/scan?code=${UNKNOWN_CODE}`)
    ).json()) as ScanResponse;
    expect(scan.match.kind === 'product' && scan.match.item.product.sku).toBe('STRAP-SEAL');
    expect(
      scan.match.kind === 'product' && scan.match.item.lines.find((l) => l.location.code === BIN)?.quantity,
    ).toBe('3');

    const open = (await (
      await page.request.get('/api/warehouse/unknown-items')
    ).json()) as UnknownItemListResponse;
    const other = open.items[0];
    if (!other) throw new Error('no demo unknown item left');
    const otherCard = page.getByRole('article', { name: other.description });
    await otherCard.getByRole('button', { name: C.reject }).click();
    const reject = page.getByRole('dialog', { name: C.rejectTitle });
    await reject.getByLabel(C.rejectNoteLabel).fill('Sent back to the carrier');
    await reject.getByRole('button', { name: C.reject }).click();
    await otherCard.waitFor({ state: 'detached' });
  });
});

describe('stock tracking, on a phone (390 × 844)', () => {
  it('home tiles show live figures; a wedge-scanner burst finds a product; a count changes its stock', async () => {
    const phone = await newPage(browser, { width: 390, height: 844 }, { touch: true });
    try {
      const { page } = phone;
      await signInAsDemo(page, demoEmail('operative'));
      await page.waitForURL(/mobile-home/);
      const receiptTile = page.getByRole('link', { name: /Goods Receipt/ });
      await seen(receiptTile.locator('[data-tile-figure]'));
      expect(await receiptTile.locator('[data-tile-figure]').innerText()).toMatch(/deliver(y|ies) due/);
      await expectAccessible(page, 'phone-home');

      await page
        .getByRole('link', { name: /Stock Tracking/ })
        .first()
        .click();
      await page.waitForURL(/mobile-scanner/);
      await seen(page.getByLabel(C.phone.scanLabel));
      // A USB scanner types its code in a burst and ends with Enter, wherever the focus is.
      const found = (await (await page.request.get('/api/products?search=GLV-NIT-L')).json()) as {
        products: { barcodes: { code: string }[] }[];
      };
      const ean = found.products[0]?.barcodes[0]?.code ?? '';
      expect(ean).toMatch(/^\d{13}$/);
      await wedgeScan(page, ean);
      const card = page.getByRole('region', { name: 'Nitrile gloves, large' });
      await seen(card);
      await expectAccessible(page, 'phone-product');
      const before = Number(await card.locator('[data-total-on-hand]').innerText());

      await card.getByRole('button', { name: C.phone.count, exact: true }).click();
      const form = page.getByRole('form', { name: C.phone.countTitle('Nitrile gloves, large') });
      const location = (await card.locator('[data-stock-at]').first().getAttribute('data-stock-at')) ?? '';
      const there = Number(await card.locator(`[data-stock-at="${location}"] .tabular-nums`).innerText());
      await form.getByLabel(C.phone.countedLabel).fill(String(there + 2));
      await form.getByRole('button', { name: C.phone.saveCount }).click();
      await expect
        // The count is sent, then the card asks the server again: seconds on a loaded machine.
        .poll(async () => Number(await card.locator('[data-total-on-hand]').innerText()), { timeout: 15_000 })
        .toBe(before + 2);
      expect(await hasHorizontalOverflow(page)).toBe(false);

      // Typed by hand: an unknown code says so.
      await page.getByLabel(C.phone.scanLabel).fill('NO-SUCH-CODE');
      await page.getByRole('button', { name: C.phone.lookUp }).click();
      await seen(page.getByRole('status').filter({ hasText: C.phone.nothingFound('NO-SUCH-CODE') }));
      await expectAccessible(page, 'phone-nothing');
    } finally {
      await phone.context.close();
    }
  });
});
