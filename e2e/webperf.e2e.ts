import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seen, signInThroughUi } from './support/auth-flows.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { demoEmail, demoPassword } from './support/fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('pages load their own code, and name the tab', () => {
  it('the sign-in page loads neither the signed-in shell nor any other page', async () => {
    const { context, page } = await newPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/auth');
    await seen(page.getByRole('tabpanel', { name: 'Sign In' }));
    await expect.poll(() => page.title()).toBe('Sign In · Northdesk');
    expect(scripts.some((s) => /\/AuthPage-[\w-]+\.js$/.test(s))).toBe(true);
    expect(scripts.some((s) => /\/(ProtectedLayout|DashboardPage|CompaniesPage)-/.test(s))).toBe(false);
    await context.close();
  });

  it("fetches the Companies page's chunk only when the person goes there, and retitles the tab", async () => {
    const { context, page } = await newPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await signInThroughUi(page, demoEmail('admin'), demoPassword());
    await seen(page.getByRole('heading', { level: 1, name: 'CRM Dashboard' }));
    await expect.poll(() => page.title()).toBe('Main Dashboard · Northdesk');
    const companiesChunk = () => scripts.some((s) => /\/CompaniesPage-[\w-]+\.js$/.test(s));
    expect(companiesChunk()).toBe(false);

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Companies' }).click();
    await seen(page.getByRole('heading', { level: 1, name: 'Companies' }));
    expect(companiesChunk()).toBe(true);
    await expect.poll(() => page.title()).toBe('Companies · Northdesk');
    await page.goBack();
    await expect.poll(() => page.title()).toBe('Main Dashboard · Northdesk');
    await context.close();
  });
});
