import {
  ACTIVITIES_COPY,
  AUTH_COPY,
  CONTACTS_COPY,
  CRM_DASHBOARD_COPY,
  DASHBOARD_CARD_IDS,
} from '@northdesk/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seen, signInThroughUi, toast } from './support/auth-flows.ts';
import {
  baseUrl,
  hasHorizontalOverflow,
  launchBrowser,
  newPage,
  screenshot,
  waitForMail,
} from './support/browser.ts';

const stamp = Date.now();
const EMAIL = `contacts-${stamp}@e2e.test`;
const PASSWORD = 'Contacts-Pass-42!';
const DOMAIN = `acme-${stamp}.test`;
const COMPANY = 'Acme Trading';

let browser: Browser;
let context: BrowserContext;
let page: Page;

/** Signs up a brand-new company and user, verifies the email from the outbox, signs in. */
async function signUpNewUser(): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('tabpanel', { name: 'Sign Up' });
  await form.getByLabel('Full Name').fill('Carla Contacts');
  await form.getByLabel('Company Name').fill(`Contacts Co ${stamp}`);
  await form.getByLabel('Email').fill(EMAIL);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await seen(toast(page, AUTH_COPY.accountCreated));
  const mail = await waitForMail(EMAIL, 'Verify your email for Northdesk');
  await page.goto(mail.link);
  await seen(toast(page, AUTH_COPY.emailVerified));
  await signInThroughUi(page, EMAIL, PASSWORD);
  await page.waitForURL(`${baseUrl()}/`);
}

const dialog = () => page.getByRole('dialog');
/** The company picker of the Add/Edit Contact form (a button labelled "Company"). */
const picker = () => dialog().locator('#contact-company-picker');
const row = (name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

async function openAddContact(): Promise<void> {
  await page.getByRole('button', { name: CONTACTS_COPY.addContact }).click();
  await seen(dialog().getByRole('heading', { name: CONTACTS_COPY.addTitle }));
}

/** Searches the contacts list and waits for the debounced request to answer. */
async function search(text: string): Promise<void> {
  const answered = page.waitForResponse(
    (r) =>
      r.url().includes('/api/contacts?') && new URL(r.url()).searchParams.get('search') === (text || null),
  );
  await page.getByRole('searchbox', { name: CONTACTS_COPY.searchLabel }).fill(text);
  if (text) await answered;
  await page.getByText(CONTACTS_COPY.typing).waitFor({ state: 'hidden' });
}

/** The dashboard's card order as shown. */
const cardOrder = (p: Page) =>
  p.locator('[data-card-id]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-card-id')));

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser));
  await signUpNewUser();
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

describe('contacts, activities and the dashboard, as a new user would', () => {
  it('adds a business contact whose email domain matches a company and sees it auto-linked', async () => {
    await page.goto('/contacts');
    await seen(page.getByRole('heading', { level: 1, name: CONTACTS_COPY.title }));
    await seen(page.getByText(CONTACTS_COPY.noContacts));

    // First contact: creates the customer company from the picker.
    await openAddContact();
    await dialog().getByLabel(CONTACTS_COPY.firstName).fill('Ann');
    await dialog().getByLabel(CONTACTS_COPY.lastName).fill('Alpha');
    await picker().click();
    await page.getByLabel(CONTACTS_COPY.pickerSearchPlaceholder).fill('A');
    await seen(page.getByText(CONTACTS_COPY.pickerMinChars));
    await page.getByLabel(CONTACTS_COPY.pickerSearchPlaceholder).fill(COMPANY);
    await page.getByRole('button', { name: CONTACTS_COPY.pickerCreate(COMPANY) }).click();
    const customer = page.getByRole('dialog', { name: CONTACTS_COPY.newCustomerTitle });
    await customer.getByLabel(CONTACTS_COPY.website).fill(DOMAIN);
    await customer.getByRole('button', { name: CONTACTS_COPY.createCustomer }).click();
    await seen(toast(page, CONTACTS_COPY.customerCreated));
    await seen(picker().getByText(COMPANY));
    await dialog().getByRole('button', { name: CONTACTS_COPY.create }).click();
    await seen(toast(page, CONTACTS_COPY.contactCreated));

    // Second contact: the email's domain links the company by itself.
    await openAddContact();
    await dialog().getByLabel(CONTACTS_COPY.firstName).fill('Bea');
    await dialog().getByLabel(CONTACTS_COPY.lastName).fill('Business');
    await dialog().getByLabel(CONTACTS_COPY.jobTitle).fill('Head Buyer');
    await dialog().getByLabel(CONTACTS_COPY.email).fill(`bea@${DOMAIN}`);
    await seen(dialog().getByText(CONTACTS_COPY.autoLinked(COMPANY)));
    await seen(picker().getByText(COMPANY));
    await screenshot(page, 'contacts-auto-linked');
    await dialog().getByRole('button', { name: CONTACTS_COPY.create }).click();
    await seen(toast(page, CONTACTS_COPY.contactCreated));
    await seen(row('Bea Business').getByText('Business', { exact: true }));
    await seen(row('Bea Business').getByText(COMPANY));
  });

  it('adds a gmail contact and sees it become an individual', async () => {
    await openAddContact();
    await dialog().getByLabel(CONTACTS_COPY.firstName).fill('Gary');
    await dialog().getByLabel(CONTACTS_COPY.lastName).fill('Gmail');
    await dialog().getByLabel(CONTACTS_COPY.email).fill(`gary.${stamp}@gmail.com`);
    const individual = dialog().getByRole('radio', { name: CONTACTS_COPY.contactTypes.individual });
    await expect.poll(() => individual.getAttribute('aria-checked')).toBe('true');
    await seen(dialog().getByText(CONTACTS_COPY.individualHint));
    await dialog().getByRole('button', { name: CONTACTS_COPY.create }).click();
    await seen(toast(page, CONTACTS_COPY.contactCreated));
    await seen(row('Gary Gmail').getByText('Individual', { exact: true }));
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await screenshot(page, 'contacts-list');
  });

  it('finds both through search and the category switch, and the address keeps the state', async () => {
    await search('head buyer');
    await seen(row('Bea Business'));
    expect(await row('Gary Gmail').count()).toBe(0);
    await search('gary');
    await seen(row('Gary Gmail'));
    expect(await row('Bea Business').count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('search')).toBe('gary');
    await search('');
    await seen(page.getByText(CONTACTS_COPY.showing(1, 3, 3)));

    await page.getByRole('tab', { name: CONTACTS_COPY.categories.generic }).click();
    await seen(row('Gary Gmail'));
    await seen(page.getByText(CONTACTS_COPY.showing(1, 1, 1)));
    expect(await row('Bea Business').count()).toBe(0);
    await page.getByRole('tab', { name: CONTACTS_COPY.categories.company }).click();
    await seen(row('Bea Business'));
    await seen(row('Ann Alpha'));
    expect(await row('Gary Gmail').count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('category')).toBe('company');
    await page.reload();
    await seen(row('Bea Business'));
    expect(await row('Gary Gmail').count()).toBe(0);
    await page.getByRole('tab', { name: CONTACTS_COPY.categories.all }).click();
    await seen(row('Gary Gmail'));
  });

  it('logs an activity from the contact page and sees it on /activities', async () => {
    await row('Bea Business').getByRole('link', { name: 'Bea Business', exact: true }).click();
    await seen(page.getByRole('heading', { level: 1, name: 'Bea Business' }));
    await page.getByRole('button', { name: CONTACTS_COPY.logActivity }).first().click();
    const log = page.getByRole('dialog', { name: ACTIVITIES_COPY.dialogTitle });
    await log.getByRole('button', { name: ACTIVITIES_COPY.save }).click();
    await seen(log.getByText(ACTIVITIES_COPY.titleRequired));
    await log.getByLabel(ACTIVITIES_COPY.titleLabel).fill('Intro call with Bea');
    await log.getByRole('combobox', { name: ACTIVITIES_COPY.typeLabel }).click();
    await page.getByRole('option', { name: 'Phone Call' }).click();
    await log.getByLabel(ACTIVITIES_COPY.descriptionLabel).fill('Talked about the spring range.');
    await log.getByLabel(ACTIVITIES_COPY.outcomeLabel).fill('Send samples');
    await log.getByRole('button', { name: ACTIVITIES_COPY.save }).click();
    await seen(toast(page, ACTIVITIES_COPY.loggedTitle));
    await page.getByRole('tab', { name: CONTACTS_COPY.tabs.activities(1) }).click();
    await seen(page.getByText('Outcome: Send samples'));

    await page.goto('/activities');
    await seen(page.getByText('Intro call with Bea'));
    await seen(page.getByText(ACTIVITIES_COPY.relative.today).first());

    // From /activities the company is picked in the dialog; without one the spec's message shows.
    await page.getByRole('button', { name: ACTIVITIES_COPY.logActivity }).click();
    const fromPage = page.getByRole('dialog', { name: ACTIVITIES_COPY.dialogTitle });
    await fromPage.getByLabel(ACTIVITIES_COPY.titleLabel).fill('Trade show chat');
    await fromPage.getByRole('button', { name: ACTIVITIES_COPY.save }).click();
    await seen(fromPage.getByText(ACTIVITIES_COPY.crmCompanyRequired));
    // The picker is a combobox: typed, the first match is highlighted and Enter picks it.
    await fromPage.locator('#activity-company').click();
    await page.getByRole('combobox', { name: CONTACTS_COPY.pickerSearchPlaceholder }).fill(COMPANY);
    await seen(page.getByRole('option', { name: new RegExp(`^${COMPANY}`), selected: true }));
    await page.keyboard.press('Enter');
    await seen(fromPage.locator('#activity-company').getByText(COMPANY));
    await fromPage.getByRole('button', { name: ACTIVITIES_COPY.save }).click();
    await seen(toast(page, ACTIVITIES_COPY.loggedTitle));
    await seen(page.getByText('Trade show chat'));
    await screenshot(page, 'activities-page');
  });

  it("sees the activity on the company's Activities tab", async () => {
    await page.goto('/contacts?search=bea');
    await row('Bea Business').getByRole('link', { name: 'Bea Business', exact: true }).click();
    await page.getByRole('tab', { name: CONTACTS_COPY.tabs.companyDetails }).click();
    await page.getByRole('link', { name: CONTACTS_COPY.viewCompany }).click();
    await page.waitForURL(/\/companies\/[0-9a-f-]{36}$/);
    await page.getByRole('tab', { name: /^Activities \(2\)/ }).click();
    await seen(page.getByText('Intro call with Bea'));

    // The company's own Log Activity.
    await page.getByRole('tabpanel').getByRole('button', { name: ACTIVITIES_COPY.logActivity }).click();
    const log = page.getByRole('dialog', { name: ACTIVITIES_COPY.dialogTitle });
    await seen(log.getByText(ACTIVITIES_COPY.dialogFor(COMPANY)));
    await log.getByLabel(ACTIVITIES_COPY.titleLabel).fill('Account review');
    await log.getByRole('button', { name: ACTIVITIES_COPY.save }).click();
    await seen(toast(page, ACTIVITIES_COPY.loggedTitle));
    await seen(page.getByRole('tab', { name: /^Activities \(3\)/ }));
    await seen(page.getByText('Account review'));
    await screenshot(page, 'company-activities-tab');
  });

  it('archives a contact: it vanishes from the list while its activities remain', async () => {
    await page.goto('/contacts');
    await row('Bea Business')
      .getByRole('button', { name: CONTACTS_COPY.archiveContact('Bea Business') })
      .click();
    const confirm = page.getByRole('alertdialog');
    await seen(confirm.getByText(CONTACTS_COPY.archiveActivities(1)));
    await seen(confirm.getByText(CONTACTS_COPY.archiveRecentWarning));
    await seen(confirm.getByText('Intro call with Bea'));
    await screenshot(page, 'contacts-archive-dialog');
    await confirm.getByRole('button', { name: CONTACTS_COPY.archiveConfirm }).click();
    await seen(toast(page, CONTACTS_COPY.contactArchived));
    await row('Bea Business').waitFor({ state: 'detached' });
    await seen(page.getByText(CONTACTS_COPY.showing(1, 2, 2)));
    await search('bea');
    await seen(page.getByText(CONTACTS_COPY.noContacts));

    await page.goto('/activities');
    await seen(page.getByText('Intro call with Bea'));
  });

  it('reorders dashboard cards by drag and by keyboard, and the order survives a reload', async () => {
    await page.goto('/');
    await seen(page.getByText(CRM_DASHBOARD_COPY.footerHint));
    await seen(page.getByRole('heading', { name: 'Reports & Analytics' }));
    expect(await cardOrder(page)).toEqual([...DASHBOARD_CARD_IDS]);
    // Ann and Gary: Bea is archived.
    await seen(page.getByTestId('dashboard-figure-contacts').getByText('2', { exact: true }));

    // Drag the Contacts card onto the Deals card.
    const handle = page.getByRole('button', { name: CRM_DASHBOARD_COPY.dragHandle('Contacts') });
    const from = await handle.boundingBox();
    const to = await page.locator('[data-card-id="deals"]').boundingBox();
    if (!from || !to) throw new Error('cards not laid out');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 30, from.y + 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
    await page.mouse.up();
    await seen(toast(page, CRM_DASHBOARD_COPY.saved));
    const dragged = ['companies', 'deals', 'contacts', 'activities', 'reports', 'settings', 'erp', 'hr'];
    await expect.poll(() => cardOrder(page)).toEqual(dragged);
    await page.reload();
    await seen(page.locator('[data-card-id]').first());
    expect(await cardOrder(page)).toEqual(dragged);

    // Keyboard: lift HR with Space, move it left, drop it with Space.
    await page.getByRole('button', { name: CRM_DASHBOARD_COPY.dragHandle('HR System') }).focus();
    await page.keyboard.press('Space');
    await seen(page.getByText(CRM_DASHBOARD_COPY.dragStart('HR System')));
    // The sensor measures the cards on the next frames before it takes arrow keys.
    await page.waitForTimeout(300);
    await page.keyboard.press('ArrowLeft');
    await seen(page.getByText(CRM_DASHBOARD_COPY.dragOver('HR System', 'ERP System')));
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/dashboard/layout') && r.request().method() === 'PUT',
    );
    await page.keyboard.press('Space');
    expect((await saved).status()).toBe(200);
    const keyed = ['companies', 'deals', 'contacts', 'activities', 'reports', 'settings', 'hr', 'erp'];
    await expect.poll(() => cardOrder(page)).toEqual(keyed);
    await page.reload();
    await seen(page.locator('[data-card-id]').first());
    expect(await cardOrder(page)).toEqual(keyed);
    await screenshot(page, 'dashboard-reordered');
  });
});
