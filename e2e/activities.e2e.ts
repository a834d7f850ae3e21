import { ACTIVITIES_COPY as A, MOBILE_LOOKUP_COPY as L, TASKS_COPY } from '@northdesk/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seen, toast } from './support/auth-flows.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { baseUrl, hasHorizontalOverflow, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { signInAsDemo } from './support/demo-sessions.ts';
import { demoEmail } from './support/fixtures.ts';

// Activities as a sales person logs and finds them (issue 18 item 4), and the phone's customer
// lookup for sales on the road (item 9).
const stamp = Date.now();
const DAY = 24 * 60 * 60 * 1000;
let browser: Browser;
let session: { context: BrowserContext; page: Page };

beforeAll(async () => {
  browser = await launchBrowser();
  session = await newPage(browser, { width: 1280, height: 900 });
  await signInAsDemo(session.page, demoEmail('super_admin'));
  await session.page.waitForURL(`${baseUrl()}/`);
});
afterAll(async () => {
  await session.context.close();
  await browser.close();
});

const pad = (n: number) => String(n).padStart(2, '0');
/** A datetime-local value (the browser runs on this machine's clock and zone). */
const localInput = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

async function post<T>(page: Page, path: string, data: object): Promise<T> {
  const response = await page.request.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

async function accessible(page: Page, name: string): Promise<void> {
  expect(await seriousA11yViolations(page), name).toEqual([]);
  await screenshot(page, `activities-${name}`);
}

async function choose(
  page: Page,
  scope: Page | ReturnType<Page['getByRole']>,
  label: string,
  option: string,
) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const listItems = (page: Page) => page.getByRole('list', { name: A.title }).getByRole('listitem');

describe('logging an activity after the call, and finding it again', () => {
  const company = `Harbour Foods ${stamp}`;
  const contact = { firstName: 'Dana', lastName: `Reyes ${stamp}` };
  const title = `Pricing call ${stamp}`;

  it('logs a past call with a contact and a follow-up task from the company page', async () => {
    const { page } = session;
    const { company: made } = await post<{ company: { id: string } }>(page, '/api/companies', {
      name: company,
    });
    await post(page, '/api/contacts', { ...contact, crmCompanyId: made.id, jobTitle: 'Buyer' });
    await page.goto(`/companies/${made.id}`);
    await page.getByRole('button', { name: A.logActivity }).first().click();
    const dialog = page.getByRole('dialog', { name: A.dialogTitle });
    await seen(dialog.getByLabel(A.dateLabel));
    await accessible(page, 'dialog');

    await choose(page, dialog, A.contactLabel, `${contact.firstName} ${contact.lastName} · Buyer`);
    await dialog.getByLabel(A.titleLabel, { exact: true }).fill(title);
    await choose(page, dialog, A.typeLabel, 'Phone Call');
    // A call cannot have happened tomorrow: the dialog says why, at the field.
    await dialog.getByLabel(A.dateLabel).fill(localInput(new Date(Date.now() + DAY)));
    await dialog.getByRole('button', { name: A.save }).click();
    await seen(dialog.getByText(A.dateInFuture));
    expect(await dialog.getByLabel(A.dateLabel).getAttribute('aria-invalid')).toBe('true');

    const yesterday = new Date(Date.now() - DAY);
    yesterday.setHours(15, 30, 0, 0);
    await dialog.getByLabel(A.dateLabel).fill(localInput(yesterday));
    await dialog.getByLabel(A.outcomeLabel).fill('Wants the spring price list');
    await dialog.getByLabel(A.followUpToggle).click();
    const taskTitle = dialog.getByLabel(A.followUpTitleLabel);
    await seen(taskTitle);
    expect(await taskTitle.inputValue()).toBe(A.followUpTitleDefault(title));
    await taskTitle.fill(`Send price list ${stamp}`);
    await dialog.getByLabel(A.followUpDueLabel).fill(day(new Date(Date.now() + 3 * DAY)));
    await accessible(page, 'dialog-follow-up');
    await dialog.getByRole('button', { name: A.save }).click();
    await seen(toast(page, A.loggedTitle));
    await dialog.waitFor({ state: 'detached' });

    // The follow-up is mine, on My Tasks.
    await page.goto(`/tasks?search=${encodeURIComponent(`Send price list ${stamp}`)}`);
    await seen(page.getByText(`Send price list ${stamp}`));
    expect(await page.getByRole('tab', { name: TASKS_COPY.tabs['my-tasks'], selected: true }).count()).toBe(
      1,
    );
  });

  it('finds it on /activities by type, who logged it, dates and search, kept in the address', async () => {
    const { page } = session;
    await page.goto('/activities');
    await seen(page.getByRole('heading', { level: 2, name: A.all }));
    await choose(page, page, A.typeFilterLabel, 'Phone Call');
    await page.waitForURL(/type=call/);
    await choose(page, page, A.ownerFilterLabel, 'Mine');
    await page.waitForURL(/createdBy=mine/);
    await page.getByLabel(A.searchLabel).fill(`call ${stamp}`);
    await page.waitForURL(/search=call/);
    const item = listItems(page).filter({ hasText: title });
    await seen(item);
    await seen(page.getByText(A.matching(1)));
    await seen(item.getByRole('link', { name: `${contact.firstName} ${contact.lastName}` }));
    await seen(item.getByText('yesterday'));
    await seen(item.getByText('Outcome: Wants the spring price list'));
    await accessible(page, 'filtered');

    // Reload: the same list from the address.
    await page.reload();
    await seen(listItems(page).filter({ hasText: title }));
    expect(await page.getByLabel(A.searchLabel).inputValue()).toBe(`call ${stamp}`);

    // London days: yesterday has it; from today on nothing matches.
    const yesterday = day(new Date(Date.now() - DAY));
    await page.getByLabel(A.fromLabel, { exact: true }).fill(yesterday);
    await page.waitForURL(new RegExp(`from=${yesterday}`));
    await seen(listItems(page).filter({ hasText: title }));
    await page.getByLabel(A.fromLabel, { exact: true }).fill(day(new Date()));
    await seen(page.getByText(A.noMatches));
    await page.getByRole('button', { name: A.clearFilters }).click();
    await page.waitForURL(`${baseUrl()}/activities`);
    await seen(page.getByRole('heading', { level: 2, name: A.all }));
  });

  it('pages past the first 50 with Older and Newer, and Back returns to the page left', async () => {
    const { page } = session;
    const { company: made } = await post<{ company: { id: string } }>(page, '/api/companies', {
      name: `Paging Co ${stamp}`,
    });
    const now = Date.now();
    for (let i = 0; i < 55; i += 1) {
      await post(page, '/api/activities', {
        title: `Bulk ${stamp} #${pad(i)}`,
        type: 'email',
        crmCompanyId: made.id,
        activityDate: new Date(now - (i + 1) * 60_000).toISOString(),
      });
    }
    await page.goto(`/activities?search=${encodeURIComponent(`bulk ${stamp}`)}`);
    await seen(page.getByText(A.matching(55)));
    await seen(listItems(page).filter({ hasText: `#00` }));
    await expect.poll(() => listItems(page).count()).toBe(50);
    const nav = page.getByRole('navigation', { name: A.pagination });
    expect(await nav.getByRole('button', { name: A.newer }).isDisabled()).toBe(true);

    await nav.getByRole('button', { name: A.older }).click();
    await page.waitForURL(/before=/);
    await seen(listItems(page).filter({ hasText: `#50` }));
    await expect.poll(() => listItems(page).count()).toBe(5);
    expect(await listItems(page).first().textContent()).toContain(`#50`);
    expect(await nav.getByRole('button', { name: A.older }).isDisabled()).toBe(true);
    await accessible(page, 'page-2');

    await nav.getByRole('button', { name: A.newer }).click();
    await page.waitForURL(/after=/);
    await seen(listItems(page).filter({ hasText: `#00` }));
    await expect.poll(() => listItems(page).count()).toBe(50);
    expect(await listItems(page).last().textContent()).toContain(`#49`);

    await page.goBack();
    await page.waitForURL(/before=/);
    await seen(listItems(page).filter({ hasText: `#54` }));
  });
});

describe('the phone: find a customer, call or mail, log the call (390 × 844)', () => {
  it('searches a contact, shows tap-to-call and mail links, and logs a call from /mobile-home', async () => {
    const { page: desk } = session;
    const { company: made } = await post<{ company: { id: string } }>(desk, '/api/companies', {
      name: `Roadside Ltd ${stamp}`,
    });
    const { contact } = await post<{ contact: { id: string } }>(desk, '/api/contacts', {
      firstName: 'Sam',
      lastName: `Okafor ${stamp}`,
      email: `sam.${stamp}@roadside.example`,
      phone: '+44 20 7946 0958',
      crmCompanyId: made.id,
    });
    const phone = await newPage(browser, { width: 390, height: 844 }, { touch: true });
    try {
      const { page } = phone;
      await signInAsDemo(page, demoEmail('super_admin'));
      await page.waitForURL(/mobile-home/);
      await page.getByLabel(L.searchLabel).fill(`Okafor ${stamp}`);
      const hit = page.locator('[data-lookup-hit="contact"]').filter({ hasText: `Sam Okafor ${stamp}` });
      await seen(hit);
      const call = hit.getByRole('link', { name: L.call(`Sam Okafor ${stamp}`) });
      expect(await call.getAttribute('href')).toBe('tel:+442079460958');
      expect(await hit.getByRole('link', { name: L.mail(`Sam Okafor ${stamp}`) }).getAttribute('href')).toBe(
        `mailto:sam.${stamp}@roadside.example`,
      );
      // Thumb-sized: at least 44 px high.
      expect((await call.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await accessible(page, 'phone-lookup');

      await hit.getByRole('button', { name: L.logCall(`Sam Okafor ${stamp}`) }).click();
      const dialog = page.getByRole('dialog', { name: A.dialogTitle });
      await seen(dialog.getByLabel(A.dateLabel));
      expect(await dialog.getByLabel(A.titleLabel, { exact: true }).inputValue()).toBe(
        L.callTitle(`Sam Okafor ${stamp}`),
      );
      await seen(dialog.getByLabel(A.typeLabel).getByText('Phone Call'));
      await dialog.getByLabel(A.outcomeLabel).fill('Booked a visit');
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await accessible(page, 'phone-log-call');
      await dialog.getByRole('button', { name: A.save }).click();
      await seen(toast(page, A.loggedTitle));
      await dialog.waitFor({ state: 'detached' });

      const logged = await page.request.get(`/api/activities?contactId=${contact.id}`);
      const body = (await logged.json()) as {
        activities: { type: string; subject: string; content: string }[];
      };
      expect(body.activities).toEqual([
        expect.objectContaining({
          type: 'call',
          subject: L.callTitle(`Sam Okafor ${stamp}`),
          content: 'Outcome: Booked a visit',
        }),
      ]);
    } finally {
      await phone.context.close();
    }
  });
});
