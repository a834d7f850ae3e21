import fs from 'node:fs';
import path from 'node:path';
import { AUTH_COPY, COMPANIES_COPY, CONTACTS_COPY, SHELL_COPY, TASKS_COPY } from '@northdesk/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seen, signInThroughUi, toast } from './support/auth-flows.ts';
import { artifactsDir, baseUrl, launchBrowser, newPage, screenshot, waitForMail } from './support/browser.ts';

const stamp = Date.now();
const OWNER_EMAIL = `tasks-owner-${stamp}@e2e.test`;
const OWNER_PASSWORD = 'Tasks-Owner-42!';
const COLLEAGUE_EMAIL = `tasks-colleague-${stamp}@e2e.test`;
const COLLEAGUE_NAME = 'Colin Colleague';
const COMPANY = `Tasky Traders ${stamp}`;
const SUBJECT = 'Prepare the renewal offer';
const FILE_BYTES = Buffer.from(`Renewal offer ${stamp}\nLine two\n`);

let browser: Browser;
let owner: { context: BrowserContext; page: Page };
let colleague: { context: BrowserContext; page: Page };
let taskId = '';

const bell = (page: Page) => page.getByRole('button', { name: SHELL_COPY.notificationsButton });
const rowIds = (page: Page) =>
  page.locator('[data-task-id]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-task-id')));

/** Signs up a brand-new company and user, verifies the email from the outbox, signs in. */
async function signUpOwner(page: Page): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('tabpanel', { name: 'Sign Up' });
  await form.getByLabel('Full Name').fill('Tara Tasks');
  await form.getByLabel('Company Name').fill(`Tasks Co ${stamp}`);
  await form.getByLabel('Email').fill(OWNER_EMAIL);
  await form.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
  await form.getByLabel('Confirm Password').fill(OWNER_PASSWORD);
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await seen(toast(page, AUTH_COPY.accountCreated));
  const mail = await waitForMail(OWNER_EMAIL, 'Verify your email for Northdesk');
  await page.goto(mail.link);
  await seen(toast(page, AUTH_COPY.emailVerified));
  await signInThroughUi(page, OWNER_EMAIL, OWNER_PASSWORD);
  await page.waitForURL(`${baseUrl()}/`);
}

/** Picks an option of a Radix select by the trigger's accessible name. */
async function choose(page: Page, trigger: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: trigger }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Moves a sortable row one place down with the keyboard (Space, ArrowDown, Space). */
async function keyboardMoveDown(page: Page, handle: string): Promise<void> {
  await page.getByRole('button', { name: handle }).focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(250);
  await page.keyboard.press('ArrowDown');
  await page.waitForTimeout(250);
  await page.keyboard.press('Space');
}

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await newPage(browser);
  await signUpOwner(owner.page);
  // A customer with a contact, and a colleague, through the API as the signed-in owner.
  const customer = await owner.page.request.post('/api/contacts/customers', { data: { name: COMPANY } });
  expect(customer.status()).toBe(201);
  const { customer: created } = (await customer.json()) as { customer: { id: string } };
  const contact = await owner.page.request.post('/api/contacts', {
    data: { firstName: 'Cora', lastName: 'Contact', crmCompanyId: created.id },
  });
  expect(contact.status()).toBe(201);
  const user = await owner.page.request.post('/api/settings/users', {
    data: {
      fullName: COLLEAGUE_NAME,
      email: COLLEAGUE_EMAIL,
      password: 'Temporary-Pass-9!',
      role: 'operative',
    },
  });
  expect(user.status(), await user.text()).toBe(201);

  colleague = await newPage(browser);
  await signInThroughUi(colleague.page, COLLEAGUE_EMAIL, 'Temporary-Pass-9!');
  const forced = colleague.page.getByRole('dialog', { name: AUTH_COPY.passwordDialogForcedTitle });
  await seen(forced);
  await forced.getByLabel(AUTH_COPY.newPasswordLabel).fill('Colleague-Pass-42!');
  await forced.getByLabel(AUTH_COPY.confirmPasswordLabel).fill('Colleague-Pass-42!');
  await forced.getByRole('button', { name: AUTH_COPY.updatePassword }).click();
  await seen(toast(colleague.page, AUTH_COPY.passwordUpdated));
  await forced.waitFor({ state: 'hidden' });
});

afterAll(async () => {
  await owner?.context.close();
  await colleague?.context.close();
  await browser?.close();
});

describe('tasks, as new users would', () => {
  it('creates a task linked to a company and a contact, assigned to a colleague who is notified live', async () => {
    const { page } = owner;
    await colleague.page.goto('/');
    await seen(bell(colleague.page));

    await page.goto('/tasks');
    await seen(page.getByRole('heading', { level: 1, name: TASKS_COPY.title }));
    await page.getByRole('button', { name: TASKS_COPY.newTask }).click();
    const dialog = page.getByRole('dialog', { name: TASKS_COPY.newTaskTitle });
    await dialog.getByRole('button', { name: TASKS_COPY.create }).click();
    await seen(dialog.getByText(TASKS_COPY.titleRequired));
    await dialog.getByLabel(TASKS_COPY.titleLabel).fill(SUBJECT);
    await dialog.getByLabel(TASKS_COPY.descriptionLabel).fill('Offer for the next 12 months.');
    await choose(page, TASKS_COPY.priorityLabel, 'High');
    await dialog.locator('#new-task-company').click();
    await page.getByLabel('Search companies...').fill(COMPANY);
    await page.getByRole('option', { name: COMPANY, exact: true }).click();
    await seen(dialog.getByText(COMPANY));
    // The same company twice is refused.
    await dialog.locator('#new-task-company').click();
    await page.getByLabel('Search companies...').fill(COMPANY);
    await page.getByRole('option', { name: COMPANY, exact: true }).click();
    await seen(dialog.getByText(TASKS_COPY.companyAlreadyAdded));
    await choose(page, `${TASKS_COPY.addContact}: ${COMPANY}`, 'Cora Contact');
    await choose(page, `${TASKS_COPY.addContact}: ${COMPANY}`, 'Cora Contact');
    await seen(dialog.getByText(TASKS_COPY.contactAlreadyAdded));
    await choose(page, TASKS_COPY.assigneeLabel, COLLEAGUE_NAME);
    await screenshot(page, 'tasks-new-task');
    const createdResponse = page.waitForResponse(
      (r) => r.url().endsWith('/api/tasks') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: TASKS_COPY.create }).click();
    const created = (await (await createdResponse).json()) as { task: { id: string } };
    taskId = created.task.id;
    await seen(toast(page, TASKS_COPY.taskCreated));

    // The colleague's bell shows it without a reload, and it opens the task.
    await expect.poll(async () => ((await bell(colleague.page).textContent()) ?? '').trim()).toBe('1');
    await bell(colleague.page).click();
    await colleague.page.getByRole('button', { name: new RegExp(TASKS_COPY.assignedTitle) }).click();
    await colleague.page.waitForURL(`${baseUrl()}/tasks/${taskId}`);
    await seen(colleague.page.getByRole('heading', { level: 1, name: SUBJECT }));
    await seen(colleague.page.getByText('Cora Contact'));
  });

  it('the colleague adds a note, checklist items (reorders, ticks), a subtask and a file, and downloads it', async () => {
    const { page } = colleague;
    const openSection = (name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    // Empty sections start closed; Overview is open.
    await seen(page.getByText(TASKS_COPY.linkedCompaniesLabel));
    await openSection(TASKS_COPY.sections.notes);
    await page.getByLabel(TASKS_COPY.notePlaceholder).fill('Called Cora, she wants two options.');
    await page.getByRole('button', { name: TASKS_COPY.addNote }).click();
    await seen(toast(page, TASKS_COPY.noteAdded));
    await seen(page.getByTestId('task-note').getByText(COLLEAGUE_NAME, { exact: false }));

    await openSection(TASKS_COPY.sections.checklist);
    const itemInput = page.getByLabel(TASKS_COPY.checklistPlaceholder);
    for (const item of ['Check volumes', 'Draft prices', 'Send offer']) {
      await itemInput.fill(item);
      await itemInput.press('Enter');
      await seen(page.getByTestId('checklist-item').filter({ hasText: item }));
    }
    await seen(page.getByText(TASKS_COPY.completedCount(0, 3)));
    const items = () => page.getByTestId('checklist-item').allTextContents();
    const reordered = page.waitForResponse((r) => r.url().endsWith('/checklist/order'));
    await keyboardMoveDown(page, `${TASKS_COPY.dragHandle}: Check volumes`);
    expect((await reordered).status()).toBe(200);
    await expect.poll(items).toEqual(['Draft prices', 'Check volumes', 'Send offer']);
    await page.getByRole('checkbox', { name: 'Draft prices' }).click();
    await seen(page.getByText(TASKS_COPY.completedCount(1, 3)));
    await page.reload();
    await expect.poll(items).toEqual(['Draft prices', 'Check volumes', 'Send offer']);
    await seen(page.getByText(TASKS_COPY.completedCount(1, 3)));

    await page.getByRole('button', { name: TASKS_COPY.addSubtask }).click();
    const sub = page.getByRole('dialog', { name: TASKS_COPY.newSubtaskTitle });
    await seen(sub.getByText(COMPANY));
    await sub.getByLabel(TASKS_COPY.titleLabel).fill('Ask finance for margins');
    await sub.getByRole('button', { name: TASKS_COPY.create }).click();
    await seen(toast(page, TASKS_COPY.taskCreated));
    await seen(page.getByRole('link', { name: /Ask finance for margins/ }));

    await openSection(TASKS_COPY.sections.files);
    await page.getByLabel(TASKS_COPY.chooseFile).setInputFiles({
      name: 'offer notes.txt',
      mimeType: 'text/plain',
      buffer: FILE_BYTES,
    });
    await seen(toast(page, TASKS_COPY.fileUploaded));
    const file = page.getByTestId('task-file').filter({ hasText: 'offer notes.txt' });
    await seen(file.getByText(TASKS_COPY.fileSizeKb(FILE_BYTES.length)));
    const downloading = page.waitForEvent('download');
    await file.getByRole('link', { name: `${TASKS_COPY.download}: offer notes.txt` }).click();
    const download = await downloading;
    const savedPath = await download.path();
    expect(fs.readFileSync(savedPath).equals(FILE_BYTES)).toBe(true);

    await openSection(TASKS_COPY.sections.activity);
    await seen(page.getByText('file attached'));
    await seen(page.getByText('checklist item toggled'));
    expect(page.url()).toBe(`${baseUrl()}/tasks/${taskId}`);
    // Viewport-sized: what a person sees without scrolling.
    fs.mkdirSync(artifactsDir, { recursive: true });
    await page.screenshot({ path: path.join(artifactsDir, 'tasks-detail.png') });
  });

  it('marks the task done: it leaves All Tasks and shows in Completed', async () => {
    const { page } = colleague;
    await page.goto('/tasks');
    await page.getByRole('tab', { name: TASKS_COPY.tabs.all }).click();
    const row = page.locator(`[data-task-id="${taskId}"]`);
    await seen(row);
    await row.getByRole('button', { name: TASKS_COPY.markDone }).click();
    await seen(toast(page, TASKS_COPY.taskUpdatedShort));
    await row.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: TASKS_COPY.tabs.completed }).click();
    await seen(row);
    await seen(row.getByText(TASKS_COPY.statusLabels.done, { exact: true }));
  });

  it('drag-reorders My Tasks and the order survives a reload', async () => {
    const { page } = owner;
    const me = (await (await page.request.get('/api/account/me')).json()) as { user: { id: string } };
    for (const subject of ['First mine', 'Second mine', 'Third mine']) {
      const response = await page.request.post('/api/tasks', { data: { subject, assignedTo: me.user.id } });
      expect(response.status()).toBe(201);
    }
    await page.goto('/tasks');
    await seen(page.locator('[data-task-id]').nth(2));
    const before = await rowIds(page);
    expect(before).toHaveLength(3);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/tasks/order'));
    await keyboardMoveDown(page, `${TASKS_COPY.dragHandle}: Third mine`);
    expect((await saved).status()).toBe(200);
    const after = [before[1], before[0], before[2]];
    await expect.poll(() => rowIds(page)).toEqual(after);
    await page.reload();
    await seen(page.locator('[data-task-id]').nth(2));
    expect(await rowIds(page)).toEqual(after);
  });

  it('a task that does not exist (or is another company\'s) says "Task not found" and goes back to /tasks', async () => {
    const { page } = owner;
    await page.goto('/tasks/00000000-0000-4000-8000-000000000000');
    await seen(toast(page, TASKS_COPY.taskNotFound));
    await page.waitForURL(`${baseUrl()}/tasks`);
    await seen(page.getByRole('heading', { level: 1, name: TASKS_COPY.title }));
  });

  it("a company's New Task: prefilled, listed in its Tasks tab with the count, opens the task; the contact page lists it", async () => {
    const { page } = owner;
    const name = `Linked Logistics ${stamp}`;
    const customer = await page.request.post('/api/contacts/customers', { data: { name } });
    expect(customer.status()).toBe(201);
    const companyId = ((await customer.json()) as { customer: { id: string } }).customer.id;
    const contact = await page.request.post('/api/contacts', {
      data: { firstName: 'Dora', lastName: 'Detail', crmCompanyId: companyId },
    });
    expect(contact.status()).toBe(201);
    const contactId = ((await contact.json()) as { contact: { id: string } }).contact.id;

    await page.goto(`/companies/${companyId}`);
    await seen(page.getByRole('heading', { name }));
    await seen(page.getByRole('tab', { name: COMPANIES_COPY.tabTasks(0) }));
    await page.getByRole('button', { name: TASKS_COPY.newTask }).click();
    const dialog = page.getByRole('dialog', { name: TASKS_COPY.newTaskTitle });
    // The company is already linked; its contact can be added under it.
    await seen(dialog.getByRole('list', { name: TASKS_COPY.linkedCompaniesLabel }).getByText(name));
    await dialog.getByLabel(TASKS_COPY.titleLabel).fill('Call Dora about the renewal');
    await dialog.getByLabel(TASKS_COPY.dueDateLabel).fill('2020-01-15');
    await choose(page, `${TASKS_COPY.addContact}: ${name}`, 'Dora Detail');
    await dialog.getByRole('button', { name: TASKS_COPY.create }).click();
    await seen(toast(page, TASKS_COPY.taskCreated));
    await dialog.waitFor({ state: 'hidden' });

    // Without a reload: the overview's recent tasks, then the tab with its count.
    await seen(page.getByRole('link', { name: 'Call Dora about the renewal' }));
    await page.getByRole('tab', { name: COMPANIES_COPY.tabTasks(1) }).click();
    const row = page
      .getByRole('tabpanel', { name: COMPANIES_COPY.tabTasks(1) })
      .getByRole('listitem')
      .filter({ hasText: 'Call Dora about the renewal' });
    await seen(row.getByText(TASKS_COPY.statusLabels.todo, { exact: true }));
    await seen(row.getByText(TASKS_COPY.priorityLabels.medium, { exact: true }));
    await seen(row.getByText('Jan 15, 2020'));
    await seen(row.getByText(TASKS_COPY.overdue));
    await screenshot(page, 'company-tasks-tab');
    await row.getByRole('link', { name: 'Call Dora about the renewal' }).click();
    await page.waitForURL(/\/tasks\/[0-9a-f-]{36}$/);
    await seen(page.getByRole('heading', { level: 1, name: 'Call Dora about the renewal' }));
    await seen(page.getByText('Dora Detail'));

    // The contact's page: its tasks on the overview and in the Activities tab, with a New Task of its own.
    await page.goto(`/contacts/${contactId}`);
    await seen(page.getByRole('heading', { level: 1, name: 'Dora Detail' }));
    await seen(page.getByRole('link', { name: 'Call Dora about the renewal' }));
    await page.getByRole('tab', { name: CONTACTS_COPY.tabs.activities(0) }).click();
    const tasksCard = page
      .getByRole('tabpanel')
      .filter({ has: page.getByRole('heading', { name: CONTACTS_COPY.contactTasks }) });
    await seen(tasksCard.getByRole('link', { name: 'Call Dora about the renewal' }));
    await tasksCard.getByRole('button', { name: TASKS_COPY.newTask }).click();
    const second = page.getByRole('dialog', { name: TASKS_COPY.newTaskTitle });
    const linked = second.getByRole('list', { name: TASKS_COPY.linkedCompaniesLabel });
    await seen(linked.getByText(name));
    await seen(linked.getByText('Dora Detail'));
    await second.getByLabel(TASKS_COPY.titleLabel).fill('Send Dora the samples');
    await second.getByRole('button', { name: TASKS_COPY.create }).click();
    await seen(toast(page, TASKS_COPY.taskCreated));
    await seen(tasksCard.getByRole('link', { name: 'Send Dora the samples' }));
    await screenshot(page, 'contact-tasks');

    await page.goto(`/companies/${companyId}`);
    await seen(page.getByRole('tab', { name: COMPANIES_COPY.tabTasks(2) }));
  });
});
