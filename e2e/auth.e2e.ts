import { AUTH_COPY } from '@northdesk/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seen, signInThroughUi, toast } from './support/auth-flows.ts';
import { baseUrl, launchBrowser, newPage, screenshot, waitForMail } from './support/browser.ts';
import { demoEmail, demoPassword, E2E_FIXTURE_USERS } from './support/fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const NEW_PASSWORD = 'Brand-New-Secret-9!';

describe('accounts and sign-in, as a new user would', () => {
  it('signs up, verifies the email from the outbox link, signs in and lands on the dashboard', async () => {
    const { context, page } = await newPage(browser);
    const email = `newcomer-${Date.now()}@e2e.test`;
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('tabpanel', { name: 'Sign Up' });
    await form.getByLabel('Full Name').fill('Nora Newcomer');
    await form.getByLabel('Company Name').fill('Newcomer Trading Ltd');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('short');
    await form.getByLabel('Confirm Password').fill('different');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await seen(form.getByText(AUTH_COPY.passwordMinSignup));
    await seen(form.getByText(AUTH_COPY.passwordsDoNotMatch));

    await form.getByLabel('Password', { exact: true }).fill('Newcomer-Pass-42!');
    await form.getByLabel('Confirm Password').fill('Newcomer-Pass-42!');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await seen(toast(page, AUTH_COPY.accountCreated));
    await seen(page.getByText(AUTH_COPY.checkEmailToVerify));
    await screenshot(page, 'auth-signed-up');

    // Before verifying, sign-in explains why it cannot go ahead.
    const signIn = page.getByRole('tabpanel', { name: 'Sign In' });
    await signIn.getByLabel('Password', { exact: true }).fill('Newcomer-Pass-42!');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await seen(toast(page, AUTH_COPY.emailNotVerified));

    const mail = await waitForMail(email, 'Verify your email for Northdesk');
    await page.goto(mail.link);
    await seen(toast(page, AUTH_COPY.emailVerified));
    expect(new URL(page.url()).search).toBe('');

    await signInThroughUi(page, email, 'Newcomer-Pass-42!');
    await seen(toast(page, AUTH_COPY.signedIn));
    await page.waitForURL(`${baseUrl()}/`);
    await seen(page.getByText('Newcomer Trading Ltd'));
    await seen(page.getByText('Super Admin'));
    await seen(page.getByText('Database: embedded'));
    await screenshot(page, 'dashboard-after-sign-up');
    await context.close();
  });

  it('shows the server message for a wrong password, and the rate-limit message on the 11th attempt', async () => {
    const { context, page } = await newPage(browser);
    const email = `hammer-${Date.now()}@e2e.test`;
    await signInThroughUi(page, demoEmail('operative'), 'Wrong-Password-1!');
    await seen(toast(page, AUTH_COPY.invalidCredentials));

    const form = page.getByRole('tabpanel', { name: 'Sign In' });
    await form.getByLabel('Email').fill(email);
    for (let attempt = 1; attempt <= 10; attempt++) {
      await form.getByLabel('Password', { exact: true }).fill(`guess-${attempt}`);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/account/sign-in')),
        form.getByRole('button', { name: 'Sign In' }).click(),
      ]);
      expect(response.status(), `attempt ${attempt}`).toBe(401);
    }
    await form.getByLabel('Password', { exact: true }).fill('guess-11');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await seen(toast(page, AUTH_COPY.loginRateLimited));
    await screenshot(page, 'auth-rate-limited');
    await context.close();
  });

  it('resets a forgotten password from the mailed link: the new password works, the old one fails', async () => {
    const { context, page } = await newPage(browser);
    const user = E2E_FIXTURE_USERS[1];
    await page.goto('/auth');
    await page.getByRole('button', { name: AUTH_COPY.forgotPasswordLink }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(user.email);
    await dialog.getByRole('button', { name: AUTH_COPY.sendResetLink }).click();
    await seen(toast(page, AUTH_COPY.resetEmailSent));

    const mail = await waitForMail(user.email, 'Reset your Northdesk password');
    await page.goto(mail.link);
    await page.getByLabel(AUTH_COPY.newPasswordLabel).fill('abc');
    await page.getByLabel(AUTH_COPY.confirmPasswordLabel).fill('abc');
    await page.getByRole('button', { name: AUTH_COPY.updatePassword }).click();
    await seen(toast(page, AUTH_COPY.resetTooShortTitle));
    await page.getByLabel(AUTH_COPY.newPasswordLabel).fill(NEW_PASSWORD);
    await page.getByLabel(AUTH_COPY.confirmPasswordLabel).fill(NEW_PASSWORD);
    await screenshot(page, 'reset-password');
    await page.getByRole('button', { name: AUTH_COPY.updatePassword }).click();
    await seen(toast(page, AUTH_COPY.passwordUpdatedTitle));
    await page.waitForURL(`${baseUrl()}/auth`);

    await signInThroughUi(page, user.email, user.password);
    await seen(toast(page, AUTH_COPY.invalidCredentials));
    await signInThroughUi(page, user.email, NEW_PASSWORD);
    await page.waitForURL(`${baseUrl()}/`);
    await seen(page.getByText(user.fullName));
    await context.close();
  });

  it('a reset page opened without a recovery link sends the person back to sign in', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/reset-password');
    await seen(toast(page, AUTH_COPY.resetInvalidTitle));
    await page.waitForURL(`${baseUrl()}/auth`);
    await context.close();
  });

  it('forces a user created by the admin CLI to change the password at first sign-in', async () => {
    const { context, page } = await newPage(browser);
    const user = E2E_FIXTURE_USERS[0];
    await signInThroughUi(page, user.email, user.password);
    const dialog = page.getByRole('dialog', { name: AUTH_COPY.passwordDialogForcedTitle });
    await seen(dialog);
    const submit = dialog.getByRole('button', { name: AUTH_COPY.updatePassword });
    expect(await submit.isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await seen(dialog);
    expect(await dialog.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    await dialog.getByLabel(AUTH_COPY.newPasswordLabel).fill('12345');
    await dialog.getByLabel(AUTH_COPY.confirmPasswordLabel).fill('12345');
    await submit.click();
    await seen(dialog.getByText(AUTH_COPY.passwordMinChange));
    await screenshot(page, 'forced-password-change');
    await dialog.getByLabel(AUTH_COPY.newPasswordLabel).fill('my-own-secret');
    await dialog.getByLabel(AUTH_COPY.confirmPasswordLabel).fill('my-own-secret');
    await submit.click();
    await seen(toast(page, AUTH_COPY.passwordUpdated));
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    await seen(page.getByText(user.fullName));
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('signs in from a crossApp link, welcomes the visitor and cleans the address', async () => {
    const origin = await browser.newContext({ baseURL: baseUrl() });
    const signedIn = await origin.request.post('/api/account/sign-in', {
      data: { email: demoEmail('admin'), password: demoPassword() },
    });
    expect(signedIn.status()).toBe(200);
    const tokens = (await (
      await origin.request.post('/api/account/cross-app/tokens', { data: {} })
    ).json()) as {
      accessToken: string;
      refreshToken: string;
    };
    await origin.close();

    const payload = Buffer.from(
      JSON.stringify({
        ...tokens,
        source: 'hr',
        returnUrl: 'https://hr.example.test/home',
        breadcrumb: 'Holidays',
      }),
    ).toString('base64');
    const { context, page } = await newPage(browser);
    await page.goto(`/?crossApp=${encodeURIComponent(payload)}`);
    await seen(toast(page, AUTH_COPY.crossAppWelcome('HR')));
    await seen(page.getByRole('button', { name: AUTH_COPY.crossAppGoBack }));
    await seen(page.getByText('Alex Admin'));
    expect(page.url()).not.toContain('crossApp');
    expect(await page.title()).toBe(AUTH_COPY.crossAppTitle('Holidays'));

    await page.goto(
      `/?crossApp=${encodeURIComponent(Buffer.from('{"accessToken":"x"}').toString('base64'))}`,
    );
    await seen(toast(page, AUTH_COPY.crossAppFailed));
    await context.close();
  });
});
