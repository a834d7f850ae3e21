import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { COMPANIES_COPY as C, PAGER_COPY, QUICK_EDIT_COPY } from '@northdesk/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seen, toast } from './support/auth-flows.ts';
import { artifactsDir, baseUrl, launchBrowser } from './support/browser.ts';
import { signInAsDemo } from './support/demo-sessions.ts';
import { demoEmail } from './support/fixtures.ts';

const stamp = Date.now();
const NAME = `Zephyr Quantum Labs ${stamp}`;
const CITY = 'Aberystwyth';
const COUNTRY = `Atlantis ${stamp}`;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The company website enrichment reads: schema.org JSON-LD, Open Graph and an apple-touch-icon. */
const SITE_HTML = `<!doctype html><html lang="en"><head>
  <title>Harbourlight Analytics – Cloud software for ports</title>
  <meta property="og:site_name" content="Harbourlight Analytics">
  <link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png">
  <script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization",
    "name":"Harbourlight Analytics ${stamp}","telephone":"+44 29 2000 1234","email":"hello@harbourlight.example",
    "address":{"@type":"PostalAddress","streetAddress":"4 Dock Road","addressLocality":"Cardiff",
      "addressRegion":"Wales","postalCode":"CF10 5AA","addressCountry":"GB"},
    "numberOfEmployees":{"@type":"QuantitativeValue","value":85},
    "knowsAbout":["cloud software","data platform"]}</script>
</head><body><h1>Harbourlight</h1></body></html>`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let site: http.Server;
let siteUrl: string;

beforeAll(async () => {
  site = http.createServer((request, response) => {
    if (request.url === '/apple-touch-icon.png')
      return response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    if (request.url === '/') return response.writeHead(200, { 'content-type': 'text/html' }).end(SITE_HTML);
    return response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  browser = await launchBrowser();
  // No service worker: other work rebuilding the shared build must not pop "App Update Available"
  // (and reload) in the middle of these steps; the shell's own tests cover updates.
  context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  page = await context.newPage();
  await signInAsDemo(page, demoEmail('super_admin'));
  await page.waitForURL(`${baseUrl()}/`);
});
afterAll(async () => {
  await context.close();
  await browser.close();
  await new Promise((resolve) => site.close(resolve));
});

/** The Add or Edit Company dialog (by name: no other dialog of the shell is ever mistaken for it). */
/**
 * A screenshot of the viewport for a person to look at (what a person sees without scrolling).
 */
async function screenshot(name: string): Promise<void> {
  fs.mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`) });
}

const dialog = () =>
  page
    .getByRole('dialog')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^(${C.addTitle}|${C.editTitle})$`) }) });
const row = (name: string) => page.getByRole('row').filter({ hasText: name });

/** Types into the search box, sees "Typing..." while it waits, then the address takes the search. */
async function search(text: string): Promise<void> {
  await page.getByRole('searchbox', { name: C.searchLabel }).fill(text);
  if (text) await seen(page.getByText(C.typing));
  await page.getByText(C.typing).waitFor({ state: 'hidden' });
  await page.waitForURL((url) => (url.searchParams.get('search') ?? '') === text);
}

async function openAddCompany(): Promise<void> {
  await page.getByRole('button', { name: C.addCompany }).click();
  await seen(dialog().getByRole('heading', { name: C.addTitle }));
}

describe('companies, as a new user would', () => {
  it('lists the demo companies, 100 a page, with the pager', async () => {
    await page.goto('/companies');
    await seen(page.getByRole('heading', { name: C.pageTitle }));
    await seen(page.getByText(/^Showing 1 to 100 of \d+ companies$/));
    await page.getByRole('button', { name: PAGER_COPY.goToPage(2) }).click();
    await seen(page.getByText(/^Showing 101 to 200 of \d+ companies$/));
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await page.goBack();
    await seen(page.getByText(/^Showing 1 to 100 of \d+ companies$/));
    await screenshot('companies-list');
  });

  it('has all 100 rows of the page: the last reached by scrolling and by Tab, its menus working', async () => {
    // The first screenful of rows is drawn first and the rest after it (issue 17): all arrive.
    await page.goto('/companies');
    const bodyRows = page.locator('tbody').getByRole('row');
    await expect.poll(() => bodyRows.count(), { timeout: 15_000 }).toBe(100);
    const last = bodyRows.last();
    await last.scrollIntoViewIfNeeded();
    await seen(last.getByRole('link', { name: new RegExp(`^${C.viewCompany('')}`) }));
    // By keyboard: from the row before's last control, Tab reaches the last row (its checkbox).
    await bodyRows
      .nth(98)
      .getByRole('button', { name: new RegExp(`^${C.deleteCompany('')}`) })
      .focus();
    await page.keyboard.press('Tab');
    expect(await last.evaluate((tr) => tr.contains(document.activeElement))).toBe(true);
    // Its lead status menu opens from the keyboard too (drawn as a plain button until used).
    const status = last.getByRole('button', {
      name: new RegExp(`^${QUICK_EDIT_COPY.leadStatusButton('.+')}$`),
    });
    await status.focus();
    await page.keyboard.press('Enter');
    await seen(page.getByRole('menu'));
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    expect(await last.evaluate((tr) => tr.contains(document.activeElement))).toBe(true);
  });

  it('creates a company with the dialog, after fixing what the form refuses', async () => {
    await openAddCompany();
    await dialog().getByRole('button', { name: C.createCompany }).click();
    await seen(dialog().getByText(C.nameRequired));
    await dialog().getByLabel(C.nameLabel).fill(NAME);
    await dialog().getByLabel(C.domainLabel).fill(`zephyr-${stamp}.example`);
    await dialog().getByLabel(C.billingEmailLabel).fill('not-an-email');
    await dialog().getByLabel(C.employeeCountLabel).fill('0');
    await dialog().getByRole('button', { name: C.createCompany }).click();
    await seen(dialog().getByText(C.emailInvalid));
    await seen(dialog().getByText(C.employeeCountMin));
    await dialog().getByLabel(C.billingEmailLabel).fill(`accounts@zephyr-${stamp}.example`);
    await dialog().getByLabel(C.employeeCountLabel).fill('42');
    await dialog().getByLabel(C.cityLabel).fill(CITY);
    await dialog().getByLabel(C.countryLabel).fill(COUNTRY);
    await dialog().getByLabel(C.industryLabel).click();
    await page.getByRole('option', { name: 'Technology' }).click();
    await screenshot('companies-add-dialog');
    await dialog().getByRole('button', { name: C.createCompany }).click();
    await seen(toast(page, C.created));
    await dialog().waitFor({ state: 'hidden' });
  });

  it('finds it by typing part of its city, and by its country; the address keeps both', async () => {
    await search('berystw');
    await seen(row(NAME));
    await seen(page.getByText('Showing 1 to 1 of 1 companies'));
    expect(await page.getByRole('navigation', { name: C.pagination }).count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('search')).toBe('berystw');

    await search('');
    await page.getByRole('combobox', { name: C.countryFilterLabel }).click();
    await page.getByRole('option', { name: C.countryOption(COUNTRY, 1) }).click();
    await seen(page.getByText('Showing 1 to 1 of 1 companies'));
    await seen(row(NAME));
    expect(new URL(page.url()).searchParams.get('country')).toBe(COUNTRY);
    await page.reload();
    await seen(row(NAME));
    await seen(page.getByRole('combobox', { name: C.countryFilterLabel }).getByText(COUNTRY));
  });

  it('edits it from the list: the dialog holds every field, the row shows the change', async () => {
    // The list's rows carry only what the table shows; the dialog reads the whole company.
    await row(NAME)
      .getByRole('button', { name: C.editCompany(NAME) })
      .click();
    await seen(dialog().getByRole('heading', { name: C.editTitle }));
    expect(await dialog().getByLabel(C.employeeCountLabel).inputValue()).toBe('42');
    expect(await dialog().getByLabel(C.billingEmailLabel).inputValue()).toBe(
      `accounts@zephyr-${stamp}.example`,
    );
    await dialog().getByLabel(C.phoneLabel).fill('+44 1970 000 222');
    await dialog().getByRole('button', { name: C.saveChanges }).click();
    await seen(toast(page, C.updated));
    await dialog().waitFor({ state: 'hidden' });
    await seen(row(NAME).getByText('+44 1970 000 222'));
  });

  it('opens its detail page, edits it and deletes it together with its contacts', async () => {
    await row(NAME)
      .getByRole('link', { name: C.viewCompany(NAME) })
      .click();
    await seen(page.getByRole('heading', { name: NAME }));
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    for (const tab of [
      C.tabOverview,
      C.tabContacts(0),
      C.tabDepartments(0),
      C.tabActivities(0),
      C.tabDeals(0),
      C.tabTasks(0),
    ])
      await seen(page.getByRole('tab', { name: tab }));
    await seen(page.getByText(C.companyInformation));

    await page.getByRole('button', { name: C.edit }).click();
    await seen(dialog().getByRole('heading', { name: C.editTitle }));
    await dialog().getByLabel(C.leadStatusLabel).click();
    await page.getByRole('option', { name: 'Hot Lead' }).click();
    await dialog().getByLabel(C.phoneLabel).fill('+44 1970 000 111');
    await dialog().getByRole('button', { name: C.saveChanges }).click();
    await seen(toast(page, C.updated));
    await seen(page.locator('header').getByText('Hot Lead'));
    await seen(page.getByText('+44 1970 000 111'));

    // Two contacts of the company, made through the contacts API as the contacts page would.
    for (const [firstName, email] of [
      ['Nia', `nia@zephyr-${stamp}.example`],
      ['Owain', `info@zephyr-${stamp}.example`],
    ]) {
      const response = await page.request.post('/api/contacts', {
        data: { firstName, lastName: 'Jones', email, crmCompanyId: id },
      });
      expect(response.status(), await response.text()).toBe(201);
    }
    await page.reload();
    await seen(page.getByRole('tab', { name: C.tabContacts(2) }));
    await seen(page.getByRole('tab', { name: C.tabDepartments(1) }));
    await screenshot('company-detail');

    await page.getByRole('button', { name: C.delete }).click();
    const confirm = page.getByRole('alertdialog');
    await seen(confirm.getByText(C.deleteConsequences));
    await seen(confirm.getByText('Nia Jones'));
    await confirm.getByLabel(C.alsoDeleteContacts(2)).click();
    await seen(confirm.getByText(C.contactsDeletedNote));
    await confirm.getByRole('button', { name: C.deleteConfirm }).click();
    await seen(toast(page, C.deletedTitle));
    await seen(toast(page, C.deletedDescription(NAME, 2)));
    await page.waitForURL(`${baseUrl()}/companies`);
    await page.goto(`/companies/${id}`);
    await seen(page.getByText(C.notFound));
  });

  it('pages through a company of 101 contacts; its delete dialog lists 100 and says how many more', async () => {
    const crowded = `Crowded Mill ${stamp}`;
    const created = await page.request.post('/api/companies', { data: { name: crowded } });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = ((await created.json()) as { company: { id: string } }).company;
    // 101 contacts through the contacts API, ten at a time; by last name the 101st is Crowd 101.
    const numbers = Array.from({ length: 101 }, (_, i) => String(i + 1).padStart(3, '0'));
    for (let start = 0; start < numbers.length; start += 10)
      await Promise.all(
        numbers.slice(start, start + 10).map(async (n) => {
          const response = await page.request.post('/api/contacts', {
            data: {
              firstName: 'Member',
              lastName: `Crowd ${n}`,
              email: `member${n}@crowded-${stamp}.example`,
              crmCompanyId: id,
            },
          });
          expect(response.status(), await response.text()).toBe(201);
        }),
      );

    await page.goto(`/companies/${id}`);
    await seen(page.getByRole('heading', { name: crowded }));
    await page.getByRole('tab', { name: C.tabContacts(101) }).click();
    await seen(page.getByText(C.contactsShowing(1, 100, 101)));
    await seen(page.getByRole('cell', { name: 'Member Crowd 100', exact: true }));
    expect(await page.getByRole('cell', { name: 'Member Crowd 101', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: PAGER_COPY.goToPage(2) }).click();
    await seen(page.getByText(C.contactsShowing(101, 101, 101)));
    await seen(page.getByRole('cell', { name: 'Member Crowd 101', exact: true }));
    await screenshot('company-contacts-page-2');

    await page.getByRole('button', { name: C.delete, exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await seen(confirm.getByText(C.linkedContactsTitle(101)));
    await seen(confirm.getByText('Member Crowd 100'));
    await seen(confirm.getByText(C.moreLinkedContacts(1), { exact: true }));
    expect(await confirm.getByText('Member Crowd 101').count()).toBe(0);
    await confirm.getByLabel(C.alsoDeleteContacts(101)).click();
    await confirm.getByRole('button', { name: C.deleteConfirm }).click();
    await seen(toast(page, C.deletedDescription(crowded, 101)));
    await page.waitForURL(`${baseUrl()}/companies`);
  });

  it('fills the fields and the logo from the company website with Enrich', async () => {
    await page.goto('/companies');
    await openAddCompany();
    await dialog().getByRole('button', { name: C.enrich }).click();
    await seen(toast(page, C.enrichNeedsDomain));
    await dialog().getByLabel(C.domainLabel).fill(siteUrl);
    await dialog().getByRole('button', { name: C.enrich }).click();
    await seen(toast(page, C.enrichSucceeded));
    await seen(dialog().getByText(C.autoFilledFrom('127.0.0.1')));
    expect(await dialog().getByLabel(C.nameLabel).inputValue()).toBe(`Harbourlight Analytics ${stamp}`);
    expect(await dialog().getByLabel(C.cityLabel).inputValue()).toBe('Cardiff');
    expect(await dialog().getByLabel(C.countryLabel).inputValue()).toBe('United Kingdom');
    expect(await dialog().getByLabel(C.phoneLabel).inputValue()).toBe('+44 29 2000 1234');
    expect(await dialog().getByLabel(C.employeeCountLabel).inputValue()).toBe('85');
    await seen(dialog().getByLabel(C.industryLabel).getByText('Technology'));
    const logo = dialog().getByTestId('company-logo-image');
    await seen(logo);
    expect(await logo.getAttribute('src')).toMatch(
      /^\/api\/companies\/logos\/pending-\d+-[0-9a-f-]{36}\.png$/,
    );
    await screenshot('companies-enriched');

    // Editing the domain hides the note.
    await dialog().getByLabel(C.domainLabel).fill(`harbourlight-${stamp}.example`);
    expect(await dialog().getByText(C.autoFilledFrom('127.0.0.1')).count()).toBe(0);
    await dialog().getByRole('button', { name: C.createCompany }).click();
    await seen(toast(page, C.created));
    await search(`harbourlight-${stamp}`);
    await seen(row(`Harbourlight Analytics ${stamp}`).getByTestId('company-logo-image'));
  });

  it('catches a duplicate domain: https://www.example.com/about and example.com are one company', async () => {
    const owner = `Example Owner ${stamp}`;
    const created = await page.request.post('/api/companies', {
      data: { name: owner, domain: 'https://www.example.com/about' },
    });
    expect(created.status(), await created.text()).toBe(201);
    await openAddCompany();
    await dialog().getByLabel(C.domainLabel).fill('example.com');
    await dialog().getByRole('button', { name: C.enrich }).click();
    await seen(dialog().getByText(C.domainExists('example.com')));
    await seen(dialog().getByRole('link', { name: C.domainFound(owner) }));
    await seen(toast(page, C.domainExists('example.com')));
    await dialog().getByLabel(C.nameLabel).fill('Example Again');
    await dialog().getByRole('button', { name: C.createCompany }).click();
    await seen(toast(page, C.saveFailed));
    await seen(dialog().getByText(C.domainExists('example.com')));
    await screenshot('companies-duplicate-domain');
  });
});
