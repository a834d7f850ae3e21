import { ADMIN_COPY, AUTH_COPY } from '@northdesk/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seen, signInThroughUi, toast } from './support/auth-flows.ts';
import { baseUrl, launchBrowser, newPage, screenshot, waitForMail } from './support/browser.ts';
import { signInAsDemo } from './support/demo-sessions.ts';
import { demoEmail } from './support/fixtures.ts';

const COMPANY = 'Northwind Trading Ltd';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let browser: Browser;
let admin: { context: BrowserContext; page: Page };
let colleague: { context: BrowserContext; page: Page } | undefined;
const colleagueEmail = `colleague-${Date.now()}@e2e.test`;
const colleagueName = 'Cora Colleague';
const colleaguePassword = 'Cora-Joins-42';

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newPage(browser);
  await signInAsDemo(admin.page, demoEmail('super_admin'));
  await admin.page.waitForURL(`${baseUrl()}/`);
});
afterAll(async () => {
  await colleague?.context.close();
  await admin.context.close();
  await browser.close();
});

/** Picks an option of a Radix select by the select's accessible name. */
async function choose(page: Page, select: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option }).click();
}

async function openSettingsTab(page: Page, tab: string): Promise<void> {
  await page.goto('/settings');
  await page.getByRole('tab', { name: tab }).click();
}

describe('administration, as a new user would', () => {
  it('super admin invites a colleague; the mailed link lets them join the same company and sign in', async () => {
    const { page } = admin;
    await openSettingsTab(page, ADMIN_COPY.tabUserManagement);
    await page.locator('#invite-email').fill(colleagueEmail);
    await page.getByRole('button', { name: ADMIN_COPY.sendInvitation }).click();
    await seen(toast(page, ADMIN_COPY.invitationSent(colleagueEmail)));
    await seen(page.getByRole('cell', { name: colleagueEmail }));
    await screenshot(page, 'settings-user-management');

    const mail = await waitForMail(colleagueEmail, ADMIN_COPY.invitationMailSubject(COMPANY));
    expect(mail.link).toMatch(new RegExp(`^${baseUrl()}/invite/`));
    colleague = await newPage(browser);
    const invitee = colleague.page;
    await invitee.goto(mail.link);
    await seen(invitee.getByText(ADMIN_COPY.invitationDescription(COMPANY)));
    expect(await invitee.getByLabel('Email').inputValue()).toBe(colleagueEmail);
    await invitee.getByLabel('Full Name').fill(colleagueName);
    await invitee.getByLabel('Password', { exact: true }).fill('short');
    await invitee.getByLabel('Confirm Password').fill('short');
    await invitee.getByRole('button', { name: ADMIN_COPY.acceptInvitation }).click();
    await seen(invitee.getByText(ADMIN_COPY.passwordMinLength));
    await invitee.getByLabel('Password', { exact: true }).fill(colleaguePassword);
    await invitee.getByLabel('Confirm Password').fill(colleaguePassword);
    await screenshot(invitee, 'accept-invitation');
    await invitee.getByRole('button', { name: ADMIN_COPY.acceptInvitation }).click();
    await seen(toast(invitee, ADMIN_COPY.invitationAccepted));
    await invitee.waitForURL(`${baseUrl()}/auth`);

    await signInThroughUi(invitee, colleagueEmail, colleaguePassword);
    await invitee.waitForURL(`${baseUrl()}/`);
    await seen(invitee.getByText(COMPANY));
    await seen(invitee.getByText(colleagueName));

    // The link works once.
    const again = await browser.newPage();
    await again.goto(mail.link);
    await seen(again.getByText(ADMIN_COPY.invitationInvalid));
    await again.close();

    // The pending list no longer shows the accepted invitation.
    await openSettingsTab(page, ADMIN_COPY.tabUserManagement);
    await seen(page.getByRole('cell', { name: colleagueName }));
    expect(await page.getByRole('cell', { name: colleagueEmail, exact: true }).count()).toBe(1);
  });

  it('view-only on contacts: the colleague sees contacts without Add or Edit, and the API refuses a create', async () => {
    const { page } = admin;
    await page.goto('/settings');
    await choose(page, `Contacts access for ${colleagueName}`, 'View');
    const save = page.getByRole('button', { name: ADMIN_COPY.saveChanges(1) });
    await seen(save);
    await screenshot(page, 'settings-permissions-pending');
    await save.click();
    await seen(toast(page, ADMIN_COPY.permissionsUpdated));
    await page.getByRole('button', { name: /^Save Changes/ }).waitFor({ state: 'detached' });

    const invitee = colleague!.page;
    await invitee.goto('/contacts');
    await seen(invitee.getByRole('heading', { name: 'Contacts' }));
    await invitee.waitForLoadState('networkidle');
    expect(await invitee.getByRole('button', { name: 'Add Contact' }).count()).toBe(0);
    expect(await invitee.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    await screenshot(invitee, 'contacts-view-only');

    expect((await invitee.request.get('/api/contacts')).status()).toBe(200);
    const create = await invitee.request.post('/api/contacts', {
      data: { firstName: 'Blocked', lastName: 'Attempt' },
    });
    expect(create.status()).toBe(403);
  });

  it('super admin creates a user with a password; that user must change it at first sign-in', async () => {
    const { page } = admin;
    const email = `created-${Date.now()}@e2e.test`;
    await openSettingsTab(page, ADMIN_COPY.tabUserManagement);
    await page.getByRole('button', { name: ADMIN_COPY.createUserButton }).click();
    await seen(page.getByText(ADMIN_COPY.fullNameRequired));
    await page.locator('#create-user-name').fill('Carl Created');
    await page.locator('#create-user-email').fill(email);
    await page.locator('#create-user-password').fill('12345');
    await page.getByRole('button', { name: ADMIN_COPY.createUserButton }).click();
    await seen(page.getByText(ADMIN_COPY.passwordTooShort));
    await page.locator('#create-user-password').fill('first-pass');
    await page.getByRole('button', { name: ADMIN_COPY.createUserButton }).click();
    await seen(toast(page, ADMIN_COPY.userCreated('Carl Created')));
    await seen(page.getByRole('cell', { name: email }));
    // Listed as not signed in yet until the person signs in with the password they were given.
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: email }) });
    await seen(row.getByText(ADMIN_COPY.pendingBadge));

    const created = await newPage(browser);
    await signInThroughUi(created.page, email, 'first-pass');
    const dialog = created.page.getByRole('dialog', { name: AUTH_COPY.passwordDialogForcedTitle });
    await seen(dialog);
    await dialog.getByLabel(AUTH_COPY.newPasswordLabel).fill('carl-own-secret');
    await dialog.getByLabel(AUTH_COPY.confirmPasswordLabel).fill('carl-own-secret');
    await dialog.getByRole('button', { name: AUTH_COPY.updatePassword }).click();
    await seen(toast(created.page, AUTH_COPY.passwordUpdated));
    await dialog.waitFor({ state: 'hidden' });
    await created.context.close();

    await openSettingsTab(page, ADMIN_COPY.tabUserManagement);
    await seen(page.getByRole('cell', { name: email }));
    expect(await row.getByText(ADMIN_COPY.pendingBadge).count()).toBe(0);
  });

  it('company details with a logo and two addresses are saved and shown after reload', async () => {
    const { page } = admin;
    await page.goto('/company');
    await seen(page.getByRole('heading', { name: ADMIN_COPY.companyDetailsTitle, exact: true }).first());
    const legalName = page.getByLabel(ADMIN_COPY.legalNameLabel);
    await seen(legalName);
    expect(await legalName.inputValue()).toBe(COMPANY);

    const removeButtons = page.getByRole('button', { name: ADMIN_COPY.removeAddress });
    while ((await removeButtons.count()) > 0) await removeButtons.first().click();

    await page
      .locator('#company-logo-file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await seen(toast(page, ADMIN_COPY.pleaseSelectImage));
    await page
      .locator('#company-logo-file')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await seen(toast(page, ADMIN_COPY.logoUploaded));

    await page.getByRole('button', { name: ADMIN_COPY.addAddress }).click();
    await page.getByRole('button', { name: ADMIN_COPY.addAddress }).click();
    expect(await page.locator('#address-0-type').inputValue()).toBe('Head Office');
    expect(await page.locator('#address-0-country').inputValue()).toBe('United Kingdom');
    await page.locator('#address-0-line1').fill('12 Harbour Street');
    await page.locator('#address-0-city').fill('Bristol');
    await page.locator('#address-0-postcode').fill('BS1 4RN');
    await page.locator('#address-1-type').fill('Warehouse');
    await page.locator('#address-1-line1').fill('3 Dock Road');
    await page.locator('#address-1-city').fill('Avonmouth');
    await page.locator('#address-1-postcode').fill('BS11 9AA');
    await page.getByRole('button', { name: ADMIN_COPY.saveCompanyDetails }).click();
    await seen(toast(page, ADMIN_COPY.companyDetailsSaved));

    await page.reload();
    await seen(page.locator('#address-1-line1'));
    expect(await page.locator('#address-0-line1').inputValue()).toBe('12 Harbour Street');
    expect(await page.locator('#address-1-type').inputValue()).toBe('Warehouse');
    expect(await page.locator('#address-1-line1').inputValue()).toBe('3 Dock Road');
    expect(await page.locator('#address-2-line1').count()).toBe(0);
    const logo = page.getByRole('img', { name: ADMIN_COPY.logoLabel });
    await seen(logo);
    expect(await logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await seen(page.getByText(COMPANY).first());
    await screenshot(page, 'company-details');
  });

  it('the colleague sets a line manager on their profile', async () => {
    const invitee = colleague!.page;
    await invitee.goto('/profile');
    await seen(invitee.getByRole('heading', { name: ADMIN_COPY.profileTitle }));
    expect(await invitee.getByLabel(ADMIN_COPY.emailLabel).inputValue()).toBe(colleagueEmail);
    await invitee.getByLabel(ADMIN_COPY.positionLabel).fill('Account Manager');
    await choose(invitee, ADMIN_COPY.lineManagerLabel, /Sam Superadmin/);
    await invitee.getByRole('button', { name: ADMIN_COPY.saveProfile }).click();
    await seen(toast(invitee, ADMIN_COPY.profileUpdated));
    await invitee.reload();
    await seen(
      invitee
        .getByRole('combobox', { name: ADMIN_COPY.lineManagerLabel })
        .filter({ hasText: 'Sam Superadmin' }),
    );
    expect(await invitee.getByLabel(ADMIN_COPY.positionLabel).inputValue()).toBe('Account Manager');
    await screenshot(invitee, 'profile');
  });
});
