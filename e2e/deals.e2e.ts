import { DEALS_COPY, type DealWithHistoryResponse, formatMoney } from '@northdesk/shared';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seen, toast } from './support/auth-flows.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { signInAsDemo } from './support/demo-sessions.ts';
import { demoEmail } from './support/fixtures.ts';

const C = DEALS_COPY;
const DEAL = `Warehouse racking ${Date.now()}`;
const AMOUNT = '12345.67';

let browser: Browser;
let owner: { context: BrowserContext; page: Page };
let company = { id: '', name: '' };
let dealUrl = '';

async function expectAccessible(page: Page, name: string): Promise<void> {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
  expect(await seriousA11yViolations(page), name).toEqual([]);
  await screenshot(page, `deals-${name}`);
}

const column = (page: Page, stage: string) =>
  page
    .locator('[data-testid="deal-column"]')
    .filter({ has: page.getByRole('heading', { level: 2, name: stage }) });
const summaryOf = (page: Page, stage: string) => column(page, stage).getByTestId('deal-column-summary');
const money = (value: string) => formatMoney(value);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Drags with the mouse as a person does: press on the card, move in steps, release over the column. */
async function dragTo(page: Page, card: Locator, target: Locator): Promise<void> {
  const from = await card.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('card or column not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height - 8);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height - 8, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 15 });
  await page.mouse.up();
}

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await newPage(browser);
  await signInAsDemo(owner.page, demoEmail('super_admin'));
  await owner.page.waitForURL(`${baseUrl()}/`);
  const response = await owner.page.request.get('/api/companies?search=a');
  const { companies } = (await response.json()) as { companies: { id: string; name: string }[] };
  const first = companies[0];
  if (!first) throw new Error('the demo data has no companies');
  company = first;
});

afterAll(async () => {
  await owner?.context.close();
  await browser?.close();
});

describe('deals, as a new user would', () => {
  it('creates a deal from a company page', async () => {
    const { page } = owner;
    await page.goto(`/companies/${company.id}`);
    await page.getByRole('tab', { name: /^Deals \(\d+\)$/ }).click();
    await page.getByRole('button', { name: C.newDeal }).click();
    const dialog = page.getByRole('dialog', { name: C.createTitle });
    await seen(dialog);
    // The company comes preset from the page.
    await seen(dialog.getByText(company.name));
    await dialog.getByLabel(C.name).fill(DEAL);
    await dialog.getByLabel(C.amount).fill(AMOUNT);
    await dialog.getByLabel(C.closeDate).fill('2027-03-31');
    await expectAccessible(page, 'new-deal-dialog');
    await dialog.getByRole('button', { name: C.save }).click();
    await page.waitForURL(/\/deals\/[0-9a-f-]{36}$/);
    dealUrl = new URL(page.url()).pathname;
    await seen(page.getByRole('heading', { level: 1, name: DEAL }));
    await seen(page.getByRole('button', { name: 'Prospecting', exact: true }));
    expect(await page.locator('[aria-current="step"]').textContent()).toBe('Prospecting');
    await expectAccessible(page, 'detail-new');
  });

  it('drags it across two stages (mouse, then keyboard) and the stage totals follow', async () => {
    const { page } = owner;
    await page.goto(`/deals?search=${encodeURIComponent(DEAL)}`);
    await seen(page.getByTestId('deals-board'));
    const card = page.locator('[data-testid="deal-card"]').filter({ hasText: DEAL });
    await seen(card);
    expect(await summaryOf(page, 'Prospecting').textContent()).toBe(
      C.stageSummary(1, money(AMOUNT), money('1234.57')),
    );
    await expectAccessible(page, 'board');

    await dragTo(page, card, column(page, 'Qualification'));
    await seen(column(page, 'Qualification').getByText(DEAL));
    await expect
      .poll(() => summaryOf(page, 'Qualification').textContent())
      .toBe(C.stageSummary(1, money(AMOUNT), money('3086.42')));
    expect(await summaryOf(page, 'Prospecting').textContent()).toBe(
      C.stageSummary(0, money('0'), money('0')),
    );
    await seen(toast(page, C.moved(DEAL, 'Qualification')));

    // Keyboard: focus the card's handle, lift with Space, one stage right, drop with Space.
    const handle = column(page, 'Qualification').getByRole('button', { name: new RegExp(DEAL) });
    await handle.focus();
    // Each step waits for what a screen reader hears: the sensor listens for arrows only once lifted.
    const heard = (text: string | RegExp) => page.getByText(text).first().waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    // Lifted: "Picked up deal …", at once followed by "Deal … is over Qualification."
    await heard(
      new RegExp(`^(${escapeRegExp(C.dragStart(DEAL))}|${escapeRegExp(C.dragOver(DEAL, 'Qualification'))})$`),
    );
    await page.keyboard.press('ArrowRight');
    await heard(C.dragOver(DEAL, 'Proposal'));
    await page.keyboard.press('Space');
    await seen(column(page, 'Proposal').getByText(DEAL));
    await expect
      .poll(() => summaryOf(page, 'Proposal').textContent())
      .toBe(C.stageSummary(1, money(AMOUNT), money('6172.84')));

    // It stays there after a reload (the server has it).
    await page.reload();
    await seen(column(page, 'Proposal').getByText(DEAL));
    expect(await column(page, 'Qualification').getByText(DEAL).count()).toBe(0);
  });

  it('shows the stage history; loses with a reason, reopens, wins', async () => {
    const { page } = owner;
    await page.goto(dealUrl);
    const history = page.getByTestId('deal-history');
    await seen(history);
    expect(await history.locator('li > p:first-child').allTextContents()).toEqual([
      C.historyEntry('Qualification', 'Proposal'),
      C.historyEntry('Prospecting', 'Qualification'),
      C.historyEntry(null, 'Prospecting'),
    ]);
    await page.getByRole('button', { name: C.markLost, exact: true }).click();
    const lost = page.getByRole('dialog', { name: C.lostTitle });
    await lost.getByRole('button', { name: C.markLost }).click();
    await seen(lost.getByText(C.lostNeedsReason));
    await lost.getByRole('combobox', { name: C.lostReason }).click();
    await page.getByRole('option', { name: 'Price too high' }).click();
    await lost.getByRole('button', { name: C.markLost }).click();
    await seen(page.getByText(C.statusLabels.lost, { exact: true }).first());
    await seen(page.getByText('Price too high'));
    // Measured once the dialog has finished closing (a fading dialog is half its contrast).
    await lost.waitFor({ state: 'detached' });
    await expectAccessible(page, 'detail-lost');

    await page.getByRole('button', { name: C.reopen }).click();
    await seen(page.getByRole('button', { name: C.markWon, exact: true }));
    expect(await page.locator('[aria-current="step"]').textContent()).toBe('Proposal');
    await page.getByRole('button', { name: C.markWon, exact: true }).click();
    await seen(toast(page, C.wonToast));
    const id = dealUrl.split('/').pop() ?? '';
    const read = (await (await page.request.get(`/api/deals/${id}`)).json()) as DealWithHistoryResponse;
    expect([read.deal.status, read.deal.stageName]).toEqual(['won', 'Closed Won']);
  });

  it('lists deals with filters and sorting kept in the address', async () => {
    const { page } = owner;
    await page.goto(`/deals?view=list&status=won&search=${encodeURIComponent(DEAL)}`);
    const row = page.locator('[data-deal-id]').filter({ hasText: DEAL });
    await seen(row);
    await seen(page.getByTestId('deals-list-total').getByText(C.listTotal(1, money(AMOUNT))));
    await page.getByRole('button', { name: C.amount, exact: true }).click();
    await page.waitForURL(/sort=amount/);
    await expectAccessible(page, 'list');
    // The company filter: its deals only, the picker showing the company.
    await page.goto(
      `/deals?view=list&status=all&crmCompanyId=${company.id}&companyName=${encodeURIComponent(company.name)}`,
    );
    await seen(page.locator('[data-deal-id]').filter({ hasText: DEAL }));
    await seen(page.locator('#deals-company-filter').filter({ hasText: company.name }));
    const others = await page.locator('[data-deal-id]').allTextContents();
    expect(others.length).toBeGreaterThan(0);
    await page.goto('/deals?view=list');
    await seen(page.locator('[data-deal-id]').first());
    await expectAccessible(page, 'list-open');
  });

  it('configures the pipeline in CRM Settings', async () => {
    const { page } = owner;
    await page.goto('/crm-settings');
    await seen(page.getByText(C.pipelineCardTitle, { exact: true }));
    await seen(page.getByTestId('pipeline-stage-row'));
    expect(await page.getByTestId('pipeline-stage-row').count()).toBe(6);
    await seen(page.getByLabel(`${C.stageName} 1`));
    expect(await page.getByLabel(`${C.stageName} 1`).inputValue()).toBe('Prospecting');
    await expectAccessible(page, 'crm-settings');
  });

  it('a view-only user sees deals without edit controls; the API refuses their writes', async () => {
    const viewer = await newPage(browser);
    try {
      const { page } = viewer;
      await signInAsDemo(page, 'viewer@demo.northdesk.test');
      await page.waitForURL(`${baseUrl()}/`);
      await page.goto('/deals');
      await seen(page.locator('[data-testid="deal-card"]').first());
      expect(await page.getByRole('button', { name: C.newDeal }).count()).toBe(0);
      expect(await page.locator('[data-testid="deal-card"] + button').count()).toBe(0);
      await expectAccessible(page, 'board-viewer');
      await page.goto(dealUrl);
      await seen(page.getByRole('heading', { level: 1, name: DEAL }));
      for (const name of [C.markWon, C.markLost, C.reopen, C.edit])
        expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
      const refused = await page.request.post('/api/deals', {
        data: { name: 'No', crmCompanyId: company.id },
      });
      expect(refused.status()).toBe(403);
    } finally {
      await viewer.context.close();
    }
  });
});
