import { COMPANIES_COPY, CONTACTS_COPY, CRM_DASHBOARD_COPY, OWNERSHIP_COPY } from '@northdesk/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seen } from './support/auth-flows.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { baseUrl, launchBrowser, newPage } from './support/browser.ts';
import { signInAsDemo } from './support/demo-sessions.ts';
import { demoEmail } from './support/fixtures.ts';

// Ownership (issue 18 item 1): who looks after a company or contact, and "Mine" in the lists.
const stamp = Date.now();
const ME = 'Alex Admin';
let browser: Browser;
let session: { context: BrowserContext; page: Page };

beforeAll(async () => {
  browser = await launchBrowser();
  session = await newPage(browser);
  await signInAsDemo(session.page, demoEmail('admin'));
  await session.page.waitForURL(`${baseUrl()}/`);
});
afterAll(async () => {
  await session.context.close();
  await browser.close();
});

async function chooseOwner(page: Page, option: string) {
  await page.getByRole('combobox', { name: OWNERSHIP_COPY.filterLabel }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('ownership in the lists and on the dashboard', () => {
  it('shows the owner column on /companies and keeps "Mine" in the address', async () => {
    const { page } = session;
    await page.request.post('/api/companies', { data: { name: `Owned By Alex ${stamp}` } });
    await page.goto('/companies');
    await seen(page.getByRole('columnheader', { name: OWNERSHIP_COPY.owner }));
    await chooseOwner(page, OWNERSHIP_COPY.mine);
    await page.waitForURL(/owner=mine/);
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    await seen(rows.filter({ hasText: `Owned By Alex ${stamp}` }));
    // Every row on the page is mine.
    await expect
      .poll(async () => (await rows.allTextContents()).every((text) => text.includes(ME)))
      .toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.reload();
    await seen(
      page.getByRole('combobox', { name: OWNERSHIP_COPY.filterLabel }).getByText(OWNERSHIP_COPY.mine),
    );
    await chooseOwner(page, OWNERSHIP_COPY.everyone);
    await expect.poll(() => new URL(page.url()).searchParams.get('owner')).toBeNull();
    await seen(page.getByRole('heading', { name: COMPANIES_COPY.pageTitle }));
  });

  it('filters /contacts by a colleague and shows who owns each contact', async () => {
    const { page } = session;
    await page.goto('/contacts');
    await seen(page.getByRole('columnheader', { name: OWNERSHIP_COPY.owner }));
    await chooseOwner(page, 'Olly Operative');
    await page.waitForURL(/owner=/);
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    await seen(rows.first());
    await expect
      .poll(async () => (await rows.allTextContents()).every((text) => text.includes('Olly Operative')))
      .toBe(true);
    await seen(page.getByRole('heading', { name: CONTACTS_COPY.title }));
  });

  it('switches the dashboard figures to my records, kept in the address', async () => {
    const { page } = session;
    await page.goto('/');
    const figure = page.getByTestId('dashboard-figure-companies');
    await seen(figure);
    const everyone = await figure.textContent();
    const group = page.getByRole('group', { name: OWNERSHIP_COPY.dashboardScopeLabel });
    await group.getByRole('button', { name: OWNERSHIP_COPY.dashboardMine }).click();
    await page.waitForURL(/scope=mine/);
    await seen(group.getByRole('button', { name: OWNERSHIP_COPY.dashboardMine, pressed: true }));
    await expect.poll(() => figure.textContent()).not.toBe(everyone);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await seen(page.getByText(CRM_DASHBOARD_COPY.footerHint));
  });
});

describe('list details a new team tripped on', () => {
  it('cuts a long billing email short with the whole address in its tooltip', async () => {
    const { page } = session;
    const email = `accounts.payable.department.for.everything@very-long-domain-name-${stamp}.example.com`;
    await page.request.post('/api/companies', { data: { name: `Long Mail ${stamp}`, billingEmail: email } });
    // The contact info column shows from 1536 px (at 1280 the list keeps its other columns in view).
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto(`/companies?search=${encodeURIComponent(`Long Mail ${stamp}`)}`);
    const address = page.getByTitle(email);
    await seen(address);
    // The cell holding the address (found by what it holds: a selection column moves the indexes).
    const cellOfAddress = page
      .getByRole('row')
      .filter({ hasText: `Long Mail ${stamp}` })
      .getByRole('cell')
      .filter({ has: address });
    const box = await address.boundingBox();
    const cell = await cellOfAddress.boundingBox();
    expect(box && cell ? box.x + box.width <= cell.x + cell.width + 1 : false).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('counts the country filter within the selected category', async () => {
    const { page } = session;
    await page.goto('/contacts?category=department');
    await page.getByRole('combobox', { name: CONTACTS_COPY.countryLabel }).click();
    const response = await page.request.get('/api/contacts/countries?category=department');
    const { countries } = (await response.json()) as { countries: { country: string; count: number }[] };
    const first = countries[0];
    if (first)
      await seen(page.getByRole('option', { name: `${first.country} (${first.count})`, exact: true }));
    const all = await page.request.get('/api/contacts/countries');
    const allCounts = ((await all.json()) as { countries: { country: string; count: number }[] }).countries;
    // The department counts are not the all-contacts counts (the demo has more people than desks).
    expect(countries).not.toEqual(allCounts);
    await page.keyboard.press('Escape');
  });
});

describe('the owner in the company and contact forms', () => {
  it("starts a new company with me as owner, gives it to a colleague, and edits a contact's owner", async () => {
    const { page } = session;
    const name = `Handed Over ${stamp}`;
    await page.goto('/companies');
    await page.getByRole('button', { name: COMPANIES_COPY.addCompany }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(COMPANIES_COPY.nameLabel).fill(name);
    const owner = dialog.getByRole('combobox', { name: OWNERSHIP_COPY.owner });
    await seen(owner.getByText(OWNERSHIP_COPY.me(ME)));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await owner.click();
    await page.getByRole('option', { name: 'Olly Operative', exact: true }).click();
    await dialog.getByRole('button', { name: COMPANIES_COPY.createCompany }).click();
    await page.goto(`/companies?search=${encodeURIComponent(name)}`);
    await seen(page.getByRole('row').filter({ hasText: name }).filter({ hasText: 'Olly Operative' }));

    // A contact: the edit form shows its owner; "No owner" clears it.
    const created = await page.request.post('/api/contacts', {
      data: { firstName: 'Owen', lastName: `Form ${stamp}` },
    });
    const { contact } = (await created.json()) as { contact: { id: string } };
    await page.goto(`/contacts?search=${encodeURIComponent(`Form ${stamp}`)}`);
    await page.getByRole('button', { name: CONTACTS_COPY.editContact(`Owen Form ${stamp}`) }).click();
    const edit = page.getByRole('dialog');
    const contactOwner = edit.getByRole('combobox', { name: OWNERSHIP_COPY.owner });
    await seen(contactOwner.getByText(OWNERSHIP_COPY.me(ME)));
    await contactOwner.click();
    await page.getByRole('option', { name: OWNERSHIP_COPY.noOwner, exact: true }).click();
    await edit.getByRole('button', { name: CONTACTS_COPY.save }).click();
    await expect
      .poll(async () => {
        const response = await page.request.get(`/api/contacts/${contact.id}`);
        return ((await response.json()) as { contact: { owner: unknown } }).contact.owner;
      })
      .toBeNull();
  });
});
