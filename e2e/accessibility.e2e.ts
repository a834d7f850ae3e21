import {
  CRM_DASHBOARD_COPY,
  IMPORTS_COPY,
  MERGE_DUPLICATES_COPY,
  SHELL_COPY,
  TASKS_COPY,
} from '@northdesk/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkMainDialogs } from './support/a11y-dialogs.ts';
import { checkAccountDialogs } from './support/a11y-dialogs-account.ts';
import { checkChatDialogs } from './support/a11y-dialogs-chat.ts';
import { checkRecordDialogs } from './support/a11y-dialogs-records.ts';
import { prepareRecords, removeChecklist, type SweepRecords } from './support/a11y-records.ts';
import {
  checkPage,
  checkState,
  checkSurface,
  expectNoFindings,
  type Findings,
  type PageVisit,
  pageSettled,
  routerPatterns,
} from './support/a11y-sweep.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { signInAsDemo } from './support/demo-sessions.ts';
import { demoEmail } from './support/fixtures.ts';

// The accessibility sweep (issue 18 item 7): every page of the router and every main dialog, as
// a person meets them on the demo tenant, with axe-core's WCAG 2.1 A/AA rules (plus label in
// name): 0 serious or critical violations. The app has one theme (light); the dark-scheme test
// below pins that down, so a dark theme added later has to join this sweep.

let browser: Browser;
let office: Page;
let phone: Page;
let guest: Page;
let admin: Page;
let records: SweepRecords;

/** Every page, by who sees it; the first test checks this covers every route of the router. */
function visits(): PageVisit[] {
  const { company, contact, task, deal, quote, receipt } = records;
  const o = (route: string, url: string, heading: string | RegExp): PageVisit => ({
    route,
    url,
    heading,
    viewer: 'office',
  });
  return [
    o('/', '/', 'CRM Dashboard'),
    o('/companies', '/companies', 'Companies'),
    o('/companies/duplicates', '/companies/duplicates', MERGE_DUPLICATES_COPY.pageTitle('company')),
    o('/companies/:id', `/companies/${company.id}`, company.name),
    o('/contacts', '/contacts', 'Contacts'),
    o('/contacts/duplicates', '/contacts/duplicates', MERGE_DUPLICATES_COPY.pageTitle('contact')),
    o('/contacts/:id', `/contacts/${contact.id}`, contact.name),
    o('/activities', '/activities', 'Activities'),
    o('/tasks', '/tasks', 'Task Management'),
    o('/tasks/:id', `/tasks/${task.id}`, task.name),
    o('/deals', '/deals', 'Deals'),
    o('/deals', '/deals?view=list', 'Deals'),
    o('/deals/:id', `/deals/${deal.id}`, deal.name),
    o('/quotes', '/quotes', 'Quotes'),
    o('/quotes/:id', `/quotes/${quote.id}`, quote.name),
    o('/products', '/products', 'Products'),
    o('/imports/:entity', '/imports/contacts', IMPORTS_COPY.pageTitle('contacts')),
    o('/reports', '/reports', 'Performance & Reports'),
    o('/warehouse/stock', '/warehouse/stock', 'Stock'),
    o('/warehouse/locations', '/warehouse/locations', 'Locations'),
    o('/warehouse/deliveries', '/warehouse/deliveries', 'Expected Deliveries'),
    o('/warehouse/receipts', '/warehouse/receipts', 'Receipts'),
    o('/warehouse/receipts/:id', `/warehouse/receipts/${receipt.id}`, receipt.name),
    o('/warehouse/moves', '/warehouse/moves', 'Stock Moves'),
    o('/warehouse/unknown', '/warehouse/unknown', 'Unknown Goods'),
    o('/crm-settings', '/crm-settings', 'CRM Settings'),
    o('/profile', '/profile', 'User Profile'),
    o('/holidays', '/holidays', 'Holidays'),
    o('/settings', '/settings', 'Settings'),
    o('/company', '/company', 'Company Details'),
    // An admin: Settings shows the Slack tab only; Company Details is the super admin's.
    { route: '/settings', url: '/settings', heading: 'Settings', viewer: 'admin' },
    { route: '/company', url: '/company', heading: 'Access Denied', viewer: 'admin' },
    o('*', '/no-such-page', 'Oops! Page not found'),
    o('*', '/companies/%E0%A4%A', 'Oops! Page not found'),
    ...(
      [
        ['/mobile-home', /^Hello/],
        ['/mobile-scanner', 'Stock Tracking'],
        ['/mobile-receipt', 'Goods Receipt'],
        ['/mobile-photos', 'Photo Upload'],
        ['/mobile-unknown', 'Unknown Goods'],
        ['/mobile-chat', 'Team Chat'],
      ] as const
    ).map(([url, heading]): PageVisit => ({ route: url, url, heading, viewer: 'phone' })),
    { route: '/auth', url: '/auth', heading: 'Welcome', viewer: 'guest' },
    // A reset mail's link (its token is checked when the new password is sent).
    {
      route: '/reset-password',
      url: '/reset-password#type=recovery&token=sweep',
      heading: 'Set a new password',
      viewer: 'guest',
    },
    {
      route: '/invite/:token',
      url: '/invite/no-such-token',
      heading: /invalid or has expired/,
      viewer: 'guest',
    },
    { route: '/q/:token', url: records.publicQuotePath, heading: /^Quote Q-/, viewer: 'guest' },
  ];
}

const pageOf = (visit: PageVisit) => ({ office, phone, guest, admin })[visit.viewer];

beforeAll(async () => {
  browser = await launchBrowser();
  office = (await newPage(browser)).page;
  await signInAsDemo(office, demoEmail('super_admin'));
  await office.waitForURL(/\/$/);
  // The operative on the warehouse floor: a phone is confined to the mobile routes.
  phone = (await newPage(browser, { width: 390, height: 844 }, { touch: true })).page;
  await signInAsDemo(phone, demoEmail('operative'));
  await phone.waitForURL(/mobile-home/);
  guest = (await newPage(browser)).page;
  admin = (await newPage(browser)).page;
  await signInAsDemo(admin, demoEmail('admin'));
  await admin.waitForURL(/\/$/);
  records = await prepareRecords(office);
});

afterAll(async () => {
  if (records) await removeChecklist(office, records);
  await browser?.close();
});

describe('accessibility sweep: every page and dialog, 0 serious or critical axe violations', () => {
  it('visits every route of the web app router', () => {
    const visited = new Set(visits().map((v) => v.route));
    // Reached with an id that the import's upload makes, in the pages test below.
    visited.add('/imports/:entity/:importId');
    expect(routerPatterns().filter((route) => !visited.has(route))).toEqual([]);
  });

  it.each([
    ['the super admin', ['office']],
    ['an admin, the phone operative (390 px) and a guest', ['admin', 'phone', 'guest']],
  ] as const)(
    'every page, with each of its tabs, as %s',
    async (_who, viewers) => {
      const findings: Findings = [];
      for (const visit of visits().filter((v) => (viewers as readonly string[]).includes(v.viewer)))
        await checkPage(pageOf(visit), visit, findings);
      expectNoFindings(findings);
    },
    600_000,
  );

  it('an import under way, at its own address, and its undo', async () => {
    const findings: Findings = [];

    // An import under way has its own address: upload, mapping, then the dry-run report.
    await office.goto('/imports/contacts');
    await pageSettled(office, IMPORTS_COPY.pageTitle('contacts'));
    const csv = `First name,Last name,Email\r\nAda,Sweep,ada-sweep-${Date.now()}@e2e.test\r\n`;
    await office
      .getByLabel(IMPORTS_COPY.fileLabel)
      .setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await office.getByRole('button', { name: IMPORTS_COPY.upload }).click();
    await office.getByRole('heading', { name: IMPORTS_COPY.mappingTitle }).waitFor({ timeout: 60_000 });
    await office.waitForURL(/\/imports\/contacts\/[0-9a-f-]{36}$/);
    await checkState(office, 'import: mapping', findings);
    await office.getByRole('button', { name: IMPORTS_COPY.dryRun }).click();
    await office.getByRole('heading', { name: IMPORTS_COPY.dryRunTitle }).waitFor({ timeout: 60_000 });
    await checkState(office, 'import: dry-run report', findings);
    await office.getByRole('button', { name: IMPORTS_COPY.startImport('1 rows') }).click();
    await office.getByRole('heading', { name: IMPORTS_COPY.importedTitle }).waitFor({ timeout: 60_000 });
    // Undone through its confirmation: the demo tenant keeps no sweep contact.
    const undo = office.getByRole('alertdialog', { name: IMPORTS_COPY.undoConfirmTitle });
    await checkSurface(
      office,
      `import: ${IMPORTS_COPY.undoConfirmTitle}`,
      () => office.getByRole('button', { name: IMPORTS_COPY.undo }).click(),
      undo,
      findings,
      () => undo.getByRole('button', { name: IMPORTS_COPY.undo }).click(),
    );
    await office.getByRole('heading', { name: IMPORTS_COPY.undoneTitle }).waitFor({ timeout: 60_000 });
    expectNoFindings(findings);
  }, 240_000);

  it('every main dialog, menu and popover', async () => {
    const findings: Findings = [];
    await checkMainDialogs({ office, guest, records }, findings);
    expectNoFindings(findings);
  }, 600_000);

  it('the dialogs on top of a form, over selected rows, and of a record in a certain state', async () => {
    const findings: Findings = [];
    await checkRecordDialogs({ office, records }, findings);
    expectNoFindings(findings);
  }, 300_000);

  it("the chat window's own dialogs", async () => {
    const findings: Findings = [];
    await checkChatDialogs(office, findings);
    expectNoFindings(findings);
  }, 300_000);

  it('the account and administration dialogs: developer, first sign-in, new deploy, unsaved edits', async () => {
    const findings: Findings = [];
    await checkAccountDialogs({ browser, office }, findings);
    expectNoFindings(findings);
  }, 300_000);

  it('the user menu is named by the initials it shows (label in name)', async () => {
    await office.goto('/');
    await pageSettled(office, 'CRM Dashboard');
    const button = office.getByRole('button', { name: SHELL_COPY.userMenu });
    const initials = ((await button.textContent()) ?? '').trim();
    expect(initials).toBe('SS');
    expect(await button.getAttribute('aria-label')).toBe(SHELL_COPY.userMenuFor(initials));
  });

  it('the app has one (light) theme: a dark colour-scheme preference changes nothing', async () => {
    const findings: Findings = [];
    const background = () => office.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await office.goto('/companies');
    await pageSettled(office, 'Companies');
    const light = await background();
    await office.emulateMedia({ colorScheme: 'dark' });
    try {
      await office.reload();
      await pageSettled(office, 'Companies');
      expect(await background()).toBe(light);
      expect(await office.evaluate(() => document.querySelector('.dark, [data-theme="dark"]'))).toBeNull();
      await checkState(office, '/companies, dark colour-scheme preference', findings);
    } finally {
      await office.emulateMedia({ colorScheme: null });
    }
    expectNoFindings(findings);
  });
});

describe('drag and drop announcements name the items, never their ids', () => {
  /**
   * Lifts the item by its handle with the keyboard, moves it one place on, cancels with Escape,
   * and returns every text dnd-kit's live region was given meanwhile (recorded in the page, so a
   * quick replacement is not missed).
   */
  async function liftMoveCancel(page: Page, handle: string, key: 'ArrowDown' | 'ArrowRight') {
    await page.evaluate(() => {
      const said: string[] = [];
      (window as unknown as { sweepSaid: string[] }).sweepSaid = said;
      new MutationObserver(() => {
        for (const region of Array.from(document.querySelectorAll('[id^="DndLiveRegion"]'))) {
          const text = region.textContent ?? '';
          if (text && said.at(-1) !== text) said.push(text);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const said = () => page.evaluate(() => [...(window as unknown as { sweepSaid: string[] }).sweepSaid]);
    await page.getByRole('button', { name: handle, exact: true }).focus();
    await page.keyboard.press('Space');
    await expect.poll(async () => (await said()).length).toBe(1);
    // dnd-kit measures where the items are in the frames after the lift; an arrow pressed before
    // that moves nothing (no person is that quick, a loaded CI machine can be), so let them pass.
    const frames = () =>
      page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await frames();
    await page.keyboard.press(key);
    const moved = await page
      .waitForFunction(() => (window as unknown as { sweepSaid: string[] }).sweepSaid.length >= 2, null, {
        timeout: 5_000,
      })
      .then(() => true)
      .catch(() => false);
    if (!moved) {
      await frames();
      await page.keyboard.press(key);
    }
    await expect.poll(async () => (await said()).length).toBe(2);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await said()).length).toBe(3);
    return said();
  }

  it('in the task list', async () => {
    await office.goto('/tasks');
    await pageSettled(office, 'Task Management');
    const subjects = await office.getByTestId('task-row').getByRole('link').allInnerTexts();
    const [first, second] = subjects;
    if (!first || !second) throw new Error('the super admin has fewer than two tasks');
    const said = await liftMoveCancel(office, `${TASKS_COPY.dragHandle}: ${first}`, 'ArrowDown');
    expect(said).toEqual([
      TASKS_COPY.dragStart(first),
      TASKS_COPY.dragOver(first, second),
      TASKS_COPY.dragCancel(first),
    ]);
  });

  it('in a task checklist', async () => {
    const [first, second] = records.task.checklist as [string, string];
    await office.goto(`/tasks/${records.task.id}`);
    await pageSettled(office, records.task.name);
    const said = await liftMoveCancel(office, `${TASKS_COPY.dragHandle}: ${first}`, 'ArrowDown');
    expect(said).toEqual([
      TASKS_COPY.dragStart(first),
      TASKS_COPY.dragOver(first, second),
      TASKS_COPY.dragCancel(first),
    ]);
  });

  it('on the dashboard (the same helper)', async () => {
    await office.goto('/');
    await pageSettled(office, 'CRM Dashboard');
    const label = await office
      .getByRole('button', { name: /^Move .+ card$/ })
      .first()
      .getAttribute('aria-label');
    const title = label?.replace(/^Move (.+) card$/, '$1') ?? '';
    const said = await liftMoveCancel(office, CRM_DASHBOARD_COPY.dragHandle(title), 'ArrowRight');
    expect(said[0]).toBe(CRM_DASHBOARD_COPY.dragStart(title));
    expect(said[1]).toMatch(new RegExp(`^The ${title} card is over the [A-Z][A-Za-z ]+ card\\.$`));
    expect(said[2]).toBe(CRM_DASHBOARD_COPY.dragCancel(title));
  });
});
