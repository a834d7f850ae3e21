import {
  WAREHOUSE_COPY as C,
  WAREHOUSE_PHONE_COPY as P,
  type PurchaseOrder,
  type Receipt,
  type ScanResponse,
  type StockProductResponse,
  type UnknownItemListResponse,
  type WarehouseListResponse,
} from '@northdesk/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPhotoPng } from '../apps/server/src/features/demo/demo-photo.ts';
import { seen } from './support/auth-flows.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { hasHorizontalOverflow, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { signInAsDemo } from './support/demo-sessions.ts';
import { demoEmail } from './support/fixtures.ts';
import { cameraLikePng } from './support/photos.ts';
import { wedgeScan } from './support/wedge-scanner.ts';

/*
 * Issue 22 item 3: Goods Receipt, Unknown Goods and Photo Upload on a phone (390 × 844, touch) as
 * a warehouse worker uses them: scanning with a handheld scanner (wedge bursts), photos chosen
 * through the phone's file picker, each screen checked with axe. What reached the server is read
 * back through the API.
 */

const stamp = Date.now().toString(36);
const REFERENCE = `PO-PHONE-${stamp}`;
const TAPE = 'TAPE-PP-48B';
const FILM = 'FILM-MINI';
const photo = (name: string, rgb: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: demoPhotoPng(rgb, 640, 480),
});

let browser: Browser;
let phone: { context: BrowserContext; page: Page };

const localDay = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

async function product(page: Page, sku: string) {
  const found = await api<{ products: { id: string; name: string; barcodes: { code: string }[] }[] }>(
    page,
    `/api/products?search=${sku}`,
  );
  const item = found.products[0];
  if (!item) throw new Error(`no demo product ${sku}`);
  return { id: item.id, name: item.name, ean: item.barcodes[0]?.code ?? '' };
}

const stockAt = async (page: Page, ean: string) => {
  const scan = await api<ScanResponse>(page, `/api/warehouse/scan?code=${ean}`);
  if (scan.match.kind !== 'product') throw new Error(`${ean} is not a product`);
  return new Map(scan.match.item.lines.map((l) => [l.location.code, Number(l.quantity)]));
};

/** Nothing waits in the phone's outbox any more (every op and photo reached the server). */
const outboxEmpty = (page: Page) =>
  page.locator('[data-outbox-waiting]').waitFor({ state: 'detached', timeout: 60_000 });

async function expectAccessible(page: Page, name: string) {
  await screenshot(page, `warehouse-phone-${name}`);
  expect(await seriousA11yViolations(page), name).toEqual([]);
  expect(await hasHorizontalOverflow(page), name).toBe(false);
}

const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Mobile navigation' }).getByRole('link', { name });

beforeAll(async () => {
  browser = await launchBrowser();
  phone = await newPage(browser, { width: 390, height: 844 }, { touch: true });
  await signInAsDemo(phone.page, demoEmail('operative'));
  await phone.page.waitForURL(/mobile-home/);
});

afterAll(async () => {
  await phone?.context.close();
  await browser?.close();
});

describe('the warehouse phone screens (390 × 844)', () => {
  it('Goods Receipt: receives an expected delivery by scanning, marks damage with a photo, completes it', async () => {
    const { page } = phone;
    const [tape, film] = [await product(page, TAPE), await product(page, FILM)];
    const { warehouses } = await api<WarehouseListResponse>(page, '/api/warehouse/warehouses');
    const main = warehouses.find((w) => w.code === 'MAIN');
    const { companies } = await api<{ companies: { id: string }[] }>(page, '/api/companies?pageSize=1');
    const created = await page.request.post('/api/warehouse/purchase-orders', {
      data: {
        reference: REFERENCE,
        supplierId: companies[0]?.id,
        warehouseId: main?.id,
        expectedDate: localDay(),
        lines: [
          { productId: tape.id, quantity: '3' },
          { productId: film.id, quantity: '2' },
        ],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const order = ((await created.json()) as { purchaseOrder: PurchaseOrder }).purchaseOrder;
    const [tapeBefore, filmBefore] = [await stockAt(page, tape.ean), await stockAt(page, film.ean)];

    await tab(page, 'Goods Receipt').click();
    await seen(page.getByRole('heading', { level: 1, name: 'Goods Receipt' }));
    const delivery = page.locator(`[data-order="${REFERENCE}"]`);
    await seen(delivery);
    await expectAccessible(page, 'receipt-choose');
    await delivery.click();
    await seen(page.getByRole('heading', { level: 1, name: P.receipt.receivingTitle(REFERENCE) }));
    const tapeLine = page.locator(`[data-receipt-line="${TAPE}"]`);
    const filmLine = page.locator(`[data-receipt-line="${FILM}"]`);
    await seen(tapeLine.locator('[data-received]').filter({ hasText: P.receipt.expectedReceived('0', '3') }));

    // A handheld scanner: each burst adds one.
    for (let i = 0; i < 3; i++) {
      await wedgeScan(page, tape.ean);
      await seen(
        tapeLine
          .locator('[data-received]')
          .filter({ hasText: P.receipt.expectedReceived(String(i + 1), '3') }),
      );
    }
    await wedgeScan(page, film.ean);
    await seen(filmLine.locator('[data-received]').filter({ hasText: P.receipt.expectedReceived('1', '2') }));
    await seen(page.getByRole('status').filter({ hasText: P.receipt.scanned(film.name, 1) }));

    // One roll of tape is crushed: marked damaged, with a photo.
    await tapeLine.getByRole('button', { name: P.receipt.markDamaged(tape.name) }).click();
    const damage = page.getByRole('form', { name: P.receipt.damagedTitle(tape.name) });
    await damage.getByLabel(P.receipt.damagedLabel).fill('1');
    await damage.getByLabel(P.receipt.damagedReasonLabel).fill('Crushed corner');
    await damage.locator('input[data-photo-input]').setInputFiles(photo('crushed.png', [200, 60, 40]));
    await seen(damage.getByText(P.photos.chosen(1)));
    await expectAccessible(page, 'receipt-damage');
    await damage.getByRole('button', { name: P.receipt.saveDamaged }).click();
    await seen(tapeLine.locator('[data-damaged]').filter({ hasText: P.receipt.damagedCount('1') }));

    // Complete: the discrepancies are listed first (one roll of film short, one of tape damaged).
    await page.getByRole('button', { name: P.receipt.complete }).click();
    const confirm = page.getByRole('region', { name: P.receipt.completeTitle });
    await seen(confirm.locator('[data-discrepancy="short"]').filter({ hasText: film.name }));
    await seen(confirm.locator('[data-discrepancy="damaged"]').filter({ hasText: tape.name }));
    await confirm.getByRole('button', { name: P.receipt.complete }).click();
    await seen(page.getByRole('heading', { name: P.receipt.completed }), 30_000);
    await outboxEmpty(page);
    await expectAccessible(page, 'receipt-completed');

    // On the server: the receipt is completed with its photo; stock rose (the damaged roll aside).
    const url = new URL(page.url());
    const receiptId = url.searchParams.get('receipt') ?? '';
    const { receipt } = await api<{ receipt: Receipt }>(page, `/api/warehouse/receipts/${receiptId}`);
    expect(receipt.status).toBe('completed');
    expect(receipt.purchaseOrder?.id).toBe(order.id);
    expect(receipt.photos.map((p) => [p.kind, p.productId])).toEqual([['damage', tape.id]]);
    expect(receipt.discrepancies.map((d) => [d.kind, d.product.sku, d.quantity]).sort()).toEqual([
      ['damaged', TAPE, '1'],
      ['short', FILM, '1'],
    ]);
    const [tapeAfter, filmAfter] = [await stockAt(page, tape.ean), await stockAt(page, film.ean)];
    expect((tapeAfter.get('DOCK') ?? 0) - (tapeBefore.get('DOCK') ?? 0)).toBe(2);
    expect((tapeAfter.get('DAMAGED') ?? 0) - (tapeBefore.get('DAMAGED') ?? 0)).toBe(1);
    expect((filmAfter.get('DOCK') ?? 0) - (filmBefore.get('DOCK') ?? 0)).toBe(1);

    // The buyer (who expected the delivery) is told, with a link to the receipt.
    const { notifications } = await api<{ notifications: { type: string; relatedId: string | null }[] }>(
      page,
      '/api/notifications',
    );
    expect(notifications.some((n) => n.type === 'receipt_discrepancy' && n.relatedId === receiptId)).toBe(
      true,
    );

    // Back to the deliveries: this one is still open (a roll of film is to come), 4 of 5 received.
    await page.getByRole('button', { name: P.receipt.another }).click();
    await seen(page.getByRole('heading', { level: 1, name: 'Goods Receipt' }));
    await seen(page.locator(`[data-order="${REFERENCE}"]`).filter({ hasText: C.progress('4', '5') }), 15_000);
  });

  it('Unknown Goods: a photo, the scanned code, what and how many → an open item for the office', async () => {
    const { page } = phone;
    const description = `Blue drum without a label ${stamp}`;
    const code = `UNK-PHONE-${stamp}`;
    await tab(page, 'Unknown Goods').click();
    await seen(page.getByRole('heading', { level: 1, name: 'Unknown Goods' }));
    const form = page.getByRole('form', { name: P.unknown.formTitle });
    await form.locator('input[data-photo-input]').setInputFiles(photo('drum.png', [40, 90, 200]));
    await seen(form.getByText(P.photos.chosen(1)));
    await wedgeScan(page, code);
    await expect
      .poll(() => form.getByLabel(P.unknown.codeLabel).inputValue(), { timeout: 15_000 })
      .toBe(code);
    await form.getByLabel(P.unknown.descriptionLabel).fill(description);
    await form.getByLabel(P.unknown.quantityLabel).fill('2');
    await expect
      .poll(() => form.locator('#unknown-location').textContent(), { timeout: 15_000 })
      .toContain('UNKNOWN');
    await expectAccessible(page, 'unknown-form');
    await form.getByRole('button', { name: P.unknown.submit }).click();
    await seen(page.getByRole('status').filter({ hasText: P.unknown.reported(description) }));
    await seen(page.locator(`[data-unknown-item="${description}"]`));
    await outboxEmpty(page);

    const { items } = await api<UnknownItemListResponse>(page, '/api/warehouse/unknown-items?status=open');
    const item = items.find((i) => i.description === description);
    expect(item?.rawCode).toBe(code);
    expect(item?.quantity).toBe('2');
    expect(item?.location.code).toBe('UNKNOWN');
    expect(item?.photos.map((p) => p.kind)).toEqual(['label']);
    await expectAccessible(page, 'unknown-reported');
  });

  it('Photo Upload: photos of a scanned product, made smaller on the phone and uploaded in the background', async () => {
    const { page } = phone;
    const film = await product(page, FILM);
    const before = new Set(
      (await api<StockProductResponse>(page, `/api/warehouse/stock/${film.id}`)).photos.map((p) => p.id),
    );
    await tab(page, 'Photos').click();
    await seen(page.getByRole('heading', { level: 1, name: 'Photo Upload' }));
    expect(await page.getByRole('button', { name: P.photos.takePhoto }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: P.photos.subjectKinds.product }).click();
    await page.getByLabel(P.photos.productScanLabel).fill(FILM);
    await page.getByRole('button', { name: C.phone.lookUp }).click();
    await seen(page.getByRole('status').filter({ hasText: P.photos.productChosen(film.name) }));
    await expectAccessible(page, 'photos-chosen');
    // Two 2000 × 1500 PNGs as a camera makes them; the phone stores them as smaller JPEGs.
    const shots = [cameraLikePng(2000, 1500, 1), cameraLikePng(2000, 1500, 2)];
    await page.locator('input[data-photo-input]').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: shots[0] ?? Buffer.alloc(0) },
      { name: 'label.png', mimeType: 'image/png', buffer: shots[1] ?? Buffer.alloc(0) },
    ]);
    await seen(page.getByRole('status').filter({ hasText: P.photos.queued(2) }));
    await seen(page.getByText(P.photos.noneWaiting), 60_000);
    const after = (await api<StockProductResponse>(page, `/api/warehouse/stock/${film.id}`)).photos;
    const newest = after.filter((p) => !before.has(p.id));
    expect(newest.map((p) => [p.kind, p.contentType])).toEqual([
      ['label', 'image/jpeg'],
      ['label', 'image/jpeg'],
    ]);
    expect(newest.every((p) => p.size < (shots[0]?.length ?? 0) / 4)).toBe(true);
    await expectAccessible(page, 'photos-uploaded');
  });

  it('the home tiles show the live figures of each screen', async () => {
    const { page } = phone;
    await page.goto('/mobile-home');
    await seen(page.getByRole('heading', { level: 1 }));
    await seen(page.locator('[data-tile-figure]').filter({ hasText: C.phone.tilePhotos(0) }));
    await seen(page.locator('[data-tile-figure]').filter({ hasText: C.phone.tilePending(0) }));
    await seen(page.locator('[data-tile-figure]').filter({ hasText: /open items?$/ }));
  });
});
