import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');
export const artifactsDir = path.resolve(import.meta.dirname, '../../.e2e-artifacts');

/**
 * Debian Chromium, headless, with the flags this machine needs (no network beyond loopback), plus
 * any a suite needs of its own (the fake camera of warehouse-camera.e2e).
 */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: inject('chromiumPath'),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
      ...extraArgs,
    ],
  });
}

/**
 * A phone or tablet: touch (a coarse pointer) and a screen of the viewport's size. The app decides
 * "mobile shell" from these, once per load; a viewport alone is a desktop window of that size.
 */
export function touchDevice(viewport: { width: number; height: number }) {
  return { viewport, screen: viewport, hasTouch: true, isMobile: true };
}

export async function newPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
  options: { touch?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    ...(options.touch ? touchDevice(viewport) : { viewport }),
  });
  const page = await context.newPage();
  return { context, page };
}

/** Saves a screenshot under .e2e-artifacts/ for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(artifactsDir, { recursive: true });
  // Viewport-sized: what a person sees without scrolling.
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`) });
}

type OutboxMail = { to: string; subject: string; text: string };

/** The newest mail to an address from the dev outbox, waiting for it to arrive. */
export async function waitForMail(to: string, subject: string): Promise<OutboxMail & { link: string }> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl()}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const { mails } = (await response.json()) as { mails: OutboxMail[] };
    const mail = mails.find((m) => m.subject === subject);
    if (mail) return { ...mail, link: mail.text.match(/https?:\/\/\S+/)?.[0] ?? '' };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}

/** Whether the page scrolls sideways (content wider than the viewport). */
export function hasHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}
