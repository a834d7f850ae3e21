import { CHAT_COPY } from '@northdesk/shared';
import type { Page } from 'playwright-core';
import { api, checkState, checkSurface, type Findings, pageSettled } from './a11y-sweep.ts';
import { baseUrl } from './browser.ts';

// The chat window's own dialogs: New channel, Join a channel, New message, Chat Connection, and
// the confirmation before deleting one's own message (in a private channel of the sweep's own,
// so no colleague is sent an unread message; the message is deleted and the channel left after).

const stamp = Date.now();

export async function checkChatDialogs(office: Page, findings: Findings): Promise<void> {
  const { channel } = await api<{ channel: { id: string; name: string } }>(
    office,
    'POST',
    '/api/chat/channels',
    {
      name: `a11y-sweep-${stamp}`,
      kind: 'private',
    },
  );
  const { message } = await api<{ message: { id: string } }>(
    office,
    'POST',
    `/api/chat/channels/${channel.id}/messages`,
    { text: `Sweep note ${stamp}` },
  );
  try {
    await office.goto('/');
    await pageSettled(office, 'CRM Dashboard');
    await office.getByRole('button', { name: CHAT_COPY.openChat }).click();
    const window = office.getByRole('dialog', { name: CHAT_COPY.windowTitle });
    await window.waitFor({ state: 'visible' });

    for (const name of [CHAT_COPY.newChannel, CHAT_COPY.browseChannels, CHAT_COPY.newDirectMessage]) {
      await checkSurface(
        office,
        `chat · ${name}`,
        () => window.getByRole('button', { name, exact: true }).click(),
        office.getByRole('dialog', { name }),
        findings,
      );
    }
    await checkSurface(
      office,
      `chat · ${CHAT_COPY.dialogTitle}`,
      () => window.getByRole('button', { name: CHAT_COPY.connect, exact: true }).click(),
      office.getByRole('dialog', { name: CHAT_COPY.dialogTitle }),
      findings,
    );

    await window.locator(`[data-testid="chat-channel"][data-channel-name="${channel.name}"]`).click();
    const mine = window.getByTestId('chat-message').filter({ hasText: `Sweep note ${stamp}` });
    await mine.hover();
    await checkSurface(
      office,
      `chat · ${CHAT_COPY.deleteConfirm}`,
      () => mine.getByRole('button', { name: CHAT_COPY.delete }).click(),
      office.getByRole('alertdialog', { name: CHAT_COPY.deleteConfirm }),
      findings,
    );
    // "@" in the composer offers colleagues to mention.
    const composer = window.getByRole('textbox', { name: CHAT_COPY.messageLabel });
    await composer.fill('@');
    await window.getByTestId('chat-mention-menu').waitFor();
    await checkState(office, 'chat · @ mention suggestions', findings);
    await composer.fill('');
    await window.getByRole('button', { name: CHAT_COPY.closeWindow }).click();
  } finally {
    const headers = { origin: baseUrl() };
    await office.request.delete(`/api/chat/messages/${message.id}`, { headers });
    await office.request.post(`/api/chat/channels/${channel.id}/leave`, { headers, data: {} });
  }
}
