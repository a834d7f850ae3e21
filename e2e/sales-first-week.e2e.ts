import {
  ACTIVITIES_COPY,
  ADMIN_COPY,
  COMPANIES_COPY,
  CONTACTS_COPY,
  CRM_DASHBOARD_COPY,
} from '@northdesk/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seen, toast } from './support/auth-flows.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { baseUrl, launchBrowser, newPage } from './support/browser.ts';
import { signInAsDemo } from './support/demo-sessions.ts';
import { demoEmail } from './support/fixtures.ts';

// What a new sales user tripped on in the first week (issue 18, item 6).
const stamp = Date.now();
let browser: Browser;
let session: { context: BrowserContext; page: Page };

beforeAll(async () => {
  browser = await launchBrowser();
  session = await newPage(browser);
  await signInAsDemo(session.page, demoEmail('super_admin'));
  await session.page.waitForURL(`${baseUrl()}/`);
});
afterAll(async () => {
  await session.context.close();
  await browser.close();
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function newCompany(page: Page, name: string): Promise<string> {
  const response = await page.request.post('/api/companies', { data: { name } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { company: { id: string } }).company.id;
}

describe('a sales team’s first week: the defects a new user found', () => {
  it('shows "Individual Contacts" as plain text, not a link to a missing company', async () => {
    const { page } = session;
    const created = await page.request.post('/api/contacts', {
      data: { firstName: 'Solo', lastName: `Buyer ${stamp}`, contactType: 'individual' },
    });
    const { contact } = (await created.json()) as { contact: { id: string } };
    await page.request.post('/api/activities', {
      data: { title: `Called Solo ${stamp}`, contactId: contact.id },
    });
    await page.goto('/activities');
    const item = page.getByRole('listitem').filter({ hasText: `Called Solo ${stamp}` });
    await seen(item.getByText('Individual Contacts', { exact: true }));
    expect(await item.getByRole('link', { name: 'Individual Contacts' }).count()).toBe(0);
    await seen(item.getByRole('link', { name: `Solo Buyer ${stamp}` }));
  });

  it('refuses a blank full name on /profile', async () => {
    const { page } = session;
    await page.goto('/profile');
    const name = page.getByLabel(ADMIN_COPY.fullNameLabel);
    await seen(name);
    await name.fill('   ');
    await page.getByRole('button', { name: ADMIN_COPY.saveProfile }).click();
    await seen(page.getByText(ADMIN_COPY.fullNameRequired));
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await toast(page, ADMIN_COPY.profileUpdated).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('warns before dropping unsaved permission edits, in the app and on unload', async () => {
    const { page } = session;
    await page.goto('/settings');
    // The first cell that can be edited (a super admin's levels are locked at full).
    const editable = page.locator('button[role="combobox"]:not([disabled])').first();
    await seen(editable);
    await editable.click();
    const current = await page.getByRole('option', { selected: true }).textContent();
    const other = current === ADMIN_COPY.accessLevelLabels.view ? 'full' : 'view';
    await page.getByRole('option', { name: ADMIN_COPY.accessLevelLabels[other], exact: true }).click();
    await seen(page.getByRole('button', { name: ADMIN_COPY.saveChanges(1) }));

    const unloadPrevented = await page.evaluate(
      () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true })),
    );
    expect(unloadPrevented).toBe(true);

    await page.getByRole('link', { name: ADMIN_COPY.returnToDashboard }).click();
    const ask = page.getByRole('alertdialog', { name: ADMIN_COPY.unsavedPermissionsTitle });
    await seen(ask);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await ask.getByRole('button', { name: ADMIN_COPY.stayOnPage }).click();
    expect(new URL(page.url()).pathname).toBe('/settings');
    await seen(page.getByRole('button', { name: ADMIN_COPY.saveChanges(1) }));

    await page.getByRole('link', { name: ADMIN_COPY.returnToDashboard }).click();
    await ask.getByRole('button', { name: ADMIN_COPY.leaveWithoutSaving }).click();
    await page.waitForURL(`${baseUrl()}/`);
  });

  it('shows the effective default access levels: super admins full, orders for every role', async () => {
    const { page } = session;
    await page.goto('/settings');
    await page.getByRole('tab', { name: ADMIN_COPY.tabCompanySettings }).click();
    await seen(page.getByText(ADMIN_COPY.defaultLevelsTitle));
    const cell = (section: string, role: string) =>
      page.getByRole('combobox', { name: `Default ${section} access for ${role}`, exact: true });
    for (const section of ['Orders', 'Customer Data', 'Financial Data', 'Companies']) {
      for (const role of ['Developer', 'Super Admin']) {
        expect(await cell(section, role).textContent(), `${section} ${role}`).toBe(
          ADMIN_COPY.accessLevelLabels.full,
        );
        expect(await cell(section, role).isDisabled()).toBe(true);
      }
    }
    expect(await cell('Orders', 'Operative').textContent()).toBe(ADMIN_COPY.accessLevelLabels.full);
    expect(await cell('Orders', 'Operative').isDisabled()).toBe(false);
    expect(await cell('Customer Data', 'Operative').textContent()).toBe(
      ADMIN_COPY.accessLevelLabels.no_access,
    );
    expect(await cell('Customer Data', 'Operative').isDisabled()).toBe(true);
  });

  it("serves the app's 404 page for a malformed page URL", async () => {
    const { page } = session;
    const response = await page.goto('/companies/%E0%A4%A');
    expect(response?.headers()['content-type']).toContain('text/html');
    await seen(page.getByRole('heading', { name: 'Oops! Page not found' }));
    expect(await page.getByText('"error"').count()).toBe(0);
  });

  it('uses the company picker with the keyboard alone: arrows, Enter and Escape', async () => {
    const { page } = session;
    await newCompany(page, `Keyboard Alpha ${stamp}`);
    await newCompany(page, `Keyboard Beta ${stamp}`);
    await page.goto('/activities');
    await page.getByRole('button', { name: ACTIVITIES_COPY.logActivity }).click();
    const dialog = page.getByRole('dialog', { name: ACTIVITIES_COPY.dialogTitle });
    const trigger = dialog.locator('#activity-company');
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    const search = page.getByRole('combobox', { name: CONTACTS_COPY.pickerSearchPlaceholder });
    await seen(search);
    await search.fill(`Keyboard ${stamp}`);
    await search.fill(`${stamp}`);
    const listbox = page.getByRole('listbox', { name: CONTACTS_COPY.pickerResults });
    await expect.poll(() => listbox.getByRole('option').count()).toBe(2);
    const selected = () => listbox.getByRole('option', { selected: true }).textContent();
    const first = await selected();
    await page.keyboard.press('ArrowDown');
    const second = await selected();
    expect(second).not.toBe(first);
    await page.keyboard.press('ArrowDown');
    expect(await selected()).toBe(first);
    await page.keyboard.press('ArrowUp');
    expect(await selected()).toBe(second);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await seen(trigger.getByText(second?.replace(/\s+$/, '') ?? '', { exact: false }));
    // Escape closes the list and leaves the dialog open.
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await seen(search);
    await page.keyboard.press('Escape');
    await listbox.waitFor({ state: 'hidden' });
    await seen(dialog);
  });

  it('places toasts where they cover none of the header controls', async () => {
    const { page } = session;
    await page.goto('/profile');
    await seen(page.getByLabel(ADMIN_COPY.fullNameLabel));
    await page.getByRole('button', { name: ADMIN_COPY.saveProfile }).click();
    const shown = await seen(toast(page, ADMIN_COPY.profileUpdated));
    const toastBox = await shown.first().boundingBox();
    const controls = page.getByRole('banner').locator('button, a');
    const count = await controls.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const box = await controls.nth(i).boundingBox();
      if (toastBox && box) expect(overlaps(toastBox, box), await controls.nth(i).innerHTML()).toBe(false);
    }
  });

  it('shows only the empty state on an empty Activities tab, never "0 of 0"', async () => {
    const { page } = session;
    const id = await newCompany(page, `Quiet Co ${stamp}`);
    await page.goto(`/companies/${id}`);
    await page.getByRole('tab', { name: COMPANIES_COPY.tabActivities(0) }).click();
    await seen(page.getByText(ACTIVITIES_COPY.empty));
    expect(await page.getByText(ACTIVITIES_COPY.shownOf(0, 0), { exact: true }).count()).toBe(0);
  });

  it('opens the ERP card in a new tab, signed in through the cross-app jump', async () => {
    const { page, context } = session;
    await context.route('https://erp.northdesk.app/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>ERP</title><h1>ERP</h1>' }),
    );
    await page.goto('/');
    const opened = context.waitForEvent('page');
    await page
      .getByRole('listitem')
      .filter({ hasText: CRM_DASHBOARD_COPY.cards.erp.title })
      .getByRole('button', { name: CRM_DASHBOARD_COPY.cards.erp.button })
      .click();
    const tab = await opened;
    await tab.waitForURL(/^https:\/\/erp\.northdesk\.app\/.*crossApp=/);
    expect(new URL(page.url()).pathname).toBe('/');
    await tab.close();
    await context.unroute('https://erp.northdesk.app/**');
  });
});

describe('a landscape tablet (900 × 700)', () => {
  it('starts with the sidebar collapsed to icons, and the toggle opens it', async () => {
    const tablet = await newPage(browser, { width: 900, height: 700 });
    try {
      await signInAsDemo(tablet.page, demoEmail('admin'));
      await tablet.page.waitForURL(`${baseUrl()}/`);
      const sidebar = tablet.page.locator('[data-slot="sidebar"][data-state]');
      await expect.poll(() => sidebar.getAttribute('data-state')).toBe('collapsed');
      await tablet.page.getByRole('button', { name: 'Toggle Sidebar' }).click();
      await expect.poll(() => sidebar.getAttribute('data-state')).toBe('expanded');
    } finally {
      await tablet.context.close();
    }
  });
});
