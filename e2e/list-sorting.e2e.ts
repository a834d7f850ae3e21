import { COMPANIES_COPY, CONTACTS_COPY, LEAD_STATUS_LABELS, LIST_SORT_COPY } from '@northdesk/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seen } from './support/auth-flows.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { baseUrl, hasHorizontalOverflow, launchBrowser, newPage } from './support/browser.ts';
import { signInAsDemo } from './support/demo-sessions.ts';
import { demoEmail } from './support/fixtures.ts';

// Lists (issue 18 item 2): click-to-sort columns kept in the address, and every column and the
// row actions in view at 1280 px with the sidebar open.
let browser: Browser;
let session: { context: BrowserContext; page: Page };

beforeAll(async () => {
  browser = await launchBrowser();
  session = await newPage(browser, { width: 1280, height: 900 });
  await signInAsDemo(session.page, demoEmail('admin'));
  await session.page.waitForURL(`${baseUrl()}/`);
});
afterAll(async () => {
  await session.context.close();
  await browser.close();
});

const dataRows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') });

/**
 * The texts of one column of the list's rows, found by its header's text (a selection checkbox or a
 * column shown only on wide screens moves the others; a header name does not).
 */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  return page.evaluate((name) => {
    const heads = Array.from(document.querySelectorAll('thead th'));
    const index = heads.findIndex((th) => th.textContent?.trim() === name);
    if (index < 0) return [];
    return Array.from(document.querySelectorAll('tbody tr'), (row) => row.children[index]?.textContent ?? '');
  }, header);
}

/** Every column of the table and each row's last action lie inside the viewport; nothing scrolls sideways. */
async function expectEverythingInView(page: Page, lastAction: RegExp) {
  expect(await hasHorizontalOverflow(page)).toBe(false);
  const container = page.locator('[data-slot="table-container"]').first();
  const widths = await container.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client + 1);
  const action = dataRows(page).first().getByRole('button', { name: lastAction });
  const box = await action.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1280);
}

describe('sorting the lists', () => {
  it('sorts /companies by a column header, both ways, kept in the address; all columns in view at 1280 px', async () => {
    const { page } = session;
    await page.goto('/companies');
    await seen(dataRows(page).first());
    // The sidebar is open at this width.
    await seen(page.getByRole('navigation').getByRole('link', { name: 'Contacts' }).first());
    await expectEverythingInView(page, /^Delete /);

    const contactsHeader = page.getByRole('columnheader', {
      name: LIST_SORT_COPY.sortBy(COMPANIES_COPY.columnContacts),
    });
    await contactsHeader.getByRole('button').click();
    await page.waitForURL(/sort=contacts&dir=desc/);
    await expect.poll(() => contactsHeader.getAttribute('aria-sort')).toBe('descending');
    const column = COMPANIES_COPY.columnContacts;
    await expect
      .poll(async () => {
        const counts = (await columnTexts(page, column)).map(Number);
        return counts.length > 1 && counts.every((n, i) => i === 0 || (counts[i - 1] ?? 0) >= n);
      })
      .toBe(true);
    await contactsHeader.getByRole('button').click();
    await page.waitForURL(/sort=contacts&dir=asc/);
    await expect
      .poll(async () => {
        const counts = (await columnTexts(page, column)).map(Number);
        return counts.every((n, i) => i === 0 || (counts[i - 1] ?? 0) <= n);
      })
      .toBe(true);

    // The lead status by rank: hot first.
    await page.getByRole('button', { name: LIST_SORT_COPY.sortBy(COMPANIES_COPY.columnLeadStatus) }).click();
    await page.waitForURL(/sort=leadStatus&dir=asc/);
    await expect
      .poll(async () => (await columnTexts(page, COMPANIES_COPY.columnLeadStatus))[0])
      .toBe(LEAD_STATUS_LABELS.hot);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // "Created" has no column: the sort control offers it, newest first.
    await page.getByRole('combobox', { name: LIST_SORT_COPY.sortLabel }).click();
    await page.getByRole('option', { name: LIST_SORT_COPY.keys.created, exact: true }).click();
    await page.waitForURL(/sort=created&dir=desc/);
    await page.reload();
    await seen(
      page.getByRole('combobox', { name: LIST_SORT_COPY.sortLabel }).getByText(LIST_SORT_COPY.keys.created),
    );
    await page.getByRole('button', { name: LIST_SORT_COPY.switchToAscending }).click();
    await page.waitForURL(/sort=created&dir=asc/);
    await page.goBack();
    await page.waitForURL(/sort=created&dir=desc/);
  });

  it('sorts /contacts by lead status and last activity; all columns in view at 1280 px', async () => {
    const { page } = session;
    await page.goto('/contacts');
    await seen(dataRows(page).first());
    await expectEverythingInView(page, /^Archive /);

    const leadHeader = page.getByRole('columnheader', {
      name: LIST_SORT_COPY.sortBy(CONTACTS_COPY.columns.leadStatus),
    });
    await leadHeader.getByRole('button').click();
    await page.waitForURL(/sort=leadStatus&dir=asc/);
    await expect.poll(() => leadHeader.getAttribute('aria-sort')).toBe('ascending');
    await leadHeader.getByRole('button').click();
    await page.waitForURL(/sort=leadStatus&dir=desc/);
    const rank = Object.values(LEAD_STATUS_LABELS);
    await expect
      .poll(async () => {
        const statuses = (await columnTexts(page, CONTACTS_COPY.columns.leadStatus)).map((text) =>
          rank.indexOf(text.trim()),
        );
        return statuses.length > 1 && statuses.every((r, i) => i === 0 || (statuses[i - 1] ?? 0) >= r);
      })
      .toBe(true);

    await page
      .getByRole('button', { name: LIST_SORT_COPY.sortBy(CONTACTS_COPY.columns.lastActivity) })
      .click();
    await page.waitForURL(/sort=lastActivity&dir=desc/);
    // Newest first: a contact never contacted is never above one that was.
    await expect
      .poll(async () => {
        const rows = await columnTexts(page, CONTACTS_COPY.columns.lastActivity);
        const firstNever = rows.findIndex((row) => row.includes(CONTACTS_COPY.noActivity));
        return (
          firstNever === -1 || rows.slice(firstNever).every((row) => row.includes(CONTACTS_COPY.noActivity))
        );
      })
      .toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
