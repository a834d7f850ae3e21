import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_COPY, AUTH_COPY, HUBSPOT_COPY, type HubspotStatus, SHELL_COPY } from '@northdesk/shared';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { api, apiDelete, checkState, checkSurface, type Findings, pageSettled } from './a11y-sweep.ts';
import { baseUrl, newPage } from './browser.ts';
import { signInAsDemo } from './demo-sessions.ts';
import { demoEmail } from './fixtures.ts';

// The account and administration dialogs of the sweep: the ones that need another person (a
// developer, a user at first sign-in), a new deploy, or a state the demo tenant does not have.

/** The worker the server under test serves (the production build, as global-setup finds it). */
const SERVICE_WORKER_FILE = path.join(
  process.env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../apps/web/dist'),
  'sw.js',
);
const stamp = Date.now();

/** "Select Company": only a developer has it (the role the admin CLI alone grants, shared session). */
async function switchCompany(browser: Browser, findings: Findings): Promise<void> {
  const { context, page } = await newPage(browser);
  try {
    await signInAsDemo(page, demoEmail('developer'));
    await pageSettled(page, 'CRM Dashboard');
    await checkSurface(
      page,
      '/ · user menu · Switch Company (developer)',
      async () => {
        await page.getByRole('button', { name: SHELL_COPY.userMenu }).click();
        await page.getByRole('menuitem', { name: SHELL_COPY.switchCompany }).click();
      },
      page.getByRole('dialog', { name: SHELL_COPY.selectCompanyTitle }),
      findings,
    );
  } finally {
    await context.close();
  }
}

/**
 * User Management's two confirmations (remove a user, cancel an invitation), on a user and an
 * invitation of the sweep's own; then that user's first sign-in, where a new password is forced.
 */
async function usersAndFirstSignIn(browser: Browser, office: Page, findings: Findings): Promise<void> {
  const fullName = `Firstlogin Sweep ${stamp}`;
  const email = `a11y-forced-${stamp}@e2e.test`;
  const password = `first-pass-${stamp}`;
  const invited = `a11y-invited-${stamp}@e2e.test`;
  const { user } = await api<{ user: { id: string } }>(office, 'POST', '/api/settings/users', {
    fullName,
    email,
    password,
    role: 'operative',
  });
  const { invitation } = await api<{ invitation: { id: string } }>(
    office,
    'POST',
    '/api/settings/invitations',
    {
      email: invited,
      role: 'operative',
    },
  );
  try {
    await office.goto('/settings');
    await pageSettled(office, 'Settings');
    await office.getByRole('tab', { name: ADMIN_COPY.tabUserManagement }).click();
    await checkSurface(
      office,
      '/settings · User Management · Remove user',
      () => office.getByRole('button', { name: `${ADMIN_COPY.removeUser} ${fullName}` }).click(),
      office.getByRole('alertdialog', { name: ADMIN_COPY.removeUserTitle }),
      findings,
    );
    await checkSurface(
      office,
      '/settings · User Management · Cancel invitation',
      () => office.getByRole('button', { name: `${ADMIN_COPY.cancelInvitation} ${invited}` }).click(),
      office.getByRole('alertdialog', { name: ADMIN_COPY.deleteInvitationTitle }),
      findings,
    );

    // Not a demo user: signing in through the API (as the sign-in page does) is not rate limited here.
    const { context, page } = await newPage(browser);
    try {
      await api(page, 'POST', '/api/account/sign-in', { email, password });
      await page.goto('/');
      const dialog = page.getByRole('dialog', { name: AUTH_COPY.passwordDialogForcedTitle });
      await dialog.waitFor({ state: 'visible', timeout: 30_000 });
      await checkState(page, '/ · Password Change Required (first sign-in)', findings);
      // Forced: Escape leaves it open.
      await page.keyboard.press('Escape');
      expect(await dialog.isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  } finally {
    await apiDelete(office, `/api/settings/invitations/${invitation.id}`);
    await apiDelete(office, `/api/settings/users/${user.id}`);
  }
}

/** An unsaved permission edit on /settings, then a link away: "Leave without saving?". */
async function unsavedChanges(office: Page, findings: Findings): Promise<void> {
  await office.goto('/settings');
  await pageSettled(office, 'Settings');
  // The first cell that can be edited (a super admin's levels are locked at full).
  const editable = office.locator('button[role="combobox"]:not([disabled])').first();
  await editable.click();
  const current = await office.getByRole('option', { selected: true }).textContent();
  const other = current === ADMIN_COPY.accessLevelLabels.view ? 'full' : 'view';
  await office.getByRole('option', { name: ADMIN_COPY.accessLevelLabels[other], exact: true }).click();
  await office.getByRole('button', { name: ADMIN_COPY.saveChanges(1) }).waitFor();
  const ask = office.getByRole('alertdialog', { name: ADMIN_COPY.unsavedPermissionsTitle });
  await checkSurface(
    office,
    '/settings · unsaved permission edits · Leave without saving?',
    () => office.getByRole('link', { name: ADMIN_COPY.returnToDashboard }).click(),
    ask,
    findings,
    () => ask.getByRole('button', { name: ADMIN_COPY.stayOnPage }).click(),
  );
  // Drop the edit: nothing of the demo tenant's permissions changes.
  await office.getByRole('link', { name: ADMIN_COPY.returnToDashboard }).click();
  await ask.getByRole('button', { name: ADMIN_COPY.leaveWithoutSaving }).click();
  await pageSettled(office, 'CRM Dashboard');
}

/**
 * "App Update Available": a new deploy (the same worker with another build version, as shell.e2e
 * makes one) seen by a fresh window; Later dismisses it, and the deployed worker is put back.
 */
async function appUpdate(browser: Browser, findings: Findings): Promise<void> {
  const { context, page } = await newPage(browser);
  const deployed = fs.readFileSync(SERVICE_WORKER_FILE, 'utf8');
  try {
    await page.goto('/auth');
    await pageSettled(page, 'Welcome');
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
      .toBe(true);
    fs.writeFileSync(SERVICE_WORKER_FILE, deployed.replace(/"version":"[^"]+"/, '"version":"a11y-next"'));
    const dialog = page.getByRole('dialog', { name: SHELL_COPY.updateTitle });
    await checkSurface(
      page,
      '/auth · App Update Available',
      async () => {
        // The app checks for a new worker when its window gets the focus back.
        await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      },
      dialog,
      findings,
      () => dialog.getByRole('button', { name: SHELL_COPY.updateLater }).click(),
    );
  } finally {
    fs.writeFileSync(SERVICE_WORKER_FILE, deployed);
    await context.close();
  }
}

/**
 * HubSpot's Disconnect confirmation on /crm-settings. The demo tenant is not connected (a real
 * connection would sync into it), so this window alone is told it is: the dialog is the page's own.
 */
async function hubspotDisconnect(office: Page, findings: Findings): Promise<void> {
  const connected: HubspotStatus = {
    connected: true,
    tokenMasked: '••••0001',
    portalId: '1234567',
    lastSyncAt: new Date().toISOString(),
    lastResult: 'completed',
    lastError: null,
    nextAutoSyncAt: null,
    activeJobId: null,
    runs: [],
  };
  const url = `${baseUrl()}/api/hubspot/integration`;
  await office.route(url, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: { status: connected } }) : route.fallback(),
  );
  try {
    await office.goto('/crm-settings');
    await pageSettled(office, 'CRM Settings');
    await checkSurface(
      office,
      '/crm-settings · HubSpot · Disconnect',
      () => office.getByRole('button', { name: HUBSPOT_COPY.disconnect, exact: true }).click(),
      office.getByRole('alertdialog', { name: HUBSPOT_COPY.disconnect }),
      findings,
    );
  } finally {
    await office.unroute(url);
  }
}

/** The sidebar of a desktop window narrower than 768 px: a sheet opened from the header. */
async function mobileSidebar(office: Page, findings: Findings): Promise<void> {
  const size = office.viewportSize() ?? { width: 1280, height: 800 };
  await office.setViewportSize({ width: 700, height: 800 });
  try {
    await office.goto('/');
    await pageSettled(office, 'CRM Dashboard');
    await checkSurface(
      office,
      '/ at 700 px · sidebar sheet',
      () => office.getByRole('button', { name: 'Toggle Sidebar' }).click(),
      office.getByRole('dialog', { name: 'Sidebar' }),
      findings,
    );
  } finally {
    await office.setViewportSize(size);
  }
}

/** Opens each account and administration dialog and checks it. */
export async function checkAccountDialogs(
  pages: { browser: Browser; office: Page },
  findings: Findings,
): Promise<void> {
  const { browser, office } = pages;
  await switchCompany(browser, findings);
  await usersAndFirstSignIn(browser, office, findings);
  await unsavedChanges(office, findings);
  await hubspotDisconnect(office, findings);
  await mobileSidebar(office, findings);
  await appUpdate(browser, findings);
}
