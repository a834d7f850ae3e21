import { IMPORTS_COPY as C, COMPANIES_COPY } from '@northdesk/shared';
import iconv from 'iconv-lite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seen } from './support/auth-flows.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { baseUrl, launchBrowser } from './support/browser.ts';
import { signInAsDemo } from './support/demo-sessions.ts';
import { demoEmail } from './support/fixtures.ts';

const stamp = Date.now();
const COMPANY = `Société Lumière ${stamp}`;
const DOMAIN = `lumiere-${stamp}.example`;
const CONTACT_EMAIL = `amelie-${stamp}@${DOMAIN}`;

/** A messy file as Excel on a French Windows writes it: semicolons, Windows-1252 accents. */
const COMPANIES_CSV = iconv.encode(
  [
    'Nom;Site web;Ville',
    `${COMPANY};${DOMAIN};Besançon`,
    `;nameless-${stamp}.example;Paris`,
    `Lumière bis;https://www.${DOMAIN}/;Lyon`,
  ].join('\r\n'),
  'windows-1252',
);
const CONTACTS_CSV = `Prénom;Nom de famille;E-mail;Company domain\r\nAmélie;Durand-${stamp};${CONTACT_EMAIL};${DOMAIN}\r\n`;

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
    acceptDownloads: true,
  });
  page = await context.newPage();
  await signInAsDemo(page, demoEmail('super_admin'));
  await page.waitForURL(`${baseUrl()}/`);
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

async function expectAccessible() {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** Clicks a download link and answers the file's text. */
async function download(name: string | RegExp): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Uploads a file on the import page and waits for the mapping. */
async function uploadFile(name: string, buffer: Buffer) {
  await seen(page.getByRole('heading', { name: C.steps.upload }));
  await page.getByLabel(C.fileLabel).setInputFiles({ name, mimeType: 'text/csv', buffer });
  await page.getByRole('button', { name: C.upload }).click();
  await seen(page.getByRole('heading', { name: C.mappingTitle }), 30_000);
}

const count = (action: 'create' | 'update' | 'skip' | 'reject') => page.getByTestId(`import-count-${action}`);

describe('CSV import and export (issue 24 items 1 and 2)', () => {
  let importUrl = '';

  it('imports a messy companies file: detection, mapping, dry run, import, rejected rows', async () => {
    await page.goto('/companies');
    await page.getByRole('link', { name: C.importButton }).click();
    await seen(page.getByRole('heading', { name: C.pageTitle('companies') }));
    await expectAccessible();

    await uploadFile('companies.csv', COMPANIES_CSV);
    await seen(page.getByText(/Read as Windows-1252, separated by semicolons\. 3 rows\./));
    expect(await page.getByLabel(`${C.fieldHeading}: Nom`).inputValue()).toBe('name');
    expect(await page.getByLabel(`${C.fieldHeading}: Site web`).inputValue()).toBe('domain');
    await seen(page.getByText('Besançon'));
    await expectAccessible();

    await page.getByRole('button', { name: C.dryRun }).click();
    await seen(page.getByRole('heading', { name: C.dryRunTitle }), 60_000);
    expect(await count('create').textContent()).toBe('1');
    expect(await count('skip').textContent()).toBe('1');
    expect(await count('reject').textContent()).toBe('1');
    await seen(page.getByRole('cell', { name: C.reasons.duplicate_in_file }));
    await seen(page.getByRole('cell', { name: new RegExp(C.reasons.missing_name) }));
    await expectAccessible();

    await page.getByRole('button', { name: C.startImport('1 rows') }).click();
    await seen(page.getByRole('heading', { name: C.importedTitle }), 60_000);
    expect(await count('create').textContent()).toBe('1');
    importUrl = page.url();

    const rejected = (await download(C.downloadRejected)).toString('utf8');
    expect(rejected).toContain(`nameless-${stamp}.example`);
    expect(rejected).toContain(C.reasons.missing_name);
    await expectAccessible();
  });

  it('imports a contact whose company is given by its domain', async () => {
    await page.goto('/imports/contacts');
    await uploadFile('contacts.csv', Buffer.from(CONTACTS_CSV));
    expect(await page.getByLabel(`${C.fieldHeading}: Company domain`).inputValue()).toBe('companyDomain');
    await page.getByRole('button', { name: C.dryRun }).click();
    await seen(page.getByRole('heading', { name: C.dryRunTitle }), 60_000);
    await page.getByRole('button', { name: C.startImport('1 rows') }).click();
    await seen(page.getByRole('heading', { name: C.importedTitle }), 60_000);
    await page.goto(`/contacts?search=${encodeURIComponent(`Durand-${stamp}`)}`);
    await seen(page.getByRole('cell', { name: COMPANY }));
  });

  it('exports the filtered contacts and re-imports the file with no changes', async () => {
    const exported = await download(C.exportButton);
    expect(exported.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(exported.toString('utf8')).toContain(CONTACT_EMAIL);
    await page.goto('/imports/contacts');
    await uploadFile('contacts-export.csv', exported);
    await page.getByLabel(C.duplicateModes.update).check();
    await page.getByRole('button', { name: C.dryRun }).click();
    await seen(page.getByRole('heading', { name: C.dryRunTitle }), 60_000);
    expect(await count('create').textContent()).toBe('0');
    expect(await count('update').textContent()).toBe('0');
    expect(await count('skip').textContent()).toBe('1');
    await seen(page.getByRole('cell', { name: C.reasons.unchanged }));
  });

  it('undoes the companies import as a whole', async () => {
    await page.goto(importUrl);
    await page.getByRole('button', { name: C.undo }).click();
    await seen(page.getByRole('alertdialog', { name: C.undoConfirmTitle }));
    await expectAccessible();
    await page.getByRole('alertdialog').getByRole('button', { name: C.undo }).click();
    await seen(page.getByRole('heading', { name: C.undoneTitle }), 60_000);
    await page.goto(`/companies?search=${encodeURIComponent(COMPANY)}`);
    await seen(page.getByText(COMPANIES_COPY.noMatchesTitle));
  });
});
