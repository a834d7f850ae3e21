import { BULK_ACTIONS_COPY as C } from '@northdesk/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seen } from './support/auth-flows.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { baseUrl, launchBrowser, newPage } from './support/browser.ts';
import { signInAsDemo } from './support/demo-sessions.ts';
import { demoEmail } from './support/fixtures.ts';

// Bulk actions (issue 24 item 5): select every contact matching a search, archive them as one job.
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

describe('bulk actions', () => {
  it('archives 150 contacts matching a search: select the page, then all matching, confirm, see the summary', async () => {
    const { page } = session;
    const last = `Bulkarchive${stamp}`;
    // 150 contacts through the API, ten at a time.
    for (let start = 0; start < 150; start += 10) {
      const statuses = await Promise.all(
        Array.from({ length: 10 }, async (_, k) => {
          const created = await page.request.post('/api/contacts', {
            data: { firstName: `Person${String(start + k).padStart(3, '0')}`, lastName: last },
          });
          return created.status();
        }),
      );
      expect(statuses.every((status) => status === 201)).toBe(true);
    }
    await page.goto(`/contacts?search=${last.toLowerCase()}`);
    await seen(page.getByText('Person000').first());
    await page.getByRole('checkbox', { name: C.selectPage }).click();
    const bar = page.getByRole('region', { name: C.toolbar });
    await seen(bar.getByText(C.selected(100)));
    await bar.getByRole('button', { name: C.selectAllMatching(150) }).click();
    await seen(bar.getByText(C.allMatching(150)));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await bar.getByRole('button', { name: C.archive, exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: C.archiveTitle(150) });
    await seen(confirm);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: C.confirmArchive }).click();
    await seen(bar.getByText(C.finished(150, 0)), 60_000);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expect
      .poll(async () => {
        const response = await page.request.get(`/api/contacts?search=${last.toLowerCase()}`);
        return ((await response.json()) as { total: number }).total;
      })
      .toBe(0);
  }, 300_000);
});
