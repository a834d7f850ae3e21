import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_COPY, AUTH_COPY, SHELL_COPY } from '@northdesk/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seen, signInThroughUi, toast } from './support/auth-flows.ts';
import {
  baseUrl,
  hasHorizontalOverflow,
  launchBrowser,
  newPage,
  screenshot,
  touchDevice,
} from './support/browser.ts';
import { demoEmail, demoPassword } from './support/fixtures.ts';

type Role = Parameters<typeof demoEmail>[0];
type Viewport = { width: number; height: number };
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const DESKTOP: Viewport = { width: 1280, height: 800 };
const PHONE: Viewport = { width: 390, height: 844 };
const DEMO_TENANT = 'Northwind Trading Ltd';
/** The worker the server under test serves (the production build). */
const SERVICE_WORKER_FILE = path.resolve(import.meta.dirname, '../apps/web/dist/sw.js');
const FIXTURE_TENANT = 'E2E Fixtures Ltd';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Signs a demo user in through the real /auth page and waits for the page sign-in leads to. */
async function signIn(role: Role, viewport: Viewport = DESKTOP, touch = false) {
  const { context, page } = await newPage(browser, viewport, { touch });
  await signInThroughUi(page, demoEmail(role), demoPassword());
  await page.waitForURL((url) => url.pathname !== '/auth');
  return { context, page };
}

/** Another window of an already signed-in user (sign-in is rate limited per email). */
async function sameUserIn(state: StorageState, viewport: Viewport, touch = false) {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    ...(touch ? touchDevice(viewport) : { viewport }),
    storageState: state,
  });
  return { context, page: await context.newPage() };
}

const banner = (page: Page) => page.getByRole('banner');
const bell = (page: Page) => page.getByRole('button', { name: SHELL_COPY.notificationsButton });
/** The badge a person sees on the bell ('' when there is none). */
const badgeText = async (page: Page) => ((await bell(page).textContent()) ?? '').trim();

describe('application shell, as the people who use it see it', () => {
  it('an operative is denied System Settings and Company Details inside the shell', async () => {
    const { context, page } = await signIn('operative');
    await seen(banner(page).getByText(DEMO_TENANT));
    expect(await page.getByRole('link', { name: 'System Settings' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: SHELL_COPY.settingsMenu }).count()).toBe(0);

    // Settings and Company Details show their own Access Denied texts (docs/product/shell.md).
    await page.goto('/settings');
    await seen(page.getByText(ADMIN_COPY.settingsAccessDenied));
    await seen(banner(page).getByText(SHELL_COPY.appTitle));
    await seen(page.getByRole('link', { name: 'CRM Dashboard' }));
    await page.goto('/company');
    await seen(page.getByText(ADMIN_COPY.companyDetailsAccessDenied));

    await page.getByRole('button', { name: SHELL_COPY.userMenu }).click();
    await seen(page.getByRole('menuitem', { name: SHELL_COPY.userProfile }));
    expect(await page.getByRole('menuitem', { name: SHELL_COPY.switchCompany }).count()).toBe(0);
    await context.close();
  });

  describe('a developer on a desktop', () => {
    let context: BrowserContext;
    let page: Page;
    let state: StorageState;

    beforeAll(async () => {
      ({ context, page } = await signIn('developer'));
      state = await context.storageState();
    });
    afterAll(() => context.close());

    it('sees the sidebar, header and dashboard, and goes back along the breadcrumb', async () => {
      await page.goto('/');
      await seen(page.getByRole('heading', { level: 1, name: 'CRM Dashboard' }));
      await seen(page.getByText('System status'));
      await seen(banner(page).getByText(SHELL_COPY.appTitle));
      await seen(banner(page).getByText(DEMO_TENANT));
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      for (const group of ['Customer Management', 'Sales Management', 'Reports & Analytics']) {
        await seen(nav.getByText(group));
      }
      expect(await nav.getByRole('link', { name: 'CRM Dashboard' }).getAttribute('aria-current')).toBe(
        'page',
      );
      const home = nav.getByRole('link', { name: /^Home/ });
      expect(await home.getAttribute('href')).toBe('https://northdesk.app');
      expect(await home.getAttribute('target')).toBe('_blank');
      await seen(nav.getByRole('link', { name: 'System Settings' }));
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await screenshot(page, 'shell-desktop-dashboard');

      await nav.getByRole('link', { name: 'Companies' }).click();
      await seen(page.getByRole('heading', { level: 1, name: 'Companies' }));
      expect(await nav.getByRole('link', { name: 'Companies' }).getAttribute('aria-current')).toBe('page');
      expect(await nav.getByRole('link', { name: 'CRM Dashboard' }).getAttribute('aria-current')).toBeNull();
      await nav.getByRole('link', { name: 'Deals' }).click();
      await seen(page.getByRole('heading', { level: 1, name: 'Deals' }));
      await nav.getByRole('link', { name: 'Quotes' }).click();
      await page.getByRole('button', { name: 'Back to Deals' }).click();
      await page.waitForURL(`${baseUrl()}/deals`);
      await page.getByRole('button', { name: 'Back to Companies' }).click();
      await page.waitForURL(`${baseUrl()}/companies`);

      await page.getByRole('button', { name: SHELL_COPY.settingsMenu }).click();
      await seen(page.getByRole('menuitem', { name: SHELL_COPY.companyDetails }));
      await page.getByRole('menuitem', { name: SHELL_COPY.settings }).click();
      await seen(page.getByRole('heading', { level: 1, name: 'Settings' }));

      // The built-in chat is always there: the header opens its window, which offers Connect (Slack).
      await page.getByRole('button', { name: SHELL_COPY.chatOpen }).click();
      const chatWindow = page.getByRole('dialog', { name: 'Chat' });
      await chatWindow.getByRole('button', { name: SHELL_COPY.chatConnect }).click();
      const chat = page.getByRole('dialog', { name: SHELL_COPY.chatConnectionTitle });
      await seen(chat.getByText(SHELL_COPY.chatNotConnected));
      await page.keyboard.press('Escape');
      await chat.waitFor({ state: 'hidden' });
      await chatWindow.getByRole('button', { name: 'Close chat' }).click();
      await chatWindow.waitFor({ state: 'hidden' });
    });

    it('collapses the sidebar with Ctrl+B and keeps it collapsed after a reload', async () => {
      await page.goto('/');
      const toggle = page.getByRole('button', { name: 'Toggle Sidebar' });
      await seen(toggle);
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      const sidebarWidth = async () =>
        (await page.locator('[data-slot="sidebar-container"]').boundingBox())?.width ?? 0;
      expect(await sidebarWidth()).toBeGreaterThan(200);

      await page.keyboard.press('Control+b');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(sidebarWidth).toBeLessThan(60);

      await page.reload();
      await seen(page.getByRole('heading', { level: 1, name: 'CRM Dashboard' }));
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await sidebarWidth()).toBeLessThan(60);
      expect(await hasHorizontalOverflow(page)).toBe(false);

      await page.keyboard.press('Control+b');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    });

    it('switches company, and the tenant name changes in both open tabs without a reload', async () => {
      const other = await context.newPage();
      await other.goto('/companies');
      // The tab a person works in is in front (background tabs get throttled animation frames).
      await page.bringToFront();
      await page.goto('/');
      await seen(banner(page).getByText(DEMO_TENANT));
      await seen(banner(other).getByText(DEMO_TENANT));
      const tenants = (await (await page.request.get('/api/tenants')).json()) as {
        companies: { id: string; displayName: string }[];
      };
      const demoTenant = tenants.companies.find((c) => c.displayName === DEMO_TENANT);
      expect(demoTenant).toBeDefined();

      try {
        await page.getByRole('button', { name: SHELL_COPY.userMenu }).click();
        await page.getByRole('menuitem', { name: SHELL_COPY.switchCompany }).click();
        const dialog = page.getByRole('dialog', { name: SHELL_COPY.selectCompanyTitle });
        const switchButton = dialog.getByRole('button', { name: SHELL_COPY.switchButton, exact: true });
        await seen(dialog.getByRole('radio', { name: FIXTURE_TENANT }));
        // The current company is preselected: nothing to switch to yet.
        expect(await dialog.getByRole('radio', { name: DEMO_TENANT }).isChecked()).toBe(true);
        expect(await switchButton.isDisabled()).toBe(true);

        await dialog.getByRole('radio', { name: FIXTURE_TENANT }).check();
        expect(await switchButton.isEnabled()).toBe(true);
        await switchButton.click();
        await seen(toast(page, SHELL_COPY.companySwitched));
        await dialog.waitFor({ state: 'hidden' });
        await seen(banner(page).getByText(FIXTURE_TENANT));
        await seen(banner(other).getByText(FIXTURE_TENANT));
        expect(await banner(other).getByText(DEMO_TENANT).count()).toBe(0);
      } finally {
        // Other suites expect the developer in the demo tenant.
        const back = await page.request.post('/api/account/company', { data: { companyId: demoTenant?.id } });
        expect(back.status()).toBe(200);
      }
      // The server's account event brings both tabs back as well.
      await seen(banner(page).getByText(DEMO_TENANT));
      await seen(banner(other).getByText(DEMO_TENANT));
      await other.close();
    });

    it('keeps the desktop layout on a tablet held sideways, without sideways scrolling', async () => {
      const tablet = await sameUserIn(state, { width: 1000, height: 768 });
      await tablet.page.goto('/');
      await seen(tablet.page.getByRole('heading', { level: 1, name: 'CRM Dashboard' }));
      expect(await hasHorizontalOverflow(tablet.page)).toBe(false);
      await tablet.context.close();

      const narrow = await sameUserIn(state, { width: 768, height: 600 });
      await narrow.page.goto('/');
      await seen(narrow.page.getByRole('heading', { level: 1, name: 'CRM Dashboard' }));
      expect(await hasHorizontalOverflow(narrow.page)).toBe(false);
      await narrow.context.close();
    });
  });

  it('shows a new notification live in the bell, and "Mark all as read" clears the badge', async () => {
    const { context, page } = await signIn('super_admin');
    await page.request.post('/api/notifications/read-all', { data: {} });
    await page.goto('/');
    await seen(bell(page));
    await expect.poll(() => badgeText(page)).toBe('');

    const created = await page.request.post('/api/notifications', {
      data: { title: 'Shipment arrived', message: 'Container MSKU 123 is at the Leeds depot.' },
    });
    expect(created.status()).toBe(201);
    await expect.poll(() => badgeText(page)).toBe('1');

    await bell(page).click();
    const list = page.getByRole('list', { name: SHELL_COPY.notificationsTitle });
    await seen(list.getByText('Shipment arrived'));
    await seen(list.getByText('Container MSKU 123 is at the Leeds depot.'));
    await seen(list.getByText('just now'));

    // Arrives while the list is open.
    await page.request.post('/api/notifications', {
      data: {
        title: 'Holiday approved',
        message: 'Your holiday from 4 to 8 May was approved.',
        type: 'holiday_decision',
      },
    });
    await seen(list.getByText('Holiday approved'));
    await expect.poll(() => badgeText(page)).toBe('2');
    await screenshot(page, 'shell-notifications');

    await page.getByRole('button', { name: SHELL_COPY.markAllRead }).click();
    await seen(toast(page, SHELL_COPY.allMarkedRead));
    await expect.poll(() => badgeText(page)).toBe('');

    // A holiday notification leads to /holidays (its requests and decisions: e2e/holidays.e2e.ts).
    await list.getByRole('button', { name: /Holiday approved/ }).click();
    await page.waitForURL(`${baseUrl()}/holidays`);
    await seen(page.getByRole('heading', { level: 1, name: SHELL_COPY.holidaysTitle }));

    // Deleting removes it from the list.
    await bell(page).click();
    const shipment = list.getByRole('listitem').filter({ hasText: 'Shipment arrived' });
    await shipment.getByRole('button', { name: SHELL_COPY.deleteNotification }).click();
    await shipment.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');

    // More than nine unread read "9+".
    for (let i = 1; i <= 10; i++) {
      await page.request.post('/api/notifications', { data: { title: `Order ${i} packed` } });
    }
    await expect.poll(() => badgeText(page)).toBe('9+');
    await page.request.post('/api/notifications/read-all', { data: {} });
    await expect.poll(() => badgeText(page)).toBe('');
    await context.close();
  });

  it('on a phone, the dashboard becomes the mobile home with a bottom navigation', async () => {
    const { context, page } = await signIn('admin', PHONE, true);
    await page.waitForURL(`${baseUrl()}/mobile-home`);
    const tabs = page.getByRole('navigation', { name: 'Mobile navigation' });
    await seen(tabs);
    await toast(page, AUTH_COPY.signedIn).waitFor({ state: 'hidden', timeout: 10_000 });
    for (const tab of ['Stock Tracking', 'Goods Receipt', 'Photos', 'Unknown Goods']) {
      await seen(tabs.getByRole('link', { name: tab }));
    }
    await seen(bell(page));
    expect(await page.getByRole('button', { name: 'Toggle Sidebar' }).count()).toBe(0);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await screenshot(page, 'shell-phone-mobile-home');

    await page.goto('/');
    await page.waitForURL(`${baseUrl()}/mobile-home`);
    await page.goto('/companies');
    await page.waitForURL(`${baseUrl()}/mobile-home`);

    await tabs.getByRole('link', { name: 'Goods Receipt' }).click();
    await page.waitForURL(`${baseUrl()}/mobile-receipt`);
    await seen(page.getByRole('heading', { level: 1, name: 'Goods Receipt' }));
    expect(await tabs.getByRole('link', { name: 'Goods Receipt' }).getAttribute('aria-current')).toBe('page');
    expect(await hasHorizontalOverflow(page)).toBe(false);

    const state = await context.storageState();
    await context.close();

    const tablet = await sameUserIn(state, { width: 768, height: 1024 }, true);
    await tablet.page.goto('/');
    await tablet.page.waitForURL(`${baseUrl()}/mobile-home`);
    await seen(tablet.page.getByRole('navigation', { name: 'Mobile navigation' }));
    expect(await hasHorizontalOverflow(tablet.page)).toBe(false);
    await tablet.context.close();
  });

  it('offers "App Update Available" when a new version is deployed, and Update Now switches to it', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/auth');
    const controlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null);
    await expect.poll(controlled, { timeout: 10_000 }).toBe(true);
    const askWorker = () =>
      page.evaluate(
        () =>
          new Promise<unknown>((resolve) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = (event) => resolve(event.data);
            navigator.serviceWorker.controller?.postMessage({ type: 'CHECK_UPDATE' }, [channel.port2]);
          }),
      );
    expect(await askWorker()).toMatchObject({ type: 'CHECK_UPDATE_RESULT', hasUpdate: false });
    const cacheNames = () => page.evaluate(() => caches.keys());
    expect((await cacheNames()).some((name) => name.startsWith('northdesk-shell-'))).toBe(true);

    const deployed = fs.readFileSync(SERVICE_WORKER_FILE, 'utf8');
    const dialog = page.getByRole('dialog', { name: SHELL_COPY.updateTitle });
    try {
      // A new deploy: the same worker with another build version.
      fs.writeFileSync(SERVICE_WORKER_FILE, deployed.replace(/"version":"[^"]+"/, '"version":"e2e-next"'));
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await seen(dialog);
      await seen(dialog.getByText('Version e2e-next'));
      expect(await askWorker()).toMatchObject({ type: 'CHECK_UPDATE_RESULT', hasUpdate: true });

      await dialog.getByRole('button', { name: SHELL_COPY.updateLater }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await page.waitForTimeout(500);
      expect(await dialog.isVisible()).toBe(false);

      // The next visit offers it again; Update Now lets the new worker take over and reloads.
      await page.reload();
      await seen(dialog);
      await Promise.all([
        page.waitForEvent('load'),
        dialog.getByRole('button', { name: SHELL_COPY.updateNow }).click(),
      ]);
      await expect.poll(controlled).toBe(true);
      expect(await askWorker()).toMatchObject({ type: 'CHECK_UPDATE_RESULT', hasUpdate: false });
      expect(await cacheNames()).toContain('northdesk-shell-e2e-next');
      expect(await dialog.isVisible()).toBe(false);

      // Offline, the worker still serves the app from its cache.
      await context.setOffline(true);
      await page.reload();
      await seen(page.getByRole('tab', { name: AUTH_COPY.signInTab }));
      await context.setOffline(false);
    } finally {
      fs.writeFileSync(SERVICE_WORKER_FILE, deployed);
    }
    await context.close();
  });

  it('an unknown path shows the 404 page with a link home', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/no/such/page');
    await seen(page.getByRole('heading', { name: SHELL_COPY.notFoundTitle }));
    await seen(page.getByRole('link', { name: SHELL_COPY.notFoundLink }));
    await context.close();
  });
});
