import { createStore, useStore } from '@/modules/ui/states/create-store';

export type ChatWindowMode = 'hidden' | 'open' | 'minimized';

export interface ChatWindowState {
  mode: ChatWindowMode;
  channelId: string | null;
  /** The thread shown instead of the channel, if any. */
  threadRootId: string | null;
  /** Top-left corner once dragged; null keeps it at the bottom right. */
  position: { x: number; y: number } | null;
  /** Which chat the window shows: the built-in one or Slack (once connected). */
  provider: 'builtin' | 'slack';
  /** The open Slack channel, if any. */
  slackChannelId: string | null;
}

/** The floating chat window (desktop) and the mobile chat share which conversation is open. */
export const chatWindowStore = createStore<ChatWindowState>(() => ({
  mode: 'hidden',
  channelId: null,
  threadRootId: null,
  position: null,
  provider: 'builtin',
  slackChannelId: null,
}));

export function updateChatWindow(change: Partial<ChatWindowState>): void {
  chatWindowStore.set({ ...chatWindowStore.getSnapshot(), ...change });
}

export function openChatChannel(channelId: string | null): void {
  updateChatWindow({ channelId, threadRootId: null });
}

export function useChatWindow(): ChatWindowState {
  return useStore(chatWindowStore);
}
