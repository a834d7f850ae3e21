import { LEAD_STATUS_LABELS, OWNERSHIP_COPY, QUICK_EDIT_COPY } from '@northdesk/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seen, toast } from './support/auth-flows.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { baseUrl, launchBrowser, newPage } from './support/browser.ts';
import { signInAsDemo } from './support/demo-sessions.ts';
import { demoEmail } from './support/fixtures.ts';

// Inline edit (issue 18 item 3): lead status and owner from the list rows and the detail
// headers, shown at once, put back when the server refuses.
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

async function choose(page: Page, button: string, option: string) {
  await page.getByRole('button', { name: button }).first().click();
  await page.getByRole('menuitemradio', { name: option, exact: true }).click();
}

describe('changing lead status and owner in place', () => {
  it("changes a company row's lead status and owner, kept after a reload", async () => {
    const { page } = session;
    const name = `Inline Co ${stamp}`;
    await page.request.post('/api/companies', { data: { name, leadStatus: 'warm' } });
    await page.goto(`/companies?search=${encodeURIComponent(name)}`);
    const row = page.getByRole('row').filter({ hasText: name });
    await seen(row);
    await choose(page, QUICK_EDIT_COPY.leadStatusButton(LEAD_STATUS_LABELS.warm), LEAD_STATUS_LABELS.hot);
    await seen(row.getByRole('button', { name: QUICK_EDIT_COPY.leadStatusButton(LEAD_STATUS_LABELS.hot) }));
    await choose(page, QUICK_EDIT_COPY.ownerButton('Alex Admin'), 'Olly Operative');
    await seen(row.getByRole('button', { name: QUICK_EDIT_COPY.ownerButton('Olly Operative') }));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.reload();
    await seen(row.getByRole('button', { name: QUICK_EDIT_COPY.leadStatusButton(LEAD_STATUS_LABELS.hot) }));
    await seen(row.getByRole('button', { name: QUICK_EDIT_COPY.ownerButton('Olly Operative') }));
  });

  it('puts the old lead status back and says so when the save fails', async () => {
    const { page } = session;
    const name = `Refused Co ${stamp}`;
    await page.request.post('/api/companies', { data: { name, leadStatus: 'cold' } });
    await page.goto(`/companies?search=${encodeURIComponent(name)}`);
    const row = page.getByRole('row').filter({ hasText: name });
    await seen(row);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/companies/*', async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      await held;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal', message: 'Something went wrong' } }),
      });
    });
    await choose(
      page,
      QUICK_EDIT_COPY.leadStatusButton(LEAD_STATUS_LABELS.cold),
      LEAD_STATUS_LABELS.customer,
    );
    // Shown at once, before the server has answered...
    await seen(
      row.getByRole('button', { name: QUICK_EDIT_COPY.leadStatusButton(LEAD_STATUS_LABELS.customer) }),
    );
    release();
    // ...and put back when it refuses.
    await seen(toast(page, QUICK_EDIT_COPY.failed));
    await seen(row.getByRole('button', { name: QUICK_EDIT_COPY.leadStatusButton(LEAD_STATUS_LABELS.cold) }));
    await page.unroute('**/api/companies/*');
  });

  it("changes a contact's lead status and owner from its page header", async () => {
    const { page } = session;
    const created = await page.request.post('/api/contacts', {
      data: { firstName: 'Ina', lastName: `Line ${stamp}`, leadStatus: 'cold' },
    });
    const { contact } = (await created.json()) as { contact: { id: string } };
    await page.goto(`/contacts/${contact.id}`);
    await choose(page, QUICK_EDIT_COPY.leadStatusButton(LEAD_STATUS_LABELS.cold), LEAD_STATUS_LABELS.hot);
    await choose(page, QUICK_EDIT_COPY.ownerButton('Alex Admin'), OWNERSHIP_COPY.noOwner);
    await seen(page.getByRole('button', { name: QUICK_EDIT_COPY.ownerButton(OWNERSHIP_COPY.noOwner) }));
    await expect
      .poll(async () => {
        const response = await page.request.get(`/api/contacts/${contact.id}`);
        const body = (await response.json()) as { contact: { leadStatus: string; owner: unknown } };
        return [body.contact.leadStatus, body.contact.owner];
      })
      .toEqual(['hot', null]);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
