import { CHAT_COPY, type ChatChannelListResponse, SHELL_COPY } from '@northdesk/shared';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seen, signInThroughUi } from './support/auth-flows.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { baseUrl, hasHorizontalOverflow, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { signInAsDemo } from './support/demo-sessions.ts';
import { demoEmail, E2E_FIXTURE_USERS } from './support/fixtures.ts';

const stamp = Date.now();
const CHANNEL = `deals-${stamp}`;
const outsiderUser = E2E_FIXTURE_USERS[1];

type Session = { context: BrowserContext; page: Page; name: string };
let browser: Browser;
let alice: Session;
let bob: Session;

/** Signs in on the page, or (password null) takes the demo user's shared session. */
async function signIn(email: string, password: string | null, viewport?: { width: number; height: number }) {
  // A phone-sized viewport is a phone (touch): the mobile shell is decided from the device.
  const session = await newPage(browser, viewport, { touch: viewport !== undefined && viewport.width < 768 });
  if (password === null) await signInAsDemo(session.page, email);
  else await signInThroughUi(session.page, email, password);
  await session.page.waitForURL(viewport && viewport.width < 768 ? /mobile-home/ : `${baseUrl()}/`);
  const me = await session.page.request.get('/api/account/me');
  const { user } = (await me.json()) as { user: { fullName: string } };
  return { ...session, name: user.fullName };
}

const chatWindow = (page: Page) => page.getByRole('dialog', { name: CHAT_COPY.windowTitle });
const channelButton = (scope: Page | Locator, name: string) =>
  scope.locator(`[data-testid="chat-channel"][data-channel-name="${name}"]`);
const messages = (scope: Page | Locator) => scope.getByTestId('chat-message');
const composer = (scope: Page | Locator) => scope.getByRole('textbox', { name: CHAT_COPY.messageLabel });

async function openChat(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: CHAT_COPY.openChat }).click();
  const window = chatWindow(page);
  await seen(window);
  return window;
}

/** Delays every animation frame of the page by 300 ms until the returned function is called. */
async function lateAnimationFrames(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    const slow = window as Window & { realRequestAnimationFrame?: typeof requestAnimationFrame };
    slow.realRequestAnimationFrame = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => {
      setTimeout(() => slow.realRequestAnimationFrame?.(callback), 300);
      return 0;
    };
  });
  return async () => {
    await page.evaluate(() => {
      const slow = window as Window & { realRequestAnimationFrame?: typeof requestAnimationFrame };
      if (slow.realRequestAnimationFrame) window.requestAnimationFrame = slow.realRequestAnimationFrame;
    });
  };
}

async function expectAccessible(page: Page, name: string): Promise<void> {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
  expect(await seriousA11yViolations(page), name).toEqual([]);
  await screenshot(page, `chat-${name}`);
}

beforeAll(async () => {
  browser = await launchBrowser();
  alice = await signIn(demoEmail('admin'), null);
  bob = await signIn(demoEmail('operative'), null);
  // Other suites leave these demo users notifications; start from a read bell.
  await bob.page.request.post('/api/notifications/read-all', { data: {} });
  await alice.page.request.post('/api/notifications/read-all', { data: {} });
});
afterAll(async () => {
  await browser.close();
});

describe('team chat between two colleagues', () => {
  it('opens the floating window from the header, creates a channel and sends with Enter', async () => {
    const window = await openChat(alice.page);
    const box = await window.boundingBox();
    expect(box?.width).toBe(560);
    expect(box?.height).toBe(600);
    await expectAccessible(alice.page, 'window-empty');

    await window.getByRole('button', { name: CHAT_COPY.newChannel }).click();
    const dialog = alice.page.getByRole('dialog', { name: CHAT_COPY.newChannel });
    await dialog.getByLabel(CHAT_COPY.channelName).fill(CHANNEL);
    await dialog.getByLabel(CHAT_COPY.channelTopic).fill('Spring orders');
    await dialog.getByRole('button', { name: CHAT_COPY.create }).click();
    await seen(window.getByRole('heading', { name: `#${CHANNEL}` }));

    const send = window.getByRole('button', { name: CHAT_COPY.send });
    expect(await send.isDisabled()).toBe(true);
    await composer(window).fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await composer(window).fill('Morning all');
    await composer(window).press('Shift+Enter');
    await composer(window).pressSequentially('who has the Harbour order?');
    await composer(window).press('Enter');
    await seen(messages(window).filter({ hasText: 'who has the Harbour order?' }));
    expect(await composer(window).inputValue()).toBe('');
    expect(await messages(window).last().textContent()).toContain('Morning all\nwho has the Harbour order?');
    await expectAccessible(alice.page, 'window-channel');
  });

  it('a colleague joins the public channel, and messages arrive live both ways', async () => {
    const window = await openChat(bob.page);
    await window.getByRole('button', { name: CHAT_COPY.browseChannels }).click();
    const dialog = bob.page.getByRole('dialog', { name: CHAT_COPY.browseChannels });
    await dialog.getByRole('button', { name: `${CHAT_COPY.join} ${CHANNEL}` }).click();
    await seen(window.getByRole('heading', { name: `#${CHANNEL}` }));
    await seen(messages(window).filter({ hasText: 'who has the Harbour order?' }));

    await composer(window).fill('I do, shipping Friday');
    await composer(window).press('Enter');
    await seen(messages(chatWindow(alice.page)).filter({ hasText: 'I do, shipping Friday' }));
    // Read while shown: nothing unread for Alice.
    expect(await channelButton(alice.page, CHANNEL).getByTestId('chat-unread-count').count()).toBe(0);
  });

  it('unread counts rise while the window is minimized and clear once the channel is read', async () => {
    const aliceWindow = chatWindow(alice.page);
    await aliceWindow.getByRole('button', { name: CHAT_COPY.minimize }).click();
    expect((await aliceWindow.boundingBox())?.height).toBeLessThan(100);

    const bobWindow = chatWindow(bob.page);
    for (const text of ['Pallets are booked', 'Invoice goes out Monday']) {
      await composer(bobWindow).fill(text);
      await composer(bobWindow).press('Enter');
      await seen(messages(bobWindow).filter({ hasText: text }));
    }
    await seen(aliceWindow.getByText(CHAT_COPY.unreadLabel(2)));
    await seen(alice.page.getByRole('banner').getByText(CHAT_COPY.unreadLabel(2)));

    await aliceWindow.getByRole('button', { name: CHAT_COPY.restore }).click();
    await seen(messages(aliceWindow).filter({ hasText: 'Invoice goes out Monday' }));
    await alice.page.getByRole('banner').getByText(CHAT_COPY.unreadLabel(2)).waitFor({ state: 'detached' });
    expect(await channelButton(alice.page, CHANNEL).getByTestId('chat-unread-count').count()).toBe(0);
  });

  it('an @mention picked from the list rings the bell of the person mentioned', async () => {
    const bobWindow = chatWindow(bob.page);
    const firstName = alice.name.split(' ')[0] ?? alice.name;
    await composer(bobWindow).fill(`Thanks @${firstName.slice(0, 3)}`);
    const menu = bobWindow.getByTestId('chat-mention-menu');
    await seen(menu.getByRole('button', { name: `@${alice.name}` }));
    // Frames come late on a loaded machine: keys typed right after the pick must still follow the
    // mention (the caret was once placed on the next frame, and the word typed before it was split).
    const restoreFrames = await lateAnimationFrames(bob.page);
    try {
      await composer(bobWindow).press('Enter');
      expect(await composer(bobWindow).inputValue()).toBe(`Thanks @${alice.name} `);
      await composer(bobWindow).pressSequentially('can you check the price?');
      expect(await composer(bobWindow).inputValue()).toBe(`Thanks @${alice.name} can you check the price?`);
    } finally {
      await restoreFrames();
    }
    await composer(bobWindow).press('Enter');
    await seen(messages(bobWindow).filter({ hasText: `@${alice.name} can you check the price?` }));

    const bell = alice.page.getByRole('button', { name: SHELL_COPY.notificationsButton });
    await bell.click();
    await seen(
      alice.page.getByRole('button', {
        name: new RegExp(CHAT_COPY.mentionNotificationTitle(bob.name, `#${CHANNEL}`)),
      }),
    );
    await alice.page.keyboard.press('Escape');
    await seen(messages(chatWindow(alice.page)).filter({ hasText: 'can you check the price?' }));
  });

  it('a direct message shows as unread for its receiver until opened', async () => {
    const aliceWindow = chatWindow(alice.page);
    await aliceWindow.getByRole('button', { name: CHAT_COPY.newDirectMessage }).click();
    const dialog = alice.page.getByRole('dialog', { name: CHAT_COPY.newDirectMessage });
    await dialog.getByLabel(CHAT_COPY.searchPeople).fill(bob.name);
    await dialog.getByRole('button', { name: bob.name }).click();
    await seen(aliceWindow.getByRole('heading', { name: bob.name }));
    await composer(aliceWindow).fill(`Private note ${stamp}`);
    await composer(aliceWindow).press('Enter');
    await seen(messages(aliceWindow).filter({ hasText: `Private note ${stamp}` }));

    const dm = channelButton(bob.page, alice.name);
    await seen(dm.getByText(CHAT_COPY.unreadLabel(1)));
    await dm.click();
    await seen(messages(chatWindow(bob.page)).filter({ hasText: `Private note ${stamp}` }));
    await dm.getByTestId('chat-unread-count').waitFor({ state: 'detached' });
    await expectAccessible(bob.page, 'direct-message');
  });

  it('replies in a thread, edits and deletes my own message; the other side sees it live', async () => {
    const aliceWindow = chatWindow(alice.page);
    await channelButton(alice.page, CHANNEL).click();
    await channelButton(bob.page, CHANNEL).click();
    const original = messages(aliceWindow).filter({ hasText: 'who has the Harbour order?' });
    await original.hover();
    await original.getByRole('button', { name: CHAT_COPY.reply }).click();
    const thread = aliceWindow.getByRole('region', { name: CHAT_COPY.thread });
    await composer(thread).fill('Adding the PO number later');
    await composer(thread).press('Enter');
    await seen(messages(thread).filter({ hasText: 'Adding the PO number later' }));
    await thread.getByRole('button', { name: CHAT_COPY.closeThread }).click();
    await seen(original.getByRole('button', { name: CHAT_COPY.replies(1) }));

    await original.getByRole('button', { name: CHAT_COPY.edit }).click();
    const editor = original.getByRole('textbox', { name: CHAT_COPY.edit });
    await editor.fill('Who has the Harbour order? (urgent)');
    await editor.press('Enter');
    await seen(messages(aliceWindow).filter({ hasText: '(urgent)' }).getByText(CHAT_COPY.edited));
    await seen(messages(chatWindow(bob.page)).filter({ hasText: 'Who has the Harbour order? (urgent)' }));

    const edited = messages(aliceWindow).filter({ hasText: '(urgent)' });
    await edited.getByRole('button', { name: CHAT_COPY.delete }).click();
    const confirm = alice.page.getByRole('alertdialog', { name: CHAT_COPY.deleteConfirm });
    await confirm.getByRole('button', { name: CHAT_COPY.delete }).click();
    await seen(aliceWindow.getByText(CHAT_COPY.deleted));
    await seen(chatWindow(bob.page).getByText(CHAT_COPY.deleted));
  });

  it('another company’s user sees none of it', async () => {
    const outsider = await signIn(outsiderUser.email, outsiderUser.password);
    try {
      const window = await openChat(outsider.page);
      await seen(window.getByText(CHAT_COPY.noChannelSelected));
      expect(await channelButton(outsider.page, CHANNEL).count()).toBe(0);
      await window.getByRole('button', { name: CHAT_COPY.browseChannels }).click();
      const dialog = outsider.page.getByRole('dialog', { name: CHAT_COPY.browseChannels });
      await seen(dialog);
      expect(await dialog.getByText(CHANNEL).count()).toBe(0);
      // Asking for it by id is a 404 (as an unknown id would be).
      const list = (await (
        await alice.page.request.get('/api/chat/channels')
      ).json()) as ChatChannelListResponse;
      const channel = list.channels.find((c) => c.name === CHANNEL);
      expect(channel).toBeDefined();
      const answer = await outsider.page.request.get(`/api/chat/channels/${channel?.id}/messages`);
      expect(answer.status()).toBe(404);
    } finally {
      await outsider.context.close();
    }
  });

  it('on a phone (390 px) the chat is the channel list, then the conversation', async () => {
    const phone = await signIn(demoEmail('operative'), null, { width: 390, height: 844 });
    try {
      const { page } = phone;
      await page.getByRole('link', { name: CHAT_COPY.openChat }).click();
      await page.waitForURL(`${baseUrl()}/mobile-chat`);
      await seen(page.getByRole('navigation', { name: CHAT_COPY.channels }));
      await expectAccessible(page, 'phone-list');
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await channelButton(page, CHANNEL).click();
      await seen(page.getByRole('heading', { name: `#${CHANNEL}` }));
      await seen(messages(page).filter({ hasText: 'Invoice goes out Monday' }));
      await composer(page).fill('Sent from my phone');
      await page.getByRole('button', { name: CHAT_COPY.send }).click();
      await seen(messages(page).filter({ hasText: 'Sent from my phone' }));
      await seen(messages(chatWindow(alice.page)).filter({ hasText: 'Sent from my phone' }));
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await expectAccessible(page, 'phone-conversation');
      await page.getByRole('button', { name: CHAT_COPY.back }).click();
      await seen(channelButton(page, CHANNEL));
    } finally {
      await phone.context.close();
    }
  });
});
