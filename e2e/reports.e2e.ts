import fs from 'node:fs';
import {
  type CompanyListResponse,
  formatMoney,
  LIST_FILTERS_COPY,
  NEW_RECORD_COLUMNS,
  REPORT_IDS,
  REPORTS_COPY,
  type ReportOverview,
  type ReportResponse,
} from '@northdesk/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seen, toast } from './support/auth-flows.ts';
import { seriousA11yViolations } from './support/axe.ts';
import {
  baseUrl,
  hasHorizontalOverflow,
  launchBrowser,
  newPage,
  screenshot,
  touchDevice,
} from './support/browser.ts';
import { signInAsDemo } from './support/demo-sessions.ts';
import { demoEmail } from './support/fixtures.ts';

const R = REPORTS_COPY;

let browser: Browser;
let owner: { context: BrowserContext; page: Page };

async function expectAccessible(page: Page, name: string): Promise<void> {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
  expect(await seriousA11yViolations(page), name).toEqual([]);
  await screenshot(page, `reports-${name}`);
}

const card = (page: Page, id: string) => page.locator(`[data-report="${id}"]`);
const headline = (page: Page, id: string) => page.locator(`[data-headline="${id}"] [data-headline-value]`);

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** Whether a report has a figure above zero (its chart then draws at least one bar). */
const hasData = (result: ReportResponse) =>
  result.rows.some((row) =>
    Object.entries(row).some(
      ([key, value]) =>
        !/Id$|Days$|probability/.test(key) &&
        value !== null &&
        /^\d+(\.\d+)?$/.test(String(value)) &&
        Number(value) > 0,
    ),
  );

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await newPage(browser);
  await owner.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  await signInAsDemo(owner.page, demoEmail('super_admin'));
  await owner.page.waitForURL(`${baseUrl()}/`);
});

afterAll(async () => {
  await owner?.context.close();
  await browser?.close();
});

describe('reports, as a new user would (demo tenant)', () => {
  it('the dashboard card shows a live figure and opens /reports with every chart drawn', async () => {
    const { page } = owner;
    const figure = page.getByTestId('dashboard-figure-reports');
    await seen(figure);
    expect(await figure.textContent()).toMatch(/^\d+\s*deals? won this quarter/);
    await page.goto('/reports');
    await seen(page.getByRole('heading', { level: 1, name: R.title }));
    // The headline cards replace the dashes with figures.
    await expect.poll(() => headline(page, 'open-pipeline').textContent(), { timeout: 15_000 }).toMatch(/^£/);
    expect(await headline(page, 'overdue-tasks').textContent()).toMatch(/^\d/);
    // Every report has data in the demo for the default range (this quarter), and its chart is drawn.
    for (const id of REPORT_IDS) {
      const result = await api<ReportResponse>(page, `/api/reports/${id}`);
      expect(hasData(result), id).toBe(true);
      await seen(card(page, id).locator('.recharts-surface'), 20_000);
      expect(await card(page, id).locator('.recharts-bar-rectangle').count(), id).toBeGreaterThan(0);
    }
    await expectAccessible(page, 'charts');
  });

  it('changing the range and the owner changes the figures, and both are kept in the address', async () => {
    const { page } = owner;
    const before = await headline(page, 'won').textContent();
    await page.getByRole('combobox', { name: /^Date range:/ }).click();
    await page.getByRole('option', { name: R.filters.ranges['last-12-months'] }).click();
    await page.waitForURL(/range=last-12-months/);
    const year = await api<ReportOverview>(page, '/api/reports/overview?range=last-12-months');
    await expect
      .poll(() => headline(page, 'won').textContent(), { timeout: 15_000 })
      .toBe(formatMoney(year.figures.wonValue ?? '0'));
    expect(year.figures.wonValue).not.toBe(before?.replace(/[£,]/g, ''));

    await page.getByRole('combobox', { name: /^Owner:/ }).click();
    await page.getByRole('option', { name: R.filters.mine, exact: true }).click();
    await page.waitForURL(/owner=mine/);
    const mine = await api<ReportOverview>(page, '/api/reports/overview?range=last-12-months&owner=mine');
    expect(mine.figures.openPipelineValue).not.toBe(year.figures.openPipelineValue);
    await expect
      .poll(() => headline(page, 'open-pipeline').textContent(), { timeout: 15_000 })
      .toBe(formatMoney(mine.figures.openPipelineValue ?? '0'));

    // Copy link: the address of this view.
    await page.getByRole('button', { name: R.copyLink }).click();
    await seen(toast(page, R.linkCopied));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await expectAccessible(page, 'filtered');

    // A reload (or the copied link) shows the same view.
    await page.reload();
    await expect
      .poll(() => headline(page, 'open-pipeline').textContent(), { timeout: 15_000 })
      .toBe(formatMoney(mine.figures.openPipelineValue ?? '0'));
    await seen(page.getByRole('combobox', { name: `Owner: ${R.filters.mine}` }));
  });

  it("the table view lists the chart's figures, and the CSV export has the same rows", async () => {
    const { page } = owner;
    const report = card(page, 'win-rate-by-owner');
    await report.getByRole('button', { name: new RegExp(`^${R.showTable}`) }).click();
    const table = report.locator('table');
    await seen(table);
    const tableRows = await table
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) =>
          Array.from(row.querySelectorAll('td')).map((cell) =>
            (cell.querySelector('a')?.childNodes[0]?.textContent ?? cell.textContent ?? '').trim(),
          ),
        ),
      );
    expect(tableRows.length).toBeGreaterThan(0);
    const headings = await table.locator('thead th').allTextContents();

    const download = page.waitForEvent('download');
    await report.getByRole('link', { name: new RegExp(`^${R.exportCsv}`) }).click();
    const file = await (await download).path();
    const csv = fs.readFileSync(file, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(headings.join(','));
    // Same rows: the table's text without the pound sign, thousands commas and percent sign.
    const plain = (cell: string) => cell.replace(/^£/, '').replace(/,/g, '').replace(/ %$/, '');
    expect(lines.slice(1)).toEqual(tableRows.map((cells) => cells.map(plain).join(',')));
    await expectAccessible(page, 'table');
  });

  it('clicking a bar opens the deals behind it', async () => {
    const { page } = owner;
    await page.goto('/reports');
    const stages = await api<ReportResponse>(page, '/api/reports/pipeline-by-stage');
    const first = stages.rows.findIndex((row) => Number(row.count) > 0);
    const row = stages.rows[first];
    if (!row) throw new Error('no open deals in the demo');
    const bars = card(page, 'pipeline-by-stage').locator('.recharts-bar-rectangle');
    await seen(bars.first(), 20_000);
    // The first series (value): one bar per stage, in order.
    await bars.nth(first).click();
    await page.waitForURL(/\/deals\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('stageId')).toBe(row.stageId);
    expect(url.searchParams.get('status')).toBe('open');
    await seen(page.getByTestId('deals-list-total'));
    await expect
      .poll(() => page.getByTestId('deals-list-total').textContent())
      .toBe(`${row.count === 1 ? '1 deal' : `${row.count} deals`} · ${formatMoney(String(row.value))}`);
    await expectAccessible(page, 'drill-down-deals');
  });

  it('a new-records bar opens the companies (or contacts) it counts, with a removable filter chip', async () => {
    const { page } = owner;
    await page.goto('/reports?range=last-12-months');
    const result = await api<ReportResponse>(page, '/api/reports/new-records-by-month?range=last-12-months');
    // The tallest company segment: easy to hit, and its count is what the list must show.
    const companySeries = NEW_RECORD_COLUMNS.filter((key) => key.startsWith('companies'));
    let best = { row: -1, series: '', count: 0 };
    result.rows.forEach((row, index) => {
      for (const series of companySeries)
        if (Number(row[series]) > best.count) best = { row: index, series, count: Number(row[series]) };
    });
    const row = result.rows[best.row];
    if (!row) throw new Error('no new companies in the demo');
    const report = card(page, 'new-records-by-month');
    const segments = report
      .locator('.recharts-bar')
      .nth(NEW_RECORD_COLUMNS.indexOf(best.series as (typeof NEW_RECORD_COLUMNS)[number]))
      .locator('.recharts-bar-rectangle');
    await seen(segments.nth(best.row), 20_000);
    await segments.nth(best.row).click();
    await page.waitForURL(/\/companies\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('createdFrom')).toMatch(new RegExp(`^${row.month}-`));
    const chips = page.getByRole('list', { name: LIST_FILTERS_COPY.label });
    await seen(chips);
    const source = url.searchParams.get('source') as keyof typeof LIST_FILTERS_COPY.companySources;
    await seen(chips.getByText(LIST_FILTERS_COPY.source(LIST_FILTERS_COPY.companySources[source])));
    await seen(chips.getByText(/^Created /));
    // Exactly the counted companies.
    await seen(page.getByText(new RegExp(`of ${best.count} compan`)), 20_000);
    expect(await page.getByRole('table').locator('tbody tr').count()).toBe(Math.min(best.count, 100));
    await expectAccessible(page, 'drill-down-new-companies');

    // Removing the source chip widens the list to every company created in that period.
    const widened = await api<CompanyListResponse>(
      page,
      `/api/companies?createdFrom=${url.searchParams.get('createdFrom')}&createdTo=${url.searchParams.get('createdTo')}`,
    );
    await page
      .getByRole('button', {
        name: LIST_FILTERS_COPY.remove(LIST_FILTERS_COPY.source(LIST_FILTERS_COPY.companySources[source])),
      })
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('source')).toBeNull();
    await seen(page.getByText(new RegExp(`of ${widened.total} compan`)), 20_000);
  });

  it('a lead-status bar opens the companies of that status', async () => {
    const { page } = owner;
    await page.goto('/reports');
    const result = await api<ReportResponse>(page, '/api/reports/companies-by-lead-status');
    const index = result.rows.findIndex((row) => Number(row.count) > 0);
    const row = result.rows[index];
    if (!row) throw new Error('no companies in the demo');
    const bars = card(page, 'companies-by-lead-status').locator('.recharts-bar-rectangle');
    await seen(bars.nth(index), 20_000);
    await bars.nth(index).click();
    await page.waitForURL(/\/companies\?/);
    expect(new URL(page.url()).searchParams.get('leadStatus')).toBe(row.status);
    await seen(
      page.getByRole('list', { name: LIST_FILTERS_COPY.label }).getByText(`Lead status: ${row.leadStatus}`),
    );
    await seen(page.getByText(new RegExp(`of ${row.count} compan`)), 20_000);
    await expectAccessible(page, 'drill-down-lead-status');
  });

  it('a table row opens the activities behind it', async () => {
    const { page } = owner;
    await page.goto('/reports?range=last-12-months');
    const report = card(page, 'activities-by-user-week');
    await report.getByRole('button', { name: new RegExp(`^${R.showTable}`) }).click();
    const link = report.locator('tbody a').first();
    await seen(link);
    await link.click();
    await page.waitForURL(/\/activities\?/);
    await seen(page.getByRole('heading', { level: 2, name: 'Filtered activities' }));
    await expectAccessible(page, 'drill-down-activities');
  });

  it('at 1280 px nothing scrolls sideways; on a phone (390 px) /reports goes to the mobile home, as the shell does', async () => {
    const { page, context } = owner;
    await page.goto('/reports?range=last-12-months');
    await seen(card(page, 'won-lost-by-month').locator('.recharts-surface'), 20_000);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    // A desktop window made narrow keeps the page (issue 17: the device decides, not the window).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/reports');
    // At 390 px the filters, headline cards and charts stack without scrolling sideways.
    await seen(card(page, 'won-lost-by-month').locator('.recharts-surface'), 20_000);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await expectAccessible(page, 'narrow-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    const phone = await browser.newContext({
      baseURL: baseUrl(),
      ...touchDevice({ width: 390, height: 844 }),
      storageState: await context.storageState(),
    });
    try {
      const phonePage = await phone.newPage();
      await phonePage.goto('/reports?range=last-12-months');
      await phonePage.waitForURL(`${baseUrl()}/mobile-home`);
    } finally {
      await phone.close();
    }
  });
});
