// The benchmark's Chromium and its signed-in demo admin, shared by bench-web.mjs and trace-boot.mjs.
import { chromium } from 'playwright-core';

/** Debian's Chromium, headless, with the flags this machine needs (as e2e/support/browser.ts). */
export function launchBenchBrowser() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
    ],
  });
}

/** Signs the demo admin in through the sign-in page, as a person does; returns the cookies. */
export async function demoAdminState(browser, baseUrl, password) {
  const signIn = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  const page = await signIn.newPage();
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email').fill('admin@demo.northdesk.test');
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/auth', { timeout: 30_000 });
  const storageState = await signIn.storageState();
  await signIn.close();
  return storageState;
}
