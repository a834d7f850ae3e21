import fs from 'node:fs';
import path from 'node:path';
import type { APIResponse, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousA11yViolations } from './axe.ts';
import { baseUrl } from './browser.ts';

const ROUTER_FILE = path.resolve(import.meta.dirname, '../../apps/web/src/app/router.tsx');

/**
 * Every route of the web app's router as a pattern ("/", "/companies/:id", "*"), read from
 * apps/web/src/app/router.tsx itself, so a page added there without a visit here fails the sweep.
 */
export function routerPatterns(): string[] {
  const source = fs.readFileSync(ROUTER_FILE, 'utf8');
  const paths = [...source.matchAll(/\bpath:\s*'([^']+)'/g)].map((match) => match[1] ?? '');
  const patterns = paths.map((p) => (p === '*' ? '*' : `/${p}`));
  return /\bindex:\s*true\b/.test(source) ? ['/', ...patterns] : patterns;
}

/**
 * Who sees a page and how: the demo super admin (office) or admin at 1280 × 800, the demo
 * operative on a phone (390 × 844, touch: the mobile shell), or nobody signed in.
 */
export type Viewer = 'office' | 'admin' | 'phone' | 'guest';

export interface PageVisit {
  /** The router pattern this visit covers. */
  route: string;
  url: string;
  viewer: Viewer;
  /** The page's main heading, as a person reads it. */
  heading: string | RegExp;
}

/** Serious and critical findings of one check, one line each, under the state's name. */
export type Findings = string[];

/** Still loading: a spinner, a skeleton, or a list dimmed while its next rows load (aria-busy). */
const BUSY = '[data-slot="spinner"], [data-slot="skeleton"], [aria-busy="true"]';

/** Waits until the page shows its heading and nothing on it is still loading. */
export async function pageSettled(page: Page, heading: string | RegExp): Promise<void> {
  await page
    .getByRole('heading', { level: 1, name: heading })
    .first()
    .waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction((busy) => !document.querySelector(busy), BUSY, { timeout: 30_000 });
}

/** Runs axe on the page as it is now and records what it finds under `state`. */
export async function checkState(page: Page, state: string, findings: Findings): Promise<void> {
  for (const violation of await seriousA11yViolations(page, { labelInName: true }))
    findings.push(`${state}\n    ${violation}`);
}

/** One readable failure: every state with its serious and critical violations. */
export function expectNoFindings(findings: Findings): void {
  expect(findings, `axe found serious/critical violations:\n  ${findings.join('\n  ')}`).toEqual([]);
}

/** Opens a page, waits for it to settle, checks it, then each of its tabs in turn. */
export async function checkPage(page: Page, visit: PageVisit, findings: Findings): Promise<void> {
  await page.goto(visit.url);
  await pageSettled(page, visit.heading);
  const title = await page.title();
  if (/^Unknown Page/.test(title) && visit.route !== '*') findings.push(`${visit.url}: title "${title}"`);
  await checkState(page, visit.url, findings);
  const tabs = page.getByRole('main').getByRole('tab');
  for (let i = 0; i < (await tabs.count()); i++) {
    const tab = tabs.nth(i);
    if ((await tab.getAttribute('aria-selected')) === 'true') continue;
    const name = ((await tab.textContent()) ?? '').trim();
    await tab.click();
    await expect
      .poll(() => tab.getAttribute('aria-selected'), {
        message: `${visit.url}: tab "${name}" is not selected`,
      })
      .toBe('true');
    await page.waitForFunction((busy) => !document.querySelector(busy), BUSY, { timeout: 30_000 });
    await checkState(page, `${visit.url} · tab ${name}`, findings);
  }
}

/**
 * Opens a dialog, menu or popover with `open`, waits for `surface`, checks the page with it open,
 * then closes it with Escape as a keyboard user would (or with `close`) and waits for it to go.
 */
export async function checkSurface(
  page: Page,
  state: string,
  open: () => Promise<void>,
  surface: Locator,
  findings: Findings,
  close: () => Promise<void> = () => page.keyboard.press('Escape'),
): Promise<void> {
  await open();
  await surface.first().waitFor({ state: 'visible', timeout: 15_000 });
  await page.waitForFunction((busy) => !document.querySelector(busy), BUSY, { timeout: 30_000 });
  await checkState(page, state, findings);
  await close();
  await surface.first().waitFor({ state: 'hidden', timeout: 15_000 });
}

type Json = Record<string, unknown>;

/**
 * Sends the request again while the server answers 503 "busy, try again in a moment" (it sheds
 * load on a machine shared with other test runs), for up to 30 s.
 */
async function whenNotBusy(send: () => Promise<APIResponse>): Promise<APIResponse> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await send();
    if (response.status() !== 503 || Date.now() > deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** A JSON call of the API as the page's signed-in user, failing with the body on a bad status. */
export async function api<T = Json>(
  page: Page,
  method: 'GET' | 'POST',
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await whenNotBusy(() =>
    page.request.fetch(url, {
      method,
      headers: { origin: baseUrl() },
      ...(data === undefined ? {} : { data }),
    }),
  );
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A DELETE of the API as the page's signed-in user (cleaning up what the sweep added). */
export async function apiDelete(page: Page, url: string): Promise<void> {
  const response = await whenNotBusy(() => page.request.delete(url, { headers: { origin: baseUrl() } }));
  expect(response.ok(), `DELETE ${url}: ${response.status()} ${await response.text()}`).toBe(true);
}

/** The newest link in the dev outbox's mails to `to` whose address contains `part`. */
export async function outboxLink(to: string, part: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl()}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const { mails } = (await response.json()) as { mails: { text: string }[] };
    const link = mails
      .flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? [])
      .find((url) => url.includes(part));
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} with a ${part} link`);
}
