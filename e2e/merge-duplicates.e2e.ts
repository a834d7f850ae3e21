import { MERGE_DUPLICATES_COPY as C, COMPANIES_COPY, RECORD_HISTORY_COPY } from '@northdesk/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seen, toast } from './support/auth-flows.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { baseUrl, launchBrowser, newPage } from './support/browser.ts';
import { signInAsDemo } from './support/demo-sessions.ts';
import { demoEmail } from './support/fixtures.ts';

// Merge duplicates (issue 24 item 6): two companies of one domain show as a pair; merging keeps
// one with the picked values, and its page lists both companies' contacts.
const stamp = Date.now();
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

async function company(page: Page, data: Record<string, string>): Promise<string> {
  const response = await page.request.post('/api/companies', { data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { company: { id: string } }).company.id;
}

async function contact(page: Page, firstName: string, crmCompanyId: string) {
  const response = await page.request.post('/api/contacts', {
    data: { firstName, lastName: `Merge${stamp}`, crmCompanyId },
  });
  expect(response.status(), await response.text()).toBe(201);
}

describe('merge duplicates', () => {
  it('finds two companies of one domain, merges them picking a city, and shows their contacts together', async () => {
    const { page } = session;
    const domain = `mergeco-${stamp}.example`;
    const keptName = `Mergeco ${stamp} Ltd`;
    const otherName = `Mergeco ${stamp} Trading`;
    const kept = await company(page, { name: keptName, domain, city: 'Leeds' });
    const other = await company(page, { name: otherName, billingEmail: `accounts@${domain}`, city: 'York' });
    await contact(page, 'Keptperson', kept);
    await contact(page, 'Movedperson', other);
    await contact(page, 'Alsomoved', other);

    await page.goto('/companies');
    await page.getByRole('link', { name: C.listButton }).click();
    await seen(page.getByRole('heading', { name: C.pageTitle('company') }));
    // Other suites share the tenant and its many pairs: a person narrows the list by a name.
    await page.getByRole('searchbox', { name: C.searchLabel }).fill(`Mergeco ${stamp}`);
    await page.waitForURL(/[?&]q=Mergeco/);
    const pair = page.getByRole('listitem', { name: C.pairLabel(keptName, otherName) });
    await seen(pair, 30_000);
    await seen(pair.getByText(C.reasons.same_domain));
    expect(await seriousA11yViolations(page)).toEqual([]);

    await pair.getByRole('button', { name: C.review }).click();
    const dialog = page.getByRole('dialog', { name: C.dialogTitle('company') });
    await seen(dialog);
    await dialog.getByRole('radio', { name: C.keepLabel(keptName) }).check();
    await dialog.getByRole('radio', { name: C.fieldValue('City', 'York') }).check();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: C.merge, exact: true }).click();
    await seen(toast(page, C.merged(keptName)));
    await page.waitForURL(`${baseUrl()}/companies/${kept}`);

    await seen(page.getByText('York').first());
    await page.getByRole('tab', { name: COMPANIES_COPY.tabContacts(3) }).click();
    const contacts = page.getByRole('tabpanel');
    await seen(contacts.getByText(`Movedperson Merge${stamp}`));
    await seen(contacts.getByText(`Alsomoved Merge${stamp}`));
    await seen(contacts.getByText(`Keptperson Merge${stamp}`));
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: RECORD_HISTORY_COPY.tab }).click();
    await seen(page.getByText(RECORD_HISTORY_COPY.merged).first());
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The other company is archived: its page is gone, and the pair no longer shows.
    const archived = await page.request.get(`/api/companies/${other}`);
    expect(archived.status()).toBe(404);
    await page.goto(`/companies/duplicates?q=${encodeURIComponent(`Mergeco ${stamp}`)}`);
    await seen(page.getByRole('heading', { name: C.pageTitle('company') }));
    await seen(page.getByText(C.noMatches(`Mergeco ${stamp}`)));
    await expect.poll(() => pair.count()).toBe(0);
  }, 300_000);
});
