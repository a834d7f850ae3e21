import { ADMIN_COPY, HOLIDAYS_COPY as C, type Colleague, type Profile, SHELL_COPY } from '@northdesk/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seen, signInThroughUi, toast } from './support/auth-flows.ts';
import { seriousA11yViolations } from './support/axe.ts';
import {
  baseUrl,
  hasHorizontalOverflow,
  launchBrowser,
  newPage,
  screenshot,
  touchDevice,
} from './support/browser.ts';
import { E2E_FIXTURE_USERS } from './support/fixtures.ts';

/**
 * Holidays (issue 18 item 8, docs/product/holidays.md) in a tenant of its own: the super admin sets
 * the allowance and a public holiday, an employee asks for a week off, their manager hears the
 * bell, opens /holidays from the notification and approves with a comment, the employee sees the
 * decision and what remains.
 */
type Session = { context: BrowserContext; page: Page };
const user = (email: string) => {
  const found = E2E_FIXTURE_USERS.find((u) => u.email === email);
  if (!found) throw new Error(`no fixture user ${email}`);
  return found;
};
const BOSS = user('holidays-boss@e2e.test');
const MANAGER = user('holidays-manager@e2e.test');
const EMPLOYEE = user('holidays-employee@e2e.test');

// Next year's first full week of March (Monday to Friday), with a public holiday on its Wednesday.
const YEAR = new Date().getUTCFullYear() + 1;
const monday = (() => {
  const first = new Date(Date.UTC(YEAR, 2, 1));
  first.setUTCDate(1 + ((8 - first.getUTCDay()) % 7));
  return first;
})();
const dayOfWeek = (offset: number) => {
  const d = new Date(monday);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
const [MON, WED, FRI] = [dayOfWeek(0), dayOfWeek(2), dayOfWeek(4)];

let browser: Browser;
let boss: Session;
let manager: Session;
let employee: Session;

async function signIn(account: { email: string; password: string }): Promise<Session> {
  const session = await newPage(browser);
  await signInThroughUi(session.page, account.email, account.password);
  await session.page.waitForURL((url) => url.pathname !== '/auth');
  return session;
}

async function expectAccessible(page: Page, name: string): Promise<void> {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
  expect(await seriousA11yViolations(page), name).toEqual([]);
  await screenshot(page, `holidays-${name}`);
}

const bell = (page: Page) => page.getByRole('button', { name: SHELL_COPY.notificationsButton });
const badgeText = async (page: Page) => ((await bell(page).textContent()) ?? '').trim();
const remaining = (page: Page) => page.getByTestId('holiday-remaining');
const dialog = (page: Page) => page.getByRole('dialog');

beforeAll(async () => {
  browser = await launchBrowser();
  [boss, manager, employee] = [await signIn(BOSS), await signIn(MANAGER), await signIn(EMPLOYEE)];
});

afterAll(async () => {
  for (const session of [boss, manager, employee]) await session?.context.close();
  await browser?.close();
});

describe('holidays, as the people who use them see it', () => {
  it('the super admin sets the allowance and a public holiday in Company Settings', async () => {
    const { page } = boss;
    await page.goto('/settings');
    await page.getByRole('tab', { name: ADMIN_COPY.tabCompanySettings }).click();
    const card = page.locator('[data-slot="card"]').filter({ hasText: C.settingsDescription });
    await seen(card.getByLabel(C.daysPerYear));
    await card.getByLabel(C.daysPerYear).fill('20');
    await card.getByRole('button', { name: C.saveSettings, exact: true }).click();
    await seen(toast(page, C.settingsSaved));
    await card.getByLabel(C.publicHolidayDate).fill(WED);
    await card.getByLabel(C.publicHolidayName).fill('Founders Day');
    await card.getByRole('button', { name: C.addPublicHoliday }).click();
    await seen(toast(page, C.publicHolidayAdded));
    await seen(card.getByRole('list', { name: C.publicHolidaysTitle }).getByText('Founders Day'));
    await expectAccessible(page, 'company-settings');
  });

  it('an employee asks for a week off; the manager hears the bell, opens /holidays from it and approves', async () => {
    // The employee names their line manager on their profile (the request goes to them).
    const { users } = (await (await employee.page.request.get('/api/profile/colleagues')).json()) as {
      users: Colleague[];
    };
    const mia = users.find((u) => u.fullName === MANAGER.fullName);
    const { profile } = (await (await employee.page.request.get('/api/profile')).json()) as {
      profile: Profile;
    };
    const saved = await employee.page.request.patch('/api/profile', {
      data: { fullName: profile.fullName, position: profile.position, lineManagerId: mia?.id },
    });
    expect(saved.status()).toBe(200);

    // The manager is on the dashboard with nothing unread.
    await manager.page.request.post('/api/notifications/read-all', { data: {} });
    await manager.page.goto('/');
    await seen(bell(manager.page));
    await expect.poll(() => badgeText(manager.page)).toBe('');

    const { page } = employee;
    await page.goto('/holidays');
    await seen(page.getByRole('heading', { level: 1, name: C.pageTitle }));
    await seen(page.getByText(C.myRequestsEmpty));
    await expectAccessible(page, 'page-empty');

    await page.getByRole('button', { name: C.requestLeave }).click();
    const form = dialog(page);
    await seen(form.getByRole('heading', { name: C.formTitle }));
    await form.getByLabel(C.startDate).fill(MON);
    await form.getByLabel(C.endDate, { exact: true }).fill(FRI);
    await form.getByLabel(C.note).fill('Walking holiday');
    // Monday to Friday with the public holiday on Wednesday: four days.
    await seen(form.getByText(C.daysCounted(4)));
    await expectAccessible(page, 'request-dialog');
    await form.getByRole('button', { name: C.submit }).click();
    await seen(toast(page, C.sent));
    // The page turns to next year, where the request is listed and counted.
    const mine = page.getByRole('list', { name: C.myRequestsTitle });
    await seen(mine.getByText(C.statusLabels.pending));
    await seen(remaining(page).getByText(C.daysLabel(16)));

    // The bell rings for the manager, live.
    await expect.poll(() => badgeText(manager.page), { timeout: 15_000 }).toBe('1');
    await bell(manager.page).click();
    const notices = manager.page.getByRole('list', { name: SHELL_COPY.notificationsTitle });
    await notices.getByRole('button', { name: new RegExp(C.requestTitle) }).click();
    await manager.page.waitForURL(`${baseUrl()}/holidays`);
    const waiting = manager.page.getByRole('list', { name: C.awaitingTitle });
    const row = waiting.getByRole('listitem').filter({ hasText: EMPLOYEE.fullName });
    await seen(row.getByText('Walking holiday'));
    await expectAccessible(manager.page, 'awaiting-decision');
    await row.getByRole('button', { name: C.approve }).click();
    const decision = dialog(manager.page);
    await seen(decision.getByRole('heading', { name: C.decideTitle(EMPLOYEE.fullName) }));
    await decision.getByLabel(C.commentLabel).fill('Enjoy the hills');
    await expectAccessible(manager.page, 'decision-dialog');
    await decision.getByRole('button', { name: C.approve }).click();
    await seen(toast(manager.page, C.approved));
    await waiting.waitFor({ state: 'detached' });
  });

  it('the employee sees the decision, what remains, and the week on the team calendar', async () => {
    const { page } = employee;
    await expect.poll(() => badgeText(page), { timeout: 15_000 }).toBe('1');
    await bell(page).click();
    await page
      .getByRole('list', { name: SHELL_COPY.notificationsTitle })
      .getByRole('button', { name: new RegExp(C.decisionTitle('approved')) })
      .click();
    await page.waitForURL(`${baseUrl()}/holidays`);
    await page.getByRole('button', { name: C.nextYear }).click();
    const mine = page.getByRole('list', { name: C.myRequestsTitle });
    await seen(mine.getByText(C.statusLabels.approved));
    await seen(mine.getByText(`${MANAGER.fullName}: “Enjoy the hills”`));
    await seen(remaining(page).getByText(C.daysLabel(16)));

    const caption = `March ${YEAR}`;
    const calendar = page.locator('table caption');
    for (let i = 0; i < 24 && (await calendar.textContent()) !== caption; i++) {
      await page.getByRole('button', { name: C.nextMonth }).click();
    }
    await seen(calendar.getByText(caption));
    await seen(page.getByRole('list', { name: C.calendarTitle }).getByText(EMPLOYEE.fullName));
    await expectAccessible(page, 'approved');

    // The same week again is refused, saying why.
    await page.getByRole('button', { name: C.requestLeave }).click();
    const form = dialog(page);
    await form.getByLabel(C.startDate).fill(MON);
    await form.getByLabel(C.endDate, { exact: true }).fill(MON);
    await form.getByRole('button', { name: C.submit }).click();
    await seen(form.getByText(/You already have leave requested or approved on/));
    await form.getByRole('button', { name: C.cancel, exact: true }).click();

    // Cancelling approved leave gives the days back.
    await mine.getByRole('button', { name: C.cancelRequest }).click();
    const confirm = page.getByRole('alertdialog');
    await seen(confirm.getByText(C.cancelConfirmApproved));
    await expectAccessible(page, 'cancel-dialog');
    await confirm.getByRole('button', { name: C.cancelRequest }).click();
    await seen(toast(page, C.cancelled));
    await seen(mine.getByText(C.statusLabels.cancelled));
    await seen(remaining(page).getByText(C.daysLabel(20)));
  });

  it('a desktop window at 390 px keeps /holidays without sideways scroll; a phone goes to the mobile home', async () => {
    const { page, context } = employee;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/holidays?year=${YEAR}`);
    await seen(page.getByRole('heading', { level: 1, name: C.pageTitle }));
    await seen(page.getByRole('list', { name: C.myRequestsTitle }));
    expect(new URL(page.url()).pathname).toBe('/holidays');
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await expectAccessible(page, 'narrow-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    const phone = await browser.newContext({
      baseURL: baseUrl(),
      ...touchDevice({ width: 390, height: 844 }),
      storageState: await context.storageState(),
    });
    try {
      const phonePage = await phone.newPage();
      await phonePage.goto('/holidays');
      await phonePage.waitForURL(`${baseUrl()}/mobile-home`);
    } finally {
      await phone.close();
    }
  });
});
