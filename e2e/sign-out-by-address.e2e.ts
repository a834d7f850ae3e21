import { AUTH_COPY, SHELL_COPY } from '@northdesk/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seen, signInThroughUi, toast } from './support/auth-flows.ts';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { demoEmail, demoPassword } from './support/fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// The server's APP_URL names localhost; a person may open the same server by its IP address.
const byAddress = () => baseUrl().replace('//localhost:', '//127.0.0.1:');

describe('sign-out when the app is opened by another address than APP_URL (issue 15, item 3)', () => {
  it('signs out from 127.0.0.1 and the old cookie is refused afterwards', async () => {
    expect(new URL(baseUrl()).hostname).toBe('localhost');
    const context = await browser.newContext({
      baseURL: byAddress(),
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await signInThroughUi(page, demoEmail('operative'), demoPassword());
    await page.waitForURL(`${byAddress()}/`);
    await seen(page.getByRole('button', { name: SHELL_COPY.userMenu }));
    const cookies = await context.cookies(byAddress());
    const cookieHeader = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect(cookieHeader).not.toBe('');
    expect((await fetch(`${byAddress()}/api/account/me`, { headers: { cookie: cookieHeader } })).status).toBe(
      200,
    );

    await page.getByRole('button', { name: SHELL_COPY.userMenu }).click();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-out')),
      page.getByRole('menuitem', { name: SHELL_COPY.signOut }).click(),
    ]);
    expect(response.status()).toBe(200);
    await page.waitForURL(`${byAddress()}/auth`);
    expect(await toast(page, AUTH_COPY.signOutFailed).count()).toBe(0);
    await screenshot(page, 'signed-out-by-address');

    // The session is over on the server, not only forgotten by this browser.
    const after = await fetch(`${byAddress()}/api/account/me`, { headers: { cookie: cookieHeader } });
    expect(after.status).toBe(401);
    await context.close();
  });
});
