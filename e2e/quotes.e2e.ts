import {
  ADMIN_COPY,
  CONTACTS_COPY,
  formatMoney,
  lineNet,
  PRODUCTS_COPY,
  QUOTES_COPY,
  type QuoteListResponse,
  quoteTotals,
  SHELL_COPY,
} from '@northdesk/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../apps/server/test/support/pdf-text.ts';
import { seen, toast } from './support/auth-flows.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { baseUrl, launchBrowser, newPage, screenshot, waitForMail } from './support/browser.ts';
import { signInAsDemo } from './support/demo-sessions.ts';
import { demoEmail } from './support/fixtures.ts';

const stamp = Date.now();
const BUYER_EMAIL = `buyer-${stamp}@e2e.test`;
const TITLE = `Spring restock ${stamp}`;

let browser: Browser;
let owner: { context: BrowserContext; page: Page };
let quoteUrl = '';
let quoteNumber = '';
let acceptLink = '';
let customer = { id: '', name: '' };
let deal = { id: '', name: '' };

const bell = (page: Page) => page.getByRole('button', { name: SHELL_COPY.notificationsButton });

async function expectAccessible(page: Page, name: string): Promise<void> {
  // Rows dimmed while the next page loads are not what a person reads: wait for the fresh ones.
  await page.locator('div.opacity-60.transition-opacity').first().waitFor({ state: 'detached' });
  // A toast fading in or out is measured at half its contrast: check the page once it has gone.
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
  expect(await seriousA11yViolations(page), name).toEqual([]);
  await screenshot(page, `quotes-${name}`);
}

/** The RSP cell of a product's row on /products. */
const rspOf = (page: Page, sku: string) =>
  page.locator(`[data-product-sku="${sku}"] [data-testid="product-rsp"]`);

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await newPage(browser);
  await signInAsDemo(owner.page, demoEmail('super_admin'));
  await owner.page.waitForURL(`${baseUrl()}/`);
  // Other suites leave this demo user notifications; start from a read bell.
  await owner.page.request.post('/api/notifications/read-all', { data: {} });
  // A demo customer that has a deal: the one of a demo quote with a deal.
  const response = await owner.page.request.get('/api/quotes?pageSize=100');
  const { quotes } = (await response.json()) as QuoteListResponse;
  // A demo quote whose deal is still open, so that "Mark deal won" can win it.
  let withDeal: (typeof quotes)[number] | undefined;
  for (const quote of quotes.filter((q) => q.deal !== null)) {
    const found = await owner.page.request.get(`/api/deals/${quote.deal?.id}`);
    if ((await found.json()).deal?.status === 'open') {
      withDeal = quote;
      break;
    }
  }
  if (!withDeal?.deal) throw new Error('the demo data has no quote with an open deal');
  customer = withDeal.crmCompany;
  deal = withDeal.deal;
});

afterAll(async () => {
  await owner?.context.close();
  await browser?.close();
});

describe('products and quotes, as a new user would', () => {
  it('shows the catalogue with RSPs', async () => {
    const { page } = owner;
    await page.goto('/products');
    await seen(page.getByRole('heading', { level: 1, name: PRODUCTS_COPY.title }));
    await page.getByLabel(PRODUCTS_COPY.searchLabel).fill('pallet');
    await seen(page.locator('[data-product-sku="PAL-EUR-HT"]'));
    expect(await rspOf(page, 'PAL-EUR-HT').textContent()).toBe('£12.01');
    await expectAccessible(page, 'products');
  });

  it('creates a quote for a deal with three lines and sees the totals as it types', async () => {
    const { page } = owner;
    await page.goto('/quotes');
    await seen(page.getByRole('heading', { level: 1, name: QUOTES_COPY.title }));
    await expectAccessible(page, 'list');
    await page.getByRole('button', { name: QUOTES_COPY.newQuote }).click();
    const dialog = page.getByRole('dialog', { name: QUOTES_COPY.newQuoteTitle });
    await dialog.getByRole('button', { name: QUOTES_COPY.create }).click();
    await seen(dialog.getByText(QUOTES_COPY.customerRequired));
    await dialog.locator('#new-quote-customer').click();
    await page.getByLabel('Search companies...').fill(customer.name);
    await page
      .getByRole('listbox', { name: CONTACTS_COPY.pickerResults })
      .getByRole('option')
      .filter({ hasText: customer.name })
      .first()
      .click();
    await dialog.locator('#new-quote-deal').click();
    await page.getByRole('option', { name: deal.name }).click();
    await dialog.getByLabel(QUOTES_COPY.titleLabel).fill(TITLE);
    await dialog.getByRole('button', { name: QUOTES_COPY.create }).click();
    await page.waitForURL(/\/quotes\/[0-9a-f-]{36}$/);
    quoteUrl = new URL(page.url()).pathname;
    const heading = page.getByRole('heading', { level: 1, name: /^Q-\d{4}-\d{5}$/ });
    await seen(heading);
    quoteNumber = (await heading.textContent()) ?? '';

    // Line 1: a product, discounted. Line 2: a 5 % VAT product. Line 3: free text.
    const addProduct = async (search: string) => {
      await page.getByRole('button', { name: QUOTES_COPY.addProductLine }).click();
      await page.getByLabel(QUOTES_COPY.searchProducts).first().fill(search);
      await page
        .getByRole('list', { name: QUOTES_COPY.searchProducts })
        .getByRole('button')
        .filter({ hasText: search })
        .click();
    };
    await addProduct('PAL-EUR-HT');
    await seen(page.getByLabel(QUOTES_COPY.lineLabel(1, QUOTES_COPY.lineDescriptionLabel)));
    expect(await page.getByLabel(QUOTES_COPY.lineLabel(1, QUOTES_COPY.lineUnitPriceLabel)).inputValue()).toBe(
      '12.01',
    );
    await page.getByLabel(QUOTES_COPY.lineLabel(1, QUOTES_COPY.lineQuantityLabel)).fill('10');
    await page.getByLabel(QUOTES_COPY.lineLabel(1, QUOTES_COPY.lineDiscountLabel)).fill('12.5');
    await addProduct('SEAT-CHILD');
    await seen(page.getByLabel(QUOTES_COPY.lineLabel(2, QUOTES_COPY.lineDescriptionLabel)));
    await page.getByLabel(QUOTES_COPY.lineLabel(2, QUOTES_COPY.lineQuantityLabel)).fill('3');
    await page.getByRole('button', { name: QUOTES_COPY.addTextLine }).click();
    await page
      .getByLabel(QUOTES_COPY.lineLabel(3, QUOTES_COPY.lineDescriptionLabel))
      .fill('Delivery to site');
    await page.getByLabel(QUOTES_COPY.lineLabel(3, QUOTES_COPY.lineUnitPriceLabel)).fill('55');

    // What the totals must be, by the shared HMRC rules: 20 % on (105.09 + 55.00), 5 % on 207.00.
    const nets = [
      {
        net: lineNet({ quantity: '10', unitPrice: '12.01', discountPercent: '12.5' }),
        vatCode: '20' as const,
      },
      { net: lineNet({ quantity: '3', unitPrice: '69.00', discountPercent: '0' }), vatCode: '5' as const },
      { net: lineNet({ quantity: '1', unitPrice: '55', discountPercent: '0' }), vatCode: '20' as const },
    ];
    const totals = quoteTotals(nets);
    await seen(page.getByTestId('quote-gross').getByText(formatMoney(totals.gross), { exact: true }));
    expect(await page.getByTestId('quote-vat-5').textContent()).toBe(
      formatMoney(totals.breakdown[1]?.vat ?? ''),
    );
    expect(await page.getByTestId('line-2-net').textContent()).toBe('£207.00');
    await seen(page.getByText(QUOTES_COPY.vatRule));
    await page.getByRole('button', { name: QUOTES_COPY.saveLines }).click();
    await seen(toast(page, QUOTES_COPY.saved));
    await seen(page.getByTestId('quote-gross').getByText(formatMoney(totals.gross), { exact: true }));
    await expectAccessible(page, 'detail-draft');
  });

  it('switches RSP rounding on in Company Settings and sees product prices round up', async () => {
    const { page } = owner;
    await page.goto('/settings');
    await page.getByRole('tab', { name: ADMIN_COPY.tabCompanySettings }).click();
    await page.getByRole('switch', { name: ADMIN_COPY.rspRoundingLabel }).click();
    await seen(toast(page, ADMIN_COPY.rspRoundingEnabled));
    await page.goto('/products?search=pallet');
    await seen(page.locator('[data-product-sku="PAL-EUR-HT"]'));
    expect(await rspOf(page, 'PAL-EUR-HT').textContent()).toBe('£13.00');
    expect(await rspOf(page, 'PAL-UK-STD').textContent()).toBe('£14.00');
    await seen(page.getByText(PRODUCTS_COPY.rspRoundedHint));
  });

  it('downloads the PDF: its text has the quote number and the total', async () => {
    const { page } = owner;
    await page.goto(quoteUrl);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: QUOTES_COPY.downloadPdf }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${quoteNumber}.pdf`);
    const path = await download.path();
    const fs = await import('node:fs');
    const text = pdfText(fs.readFileSync(path));
    expect(text).toContain(quoteNumber);
    expect(text).toContain(TITLE);
    const gross = (await page.getByTestId('quote-gross').textContent()) ?? '?';
    expect(text).toContain(gross);
  });

  it('sends the quote; it is frozen', async () => {
    const { page } = owner;
    await page.getByRole('button', { name: QUOTES_COPY.sendQuote }).click();
    const dialog = page.getByRole('dialog', { name: QUOTES_COPY.sendTitle });
    await dialog.getByLabel(QUOTES_COPY.sendTo).fill(BUYER_EMAIL);
    await dialog.getByLabel(QUOTES_COPY.sendMessage).fill('As discussed on the phone.');
    await dialog.getByRole('button', { name: QUOTES_COPY.sendButton }).click();
    await seen(toast(page, QUOTES_COPY.sent));
    await seen(page.getByText(QUOTES_COPY.frozenNotice));
    expect(await page.getByLabel(QUOTES_COPY.lineLabel(1, QUOTES_COPY.lineQuantityLabel)).count()).toBe(0);
    await expectAccessible(page, 'detail-sent');
    const mail = await waitForMail(
      BUYER_EMAIL,
      QUOTES_COPY.mailSubject(quoteNumber, 'Northwind Trading Ltd'),
    );
    expect(mail.text).toContain('As discussed on the phone.');
    acceptLink = mail.link;
    expect(acceptLink).toMatch(/\/q\/[A-Za-z0-9_-]{43}$/);
  });

  it('the customer accepts through the link with no session; the owner is notified live and offered "Mark deal won"', async () => {
    await owner.page.goto('/');
    await seen(bell(owner.page));
    const customerContext = await browser.newContext({ baseURL: baseUrl() });
    try {
      const page = await customerContext.newPage();
      await page.goto(acceptLink);
      await seen(page.getByRole('heading', { level: 1, name: QUOTES_COPY.publicTitle(quoteNumber) }));
      await seen(page.getByText('Delivery to site'));
      await expectAccessible(page, 'public-open');
      await page.getByLabel(QUOTES_COPY.publicNameLabel).fill('');
      await page.getByRole('button', { name: QUOTES_COPY.publicAccept }).click();
      await seen(page.getByText(QUOTES_COPY.publicNameRequired));
      await page.getByLabel(QUOTES_COPY.publicNameLabel).fill('Bea Buyer');
      await page.getByRole('button', { name: QUOTES_COPY.publicAccept }).click();
      await seen(page.getByRole('status').getByText(QUOTES_COPY.publicAccepted));
      await expectAccessible(page, 'public-accepted');
      // The link is used up: opening it again shows the decision, with no form.
      await page.reload();
      await seen(page.getByRole('status').getByText(QUOTES_COPY.publicAccepted));
      expect(await page.getByRole('button', { name: QUOTES_COPY.publicAccept }).count()).toBe(0);
    } finally {
      await customerContext.close();
    }

    // The owner's bell got it without a reload.
    const { page } = owner;
    await bell(page).click();
    const item = page.getByRole('button', {
      name: new RegExp(QUOTES_COPY.acceptedNotificationTitle(quoteNumber)),
    });
    await seen(item);
    await item.click();
    await page.waitForURL(`${baseUrl()}${quoteUrl}`);
    await seen(page.getByText(/Accepted by Bea Buyer/));
    await seen(page.getByRole('button', { name: QUOTES_COPY.markDealWon }));
    await expectAccessible(page, 'detail-accepted');
    // The owner marks the deal won from the accepted quote.
    await page.getByRole('button', { name: QUOTES_COPY.markDealWon }).click();
    await seen(toast(page, QUOTES_COPY.dealWon));
    const won = await page.request.get(`/api/deals/${deal.id}`);
    expect((await won.json()).deal.status).toBe('won');
  });

  it('a view-only user sees quotes and products without edit controls; the API refuses their writes', async () => {
    const viewer = await newPage(browser);
    try {
      const { page } = viewer;
      await signInAsDemo(page, 'viewer@demo.northdesk.test');
      await page.waitForURL(`${baseUrl()}/`);
      await page.goto('/quotes');
      await seen(page.getByRole('heading', { level: 1, name: QUOTES_COPY.title }));
      await seen(page.locator('[data-quote-id]').first());
      expect(await page.getByRole('button', { name: QUOTES_COPY.newQuote }).count()).toBe(0);
      await page.goto(quoteUrl);
      await seen(page.getByRole('heading', { level: 1, name: quoteNumber }));
      expect(await page.getByRole('button', { name: QUOTES_COPY.sendQuote }).count()).toBe(0);
      expect(await page.getByRole('button', { name: QUOTES_COPY.newRevision }).count()).toBe(0);
      expect(await page.getByRole('button', { name: QUOTES_COPY.markDealWon }).count()).toBe(0);
      await page.goto('/products');
      await seen(page.locator('[data-product-sku]').first());
      expect(await page.getByRole('button', { name: PRODUCTS_COPY.addProduct }).count()).toBe(0);
      const refused = await page.request.post('/api/quotes', { data: { crmCompanyId: customer.id } });
      expect(refused.status()).toBe(403);
      const refusedProduct = await page.request.post('/api/products', {
        data: { sku: 'VIEW-1', name: 'Viewer product', listPrice: '1' },
      });
      expect(refusedProduct.status()).toBe(403);
    } finally {
      await viewer.context.close();
      // Leave the demo tenant as it was for the other suites.
      await owner.page.request.patch('/api/settings/company', { data: { roundRspToWholeNumbers: false } });
    }
  });
});
