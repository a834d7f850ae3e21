import { ADMIN_COPY, CHAT_COPY } from '@northdesk/shared';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seen, signInThroughUi, toast } from './support/auth-flows.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { baseUrl, hasHorizontalOverflow, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { E2E_FIXTURE_USERS } from './support/fixtures.ts';

/*
 * Slack inside the chat window, as a new user would (issue 20): an admin sets up the company's
 * Slack app in Settings → Slack Integration, connects through the OAuth popup (the fake Slack the
 * setup started: SLACK_API_URL), reads #general, sends a message that reaches Slack, sees a reply
 * posted on Slack arrive (the tenant's poller, then the event stream), sees the expired-connection
 * message with Reconnect once Slack revokes the tokens, and the phone layout at 390 px. With the
 * app's signing secret set and the Events Request URL given to Slack, being removed from a private
 * channel in Slack makes the open channel say it is no longer available, at once.
 */

const USER = E2E_FIXTURE_USERS[3];
const slackUrl = () => inject('slackUrl');

type FakeState = {
  app: { clientId: string };
  users: { id: string; name: string }[];
  channels: { id: string; name: string | null }[];
};
type FakeMessage = { ts: string; text: string; user?: string };

async function fake<T>(method: string, route: string, body?: object): Promise<T> {
  const response = await fetch(`${slackUrl()}${route}`, {
    method,
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`fake Slack ${method} ${route}: ${response.status}`);
  return (await response.json()) as T;
}

let browser: Browser;
let page: Page;
let close: () => Promise<void>;
let state: FakeState;
const general = () => state.channels.find((c) => c.name === 'general')?.id ?? '';
const leadership = () => state.channels.find((c) => c.name === 'leadership')?.id ?? '';

const chatWindow = () => page.getByRole('dialog', { name: CHAT_COPY.windowTitle });
const slackMessages = (scope: Page | Locator) => scope.getByTestId('slack-message');

async function expectAccessible(name: string): Promise<void> {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
  expect(await seriousA11yViolations(page), name).toEqual([]);
  await screenshot(page, `slack-${name}`);
}

beforeAll(async () => {
  state = await fake<FakeState>('GET', '/_fake/state');
  browser = await launchBrowser();
  const session = await newPage(browser);
  page = session.page;
  close = () => session.context.close();
  await signInThroughUi(page, USER.email, USER.password);
  await page.waitForURL(`${baseUrl()}/`);
}, 60_000);

afterAll(async () => {
  await close?.();
  await browser?.close();
});

describe('Slack in the chat window, as a new user would', () => {
  it('an admin sets up the Slack app in Settings → Slack Integration (secret masked)', async () => {
    await page.goto('/settings');
    await page.getByRole('tab', { name: ADMIN_COPY.tabSlack }).click();
    await page.getByLabel(CHAT_COPY.clientId).fill(state.app.clientId);
    await page.getByLabel(CHAT_COPY.clientSecret).fill('fake-slack-client-secret');
    await page.getByLabel(CHAT_COPY.signingSecret).fill('fake-slack-signing-secret');
    await page.getByRole('button', { name: CHAT_COPY.saveApp }).click();
    await seen(toast(page, CHAT_COPY.appSaved));
    await seen(page.getByText(`${baseUrl()}/api/chat/slack/callback`));
    // The Events Request URL, as an admin copies it into Slack's Event Subscriptions.
    const eventsUrl = page.getByText(`${baseUrl()}/api/chat/slack/events/`);
    await seen(eventsUrl);
    await expect
      .poll(() => page.getByLabel(CHAT_COPY.signingSecret).getAttribute('placeholder'))
      .toBe(CHAT_COPY.signingSecretStored);
    await fake('POST', '/_fake/events', { url: (await eventsUrl.textContent())?.trim() });
    await expect
      .poll(() => page.getByLabel(CHAT_COPY.clientSecret).getAttribute('placeholder'))
      .toMatch(/^•+cret$/);
    await expectAccessible('settings');
  });

  it('connects Slack through the popup from the chat window', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: CHAT_COPY.openChat }).click();
    await seen(chatWindow());
    await chatWindow().getByRole('button', { name: CHAT_COPY.connect }).click();
    const dialog = page.getByRole('dialog', { name: CHAT_COPY.dialogTitle });
    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: CHAT_COPY.connectSlack }).click();
    const popup = await popupOpened;
    await popup.getByRole('link', { name: 'Allow' }).click();
    await seen(toast(page, CHAT_COPY.slackAuthorized), 20_000);
    await popup.waitForEvent('close', { timeout: 10_000 }).catch(() => undefined);
    // Connected: the window's Connect gives way to the choice between the built-in chat and Slack.
    await seen(chatWindow().getByRole('button', { name: CHAT_COPY.slackSource, exact: true }));
    expect(await chatWindow().getByRole('button', { name: CHAT_COPY.connect }).count()).toBe(0);
  });

  it('reads #general, sends a message that reaches Slack, and sees a reply posted there arrive', async () => {
    const window = chatWindow();
    await window.getByRole('button', { name: CHAT_COPY.slackSource, exact: true }).click();
    await window.getByRole('button', { name: 'general' }).click();
    await seen(slackMessages(window).filter({ hasText: 'the Leeds delivery is booked' }));
    // The channel_join (no text) is not shown.
    expect(await slackMessages(window).count()).toBe(2);
    const composer = window.getByRole('textbox', { name: CHAT_COPY.messagePlaceholder('#general') });
    await composer.fill('Quote for Acme is out');
    await composer.press('Enter');
    await seen(slackMessages(window).filter({ hasText: 'Quote for Acme is out' }));
    const { messages } = await fake<{ messages: FakeMessage[] }>('GET', `/_fake/messages/${general()}`);
    expect(messages.some((m) => m.text === 'Quote for Acme is out')).toBe(true);
    // Someone answers on Slack: the tenant's poller sees it and the window shows it.
    const alan = state.users.find((u) => u.name === 'alan');
    await fake('POST', '/_fake/post', {
      channel: general(),
      user: alan?.id,
      text: 'Thanks, I will chase them Friday',
    });
    await seen(slackMessages(window).filter({ hasText: 'Thanks, I will chase them Friday' }), 30_000);
    await expectAccessible('conversation');
  });

  it('removed from a private channel in Slack: the open channel says it is no longer available and leaves the list', async () => {
    const window = chatWindow();
    const grace = state.users.find((u) => u.name === 'grace');
    await fake('POST', '/_fake/post', {
      channel: leadership(),
      user: grace?.id,
      text: 'Board pack for Thursday',
    });
    await window.getByRole('button', { name: 'leadership' }).click();
    await seen(slackMessages(window).filter({ hasText: 'Board pack for Thursday' }));
    // Slack removes Grace (the connected person) and sends its member_left_channel event.
    await fake('POST', '/_fake/remove-member', { channel: leadership(), user: grace?.id });
    await seen(
      window.getByRole('alert').filter({ hasText: CHAT_COPY.slackAccessRevoked('#leadership') }),
      15_000,
    );
    expect(await slackMessages(window).count()).toBe(0);
    expect(
      await window.getByRole('textbox', { name: CHAT_COPY.messagePlaceholder('#leadership') }).count(),
    ).toBe(0);
    const list = window.getByRole('navigation', { name: CHAT_COPY.slackChannels });
    expect(await list.getByRole('button', { name: 'leadership' }).count()).toBe(0);
    await expectAccessible('access-revoked');
    // Back to another channel: it works as before.
    await list.getByRole('button', { name: 'general' }).click();
    await seen(slackMessages(window).filter({ hasText: 'Quote for Acme is out' }));
  });

  it('says the connection expired, with Reconnect, once Slack refuses the tokens; Reconnect brings it back', async () => {
    await fake('POST', '/_fake/revoke');
    await page.reload();
    await page.getByRole('button', { name: CHAT_COPY.openChat }).click();
    const window = chatWindow();
    await seen(window);
    await window.getByRole('button', { name: CHAT_COPY.slackSource, exact: true }).click();
    await window.getByRole('button', { name: 'general' }).click();
    const alert = window.getByRole('alert').filter({ hasText: CHAT_COPY.expired });
    await seen(alert, 20_000);
    await expectAccessible('expired');
    const popupOpened = page.waitForEvent('popup');
    await alert.getByRole('button', { name: CHAT_COPY.reconnect }).click();
    await (await popupOpened).getByRole('link', { name: 'Allow' }).click();
    await seen(toast(page, CHAT_COPY.slackAuthorized), 20_000);
    await seen(slackMessages(window).filter({ hasText: 'Quote for Acme is out' }), 20_000);
  });

  it('on a phone (390 px) Slack is the channel list, then the conversation', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/mobile-chat');
    await page.getByRole('button', { name: CHAT_COPY.slackSource, exact: true }).click();
    await page.getByRole('button', { name: 'general' }).click();
    await seen(slackMessages(page).filter({ hasText: 'Quote for Acme is out' }));
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.getByRole('button', { name: CHAT_COPY.back }).click();
    await seen(page.getByRole('navigation', { name: CHAT_COPY.slackChannels }));
    await expectAccessible('phone');
  });
});
