import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/** A session cookie as the browser stores it. */
export interface SessionCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Lax' | 'Strict' | 'None';
}

/** The demo users other suites act as; each is signed in once for the whole run. */
export const DEMO_SESSION_EMAILS = [
  'super-admin@demo.northdesk.test',
  'admin@demo.northdesk.test',
  'operative@demo.northdesk.test',
  'viewer@demo.northdesk.test',
  // Added by the setup with the admin CLI (the only way to grant the role); the sweep's Switch Company.
  'developer@demo.northdesk.test',
] as const;
export type DemoSessionEmail = (typeof DEMO_SESSION_EMAILS)[number];

/**
 * Signs each demo user in once, through the same API the sign-in page calls. Sign-in is limited
 * to 10 attempts per email in 15 minutes (spec §9), and the whole suite takes longer than that
 * with more suites than that acting as the same demo users: they share these sessions, and only
 * the suites about signing in (auth, shell, sign-out) sign in through the page.
 */
export async function createDemoSessions(
  baseUrl: string,
  password: string,
): Promise<Record<string, SessionCookie[]>> {
  const domain = new URL(baseUrl).hostname;
  const sessions: Record<string, SessionCookie[]> = {};
  for (const email of DEMO_SESSION_EMAILS) {
    const response = await fetch(`${baseUrl}/api/account/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email, password }),
    });
    if (response.status !== 200) throw new Error(`demo sign-in of ${email}: ${response.status}`);
    sessions[email] = response.headers.getSetCookie().map((header) => {
      const [pair = ''] = header.split(';');
      const separator = pair.indexOf('=');
      return {
        name: pair.slice(0, separator),
        value: pair.slice(separator + 1),
        domain,
        path: '/',
        httpOnly: true,
        secure: false,
        sameSite: 'Lax',
      };
    });
  }
  return sessions;
}

/**
 * The page's browser context takes the demo user's shared session, then opens the app's root
 * (a phone is sent on to /mobile-home from there), as after signing in on the page.
 */
export async function signInAsDemo(page: Page, email: string): Promise<void> {
  const cookies = inject('demoSessions')[email];
  if (!cookies) throw new Error(`no shared session for ${email}: add it to DEMO_SESSION_EMAILS`);
  await page.context().addCookies(cookies);
  await page.goto('/');
}
