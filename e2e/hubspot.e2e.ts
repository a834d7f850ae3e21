import { AUTH_COPY, CONTACTS_COPY, CRM_SETTINGS_COPY, fillCopy, HUBSPOT_COPY as H } from '@northdesk/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { organizationPage, startLocalSite } from '../apps/server/test/hubspot/local-site.ts';
import { seen, signInThroughUi, toast } from './support/auth-flows.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { E2E_FIXTURE_USERS, E2E_HUBSPOT_TOKEN } from './support/fixtures.ts';

/*
 * HubSpot from CRM Settings, as a new user would (issue 19): connect to the fake HubSpot the setup
 * started (HUBSPOT_API_URL), full sync with its progress bar, the records in the lists with their
 * source, a contact edited here reaching HubSpot at the next sync, a record deleted in HubSpot
 * archived by a full sync, re-link and bulk enrichment (from a website served here) with their
 * summaries. A tenant of its own (fixture user), so no other suite sees the connection.
 */

const USER = E2E_FIXTURE_USERS[2];
const fakeUrl = () => inject('hubspotUrl');

type FakeRecord = { id: string; properties: Record<string, string | null>; archived: boolean };

async function fake<T>(method: string, route: string, body?: object): Promise<T> {
  const response = await fetch(`${fakeUrl()}${route}`, {
    method,
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`fake HubSpot ${method} ${route}: ${response.status}`);
  return (await response.json()) as T;
}
const createRemote = (type: 'companies' | 'contacts', properties: object, associate?: string) =>
  fake<FakeRecord>('POST', `/_fake/records/${type}`, { properties, ...(associate ? { associate } : {}) });

let browser: Browser;
let context: BrowserContext;
let page: Page;
let site: Awaited<ReturnType<typeof startLocalSite>>;
const remote: Record<string, FakeRecord> = {};

beforeAll(async () => {
  // The company website bulk enrichment reads: port 80 of a loopback address (a domain has no port).
  site = await startLocalSite({ '/': organizationPage('Wharfside Supplies Ltd', 'Whitby') });
  if (!site) throw new Error('bulk enrichment needs a local site on port 80 (run as root, as CI does)');
  remote.acme = await createRemote('companies', {
    name: 'Acme Harbour Foods',
    domain: 'acme-harbour.example',
    city: 'Hull',
    country: 'United Kingdom',
  });
  remote.gone = await createRemote('companies', {
    name: 'Gone Tomorrow Ltd',
    domain: 'gone-tomorrow.example',
  });
  remote.wharf = await createRemote('companies', { name: 'Wharfside Supplies', domain: site.host });
  remote.ada = await createRemote(
    'contacts',
    { firstname: 'Ada', lastname: 'Harbour', email: 'ada@acme-harbour.example', jobtitle: 'Buyer' },
    remote.acme.id,
  );
  // No association in HubSpot: re-linking finds her company by her email's domain.
  remote.rex = await createRemote('contacts', {
    firstname: 'Rex',
    lastname: 'Relink',
    email: 'rex@acme-harbour.example',
    jobtitle: 'Accounts',
  });
  // Every HubSpot answer a little late: a sync lasts long enough to watch its progress bar.
  await fake('POST', '/_fake/latency', { ms: 700 });

  browser = await launchBrowser();
  context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
  });
  page = await context.newPage();
  await signInThroughUi(page, USER.email, USER.password);
  await seen(toast(page, AUTH_COPY.signedIn));
  await page.waitForURL(`${baseUrl()}/`);
}, 60_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await site?.close();
});

/** The integration card's badge: Connected / Not Connected. */
const badge = (text: string) =>
  page.locator('[data-slot="badge"]').filter({ hasText: new RegExp(`^${text}$`) });
const runsTable = () => page.locator('section[aria-labelledby="hubspot-runs-title"]');

/** Starts a sync from the card and waits for its "Sync finished" toast. */
async function sync(mode: 'incremental' | 'full'): Promise<string> {
  await page
    .getByRole('button', { name: mode === 'full' ? H.fullSync : H.incrementalSync, exact: true })
    .click();
  const bar = page.getByRole('progressbar');
  await seen(bar, 15_000);
  const done = toast(page, /Sync finished: \d+ new, \d+ updated/);
  await seen(done, 60_000);
  const text = (await done.first().textContent()) ?? '';
  await bar.waitFor({ state: 'hidden' });
  return text;
}

describe('HubSpot from CRM Settings, as a new user would', () => {
  it('connects with a private-app token checked by HubSpot; the page passes axe', async () => {
    await page.goto('/crm-settings');
    await seen(page.getByRole('heading', { name: 'CRM Settings' }));
    await seen(badge(H.notConnected));
    await seen(page.getByText(CRM_SETTINGS_COPY.generalTitle, { exact: true }));
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel(H.tokenLabel).fill('pat-eu1-not-a-real-token');
    await page.getByRole('main').getByRole('button', { name: H.connect, exact: true }).click();
    await seen(page.getByRole('alert').filter({ hasText: /refused|token/i }));

    await page.getByLabel(H.tokenLabel).fill(E2E_HUBSPOT_TOKEN);
    await page.getByRole('main').getByRole('button', { name: H.connect, exact: true }).click();
    await seen(toast(page, H.connectedToast));
    await seen(badge(H.connected));
    // The token is shown masked, never whole.
    expect(await page.getByText(E2E_HUBSPOT_TOKEN).count()).toBe(0);
  });

  it('runs a full sync with a progress bar and shows the records in the lists with their source', async () => {
    const summary = await sync('full');
    expect(summary).toBe(fillCopy(H.syncDone, { n: 5, m: 0 }));
    await seen(runsTable().getByText(H.runModes.full).first());
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'hidden', timeout: 15_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'hubspot-after-full-sync');

    await page.goto('/companies');
    const acme = page.getByRole('row').filter({ hasText: 'Acme Harbour Foods' });
    await seen(acme);
    await seen(acme.getByText(H.sourceBadge, { exact: true }));
    await seen(page.getByRole('row').filter({ hasText: 'Gone Tomorrow Ltd' }));

    await page.goto('/contacts');
    const ada = page.getByRole('row').filter({ hasText: 'Ada Harbour' });
    await seen(ada);
    await seen(ada.getByText(H.sourceBadge, { exact: true }));
    await seen(ada.getByText('Acme Harbour Foods'));
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('sends a contact edited here to HubSpot at the next sync (it becomes two-way)', async () => {
    await page.goto('/contacts');
    await page.getByRole('button', { name: CONTACTS_COPY.editContact('Ada Harbour') }).click();
    const dialog = page.getByRole('dialog');
    await seen(dialog.getByRole('note').filter({ hasText: CONTACTS_COPY.hubspotNotice }));
    await dialog.getByLabel(CONTACTS_COPY.jobTitle).fill('Head of Purchasing');
    await dialog.getByRole('button', { name: CONTACTS_COPY.save }).click();
    await seen(toast(page, CONTACTS_COPY.contactUpdated));
    // Two-way now, and still from HubSpot: the list keeps its badge.
    const ada = page.getByRole('row').filter({ hasText: 'Ada Harbour' });
    await seen(ada.getByText(H.sourceBadge, { exact: true }));

    await page.goto('/crm-settings');
    await seen(badge(H.connected));
    await sync('incremental');
    const { results } = await fake<{ results: FakeRecord[] }>('GET', '/_fake/records/contacts');
    expect(results.find((r) => r.id === remote.ada?.id)?.properties.jobtitle).toBe('Head of Purchasing');
  });

  it('archives a company deleted in HubSpot after a full sync', async () => {
    await fake('POST', `/_fake/records/companies/${remote.gone?.id}/archive`);
    await sync('full');
    await page.goto('/companies');
    await seen(page.getByRole('row').filter({ hasText: 'Acme Harbour Foods' }));
    expect(await page.getByRole('row').filter({ hasText: 'Gone Tomorrow Ltd' }).count()).toBe(0);
  });

  it('re-links contacts and bulk-enriches companies, each with a summary', async () => {
    await fake('POST', '/_fake/latency', { ms: 0 });
    await page.goto('/crm-settings');
    await page.getByRole('main').getByRole('button', { name: H.relink }).click();
    const relinked = page
      .getByRole('status')
      .filter({ hasText: /Contacts re-linked:/ })
      .first();
    await seen(relinked, 30_000);
    expect(await relinked.textContent()).toMatch(
      /Contacts re-linked: [1-9]\d* linked, \d+ fixed, \d+ skipped of \d+/,
    );

    await page.getByRole('main').getByRole('button', { name: H.bulkEnrich }).click();
    const enriched = page
      .getByRole('status')
      .filter({ hasText: /Bulk enrichment finished:/ })
      .first();
    await seen(enriched, 60_000);
    expect(await enriched.textContent()).toBe(
      fillCopy(H.bulkEnrichDone, { enriched: 1, failed: 0, total: 1 }),
    );
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'hidden', timeout: 15_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'hubspot-tools-summaries');

    await page.goto('/contacts');
    await seen(page.getByRole('row').filter({ hasText: 'Rex Relink' }).getByText('Acme Harbour Foods'));
    await page.goto('/companies');
    await seen(page.getByRole('row').filter({ hasText: 'Wharfside Supplies' }).getByText('Whitby'));
  });
});
