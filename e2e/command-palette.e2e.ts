import { COMMAND_PALETTE_COPY as C, TASKS_COPY } from '@northdesk/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seen } from './support/auth-flows.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { baseUrl, launchBrowser, newPage } from './support/browser.ts';
import { signInAsDemo } from './support/demo-sessions.ts';
import { demoEmail } from './support/fixtures.ts';

// Command palette (issue 24 item 3): Cmd/Ctrl+K, search, keyboard, commands, the "?" shortcuts.
const stamp = Date.now();
let browser: Browser;
let session: { context: BrowserContext; page: Page };

beforeAll(async () => {
  browser = await launchBrowser();
  session = await newPage(browser, { width: 1280, height: 900 });
  await signInAsDemo(session.page, demoEmail('admin'));
  await session.page.waitForURL(`${baseUrl()}/`);
});
afterAll(async () => {
  await session.context.close();
  await browser.close();
});

const palette = (page: Page) => page.getByRole('dialog', { name: C.title });

describe('command palette', () => {
  it('Cmd+K, a few letters of a company, Enter: the company page; then it is a recent item', async () => {
    const { page } = session;
    const name = `Paletteworks ${stamp}`;
    const created = await page.request.post('/api/companies', { data: { name } });
    expect(created.status()).toBe(201);
    const { company } = (await created.json()) as { company: { id: string } };
    await page.goto('/companies');
    // The shortcut works once the app has drawn its header (as a person sees the search button).
    await seen(page.getByRole('button', { name: C.open, exact: true }));
    await page.keyboard.press('Meta+k');
    await seen(palette(page));
    const input = palette(page).getByRole('combobox', { name: C.inputLabel });
    await input.fill(`paletteworks ${stamp}`);
    const option = palette(page).getByRole('option', { name: new RegExp(name) });
    await seen(option);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The keyboard picks it: the first result is selected, Enter opens it.
    await expect.poll(() => option.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl()}/companies/${company.id}`);
    await seen(page.getByRole('heading', { name }));
    await page.keyboard.press('Meta+k');
    await seen(
      palette(page)
        .getByRole('group', { name: C.recent })
        .getByRole('option', { name: new RegExp(name) }),
    );
    await page.keyboard.press('Escape');
    await seen(page.getByRole('heading', { name }));
  });

  it('the header search button and Ctrl+K open it; "New task" opens the task form', async () => {
    const { page } = session;
    await page.goto('/');
    await page.getByRole('button', { name: C.open, exact: true }).click();
    await seen(palette(page));
    await page.keyboard.press('Escape');
    await palette(page).waitFor({ state: 'hidden' });
    await page.keyboard.press('Control+k');
    await seen(palette(page));
    await palette(page).getByRole('combobox', { name: C.inputLabel }).fill('new task');
    await seen(palette(page).getByRole('option', { name: C.newTask }));
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: TASKS_COPY.newTaskTitle });
    await seen(form);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await form.getByLabel(TASKS_COPY.titleLabel).fill(`Palette task ${stamp}`);
    await form.getByRole('button', { name: TASKS_COPY.create }).click();
    await expect
      .poll(async () => {
        const response = await page.request.get(
          `/api/tasks?search=${encodeURIComponent(`Palette task ${stamp}`)}`,
        );
        return ((await response.json()) as { tasks: unknown[] }).tasks.length;
      })
      .toBe(1);
  });

  it('"?" shows the keyboard shortcuts', async () => {
    const { page } = session;
    await page.goto('/');
    await seen(page.getByRole('button', { name: C.open, exact: true }));
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: C.shortcutsTitle });
    await seen(dialog);
    await seen(dialog.getByText(C.shortcuts[0].what));
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
