import { CONTACTS_COPY, RECORD_HISTORY_COPY } from '@northdesk/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seen } from './support/auth-flows.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { baseUrl, launchBrowser, newPage } from './support/browser.ts';
import { signInAsDemo } from './support/demo-sessions.ts';
import { demoEmail } from './support/fixtures.ts';

// Record history (issue 24 item 4): an edit shows on the record's History tab.
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

describe('record history', () => {
  it("shows a contact's edit on its History tab: the field, old and new value, who", async () => {
    const { page } = session;
    const created = await page.request.post('/api/contacts', {
      data: { firstName: 'Hilde', lastName: `History ${stamp}`, jobTitle: 'Buyer' },
    });
    const { contact } = (await created.json()) as { contact: { id: string } };
    await page.goto(`/contacts/${contact.id}`);
    await page.getByRole('button', { name: CONTACTS_COPY.edit, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(CONTACTS_COPY.jobTitle).fill('Head of Purchasing');
    await dialog.getByRole('button', { name: CONTACTS_COPY.save }).click();
    await seen(page.getByText('Head of Purchasing').first());
    await page.getByRole('tab', { name: RECORD_HISTORY_COPY.tab }).click();
    const history = page.getByTestId('record-history');
    const change = history.getByRole('listitem').filter({ hasText: 'Job title' }).last();
    await seen(change);
    expect(await change.textContent()).toMatch(/Job title\s*Buyer[\s\S]*Head of Purchasing/);
    await seen(history.getByText(/Alex Admin/).first());
    await seen(history.getByText(RECORD_HISTORY_COPY.created));
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
