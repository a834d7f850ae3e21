import { TASKS_COPY } from '@northdesk/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seen, toast } from './support/auth-flows.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { baseUrl, launchBrowser, newPage } from './support/browser.ts';
import { signInAsDemo } from './support/demo-sessions.ts';
import { demoEmail } from './support/fixtures.ts';

const stamp = Date.now();
let browser: Browser;
let session: { context: BrowserContext; page: Page };

beforeAll(async () => {
  browser = await launchBrowser();
  session = await newPage(browser);
  await signInAsDemo(session.page, demoEmail('admin'));
  await session.page.waitForURL(`${baseUrl()}/`);
});
afterAll(async () => {
  await session.context.close();
  await browser.close();
});

const rows = (page: Page) => page.getByTestId('task-row');

describe('tasks in a sales team’s first week', () => {
  it('a task created from My Tasks stays in My Tasks, with human status and priority labels', async () => {
    const { page } = session;
    await page.goto('/tasks');
    await seen(page.getByRole('tab', { name: TASKS_COPY.tabs['my-tasks'], selected: true }));
    await page.getByRole('button', { name: TASKS_COPY.newTask }).click();
    const dialog = page.getByRole('dialog', { name: TASKS_COPY.newTaskTitle });
    await dialog.getByLabel(TASKS_COPY.titleLabel).fill(`Call back Rowan ${stamp}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: TASKS_COPY.create }).click();
    await seen(toast(page, TASKS_COPY.taskCreated));
    const row = rows(page).filter({ hasText: `Call back Rowan ${stamp}` });
    await seen(row);
    await seen(row.getByText(TASKS_COPY.statusLabels.todo, { exact: true }));
    await seen(row.getByText(TASKS_COPY.priorityLabels.medium, { exact: true }));
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('searches tasks and filters by assignee, kept in the address', async () => {
    const { page } = session;
    await page.request.post('/api/tasks', { data: { subject: `Quote for Harbour ${stamp}` } });
    await page.request.post('/api/tasks', { data: { subject: `Loose end ${stamp}`, assignedTo: null } });
    await page.goto('/tasks?tab=all');
    await page.getByLabel(TASKS_COPY.searchLabel).fill(`Harbour ${stamp}`);
    await expect.poll(() => rows(page).allTextContents()).toHaveLength(1);
    expect(await rows(page).first().textContent()).toContain(`Quote for Harbour ${stamp}`);
    await page.waitForURL(/search=Harbour/);
    await page.getByLabel(TASKS_COPY.searchLabel).fill(`${stamp}`);
    await page.getByRole('combobox', { name: TASKS_COPY.assigneeFilterLabel }).click();
    await page.getByRole('option', { name: TASKS_COPY.unassigned, exact: true }).click();
    await expect.poll(() => rows(page).allTextContents()).toHaveLength(1);
    expect(await rows(page).first().textContent()).toContain(`Loose end ${stamp}`);
    // A filtered list cannot be drag-reordered (its order would overwrite the whole list's).
    expect(await page.getByRole('button', { name: new RegExp(TASKS_COPY.dragHandle) }).count()).toBe(0);
    await page.reload();
    await expect.poll(() => rows(page).allTextContents()).toHaveLength(1);
  });

  it('a subtask links back to its parent; deleting a file asks first', async () => {
    const { page } = session;
    const parent = await page.request.post('/api/tasks', { data: { subject: `Onboard Fenwick ${stamp}` } });
    const { task } = (await parent.json()) as { task: { id: string } };
    const child = await page.request.post('/api/tasks', {
      data: { subject: `Send welcome pack ${stamp}`, parentTaskId: task.id },
    });
    const { task: subtask } = (await child.json()) as { task: { id: string } };
    await page.goto(`/tasks/${subtask.id}`);
    await seen(page.getByText(TASKS_COPY.subtaskOf));
    await page.getByRole('link', { name: `Onboard Fenwick ${stamp}` }).click();
    await page.waitForURL(`${baseUrl()}/tasks/${task.id}`);
    await seen(page.getByRole('heading', { level: 1, name: `Onboard Fenwick ${stamp}` }));

    await page.getByRole('button', { name: new RegExp(`^${TASKS_COPY.sections.files}`) }).click();
    await page.getByLabel(TASKS_COPY.chooseFile).setInputFiles({
      name: 'terms.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('terms'),
    });
    await seen(toast(page, TASKS_COPY.fileUploaded));
    const remove = page.getByRole('button', { name: `${TASKS_COPY.deleteFile}: terms.txt` });
    await remove.click();
    const confirm = page.getByRole('alertdialog', { name: TASKS_COPY.deleteFileTitle });
    await seen(confirm.getByText(TASKS_COPY.deleteFileDescription('terms.txt')));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: TASKS_COPY.cancel }).click();
    await seen(page.getByTestId('task-file').filter({ hasText: 'terms.txt' }));
    await remove.click();
    await confirm.getByRole('button', { name: TASKS_COPY.deleteFileConfirm }).click();
    await seen(toast(page, TASKS_COPY.fileDeleted));
    await page.getByTestId('task-file').waitFor({ state: 'detached' });
  });
});
