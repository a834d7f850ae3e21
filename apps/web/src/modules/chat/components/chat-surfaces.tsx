import type { ChatProviderKind } from '@northdesk/shared';
import type { ComponentType } from 'react';
import { useStore } from '@/modules/ui/states/create-store';
import { useChatChannels } from '../hooks/useChatChannels';
import { useSlackChannels } from '../hooks/useSlackChat';
import { openChatChannel, updateChatWindow, useChatWindow } from '../states/chat-window-store';
import { slackRevokedStore } from '../states/slack-revoked-store';
import { ChatChannelList } from './ChatChannelList';
import { ChatConversation } from './ChatConversation';
import { SlackChannelGone } from './SlackChannelGone';
import { SlackChannelList } from './SlackChannelList';
import { SlackConversation } from './SlackConversation';

export interface ChatChannelListProps {
  selectedId: string | null;
  onSelect: (channelId: string) => void;
  className?: string;
}

export interface ChatConversationSlotProps {
  /** Shown on a phone: back to the channel list. */
  onBack?: () => void;
  /** False while the window is minimized: nothing is marked read then. */
  isVisible: boolean;
}

/**
 * One chat provider as the window uses it (the server's ChatProvider behind our API): which of
 * its channels is open, its channel list, and the open conversation. The window's layout
 * (ChatProviderPanel) is the same for every provider; only this table differs.
 */
export interface ChatSurface {
  useOpenChannel(): {
    selectedId: string | null;
    isOpen: boolean;
    select: (channelId: string | null) => void;
  };
  ChannelList: ComponentType<ChatChannelListProps>;
  Conversation: ComponentType<ChatConversationSlotProps>;
}

function useBuiltinOpenChannel() {
  const { channelId } = useChatWindow();
  const { data } = useChatChannels();
  const channel = data?.channels.find((c) => c.id === channelId) ?? null;
  return { selectedId: channel?.id ?? null, isOpen: channel !== null, select: openChatChannel };
}

function BuiltinConversation(props: ChatConversationSlotProps) {
  const { channelId } = useChatWindow();
  const { data } = useChatChannels();
  const channel = data?.channels.find((c) => c.id === channelId);
  return channel ? <ChatConversation key={channel.id} channel={channel} {...props} /> : null;
}

const selectSlack = (slackChannelId: string | null) => updateChatWindow({ slackChannelId });

function useSlackOpenChannel() {
  const { slackChannelId } = useChatWindow();
  const { data } = useSlackChannels();
  const revoked = useStore(slackRevokedStore);
  const channel = data?.channels.find((c) => c.id === slackChannelId) ?? null;
  // A channel I was removed from stays open, saying so, until I pick another.
  const gone = slackChannelId !== null && revoked.has(slackChannelId);
  return { selectedId: channel?.id ?? null, isOpen: channel !== null || gone, select: selectSlack };
}

function SlackConversationSlot(props: ChatConversationSlotProps) {
  const { slackChannelId } = useChatWindow();
  const { data } = useSlackChannels();
  const revoked = useStore(slackRevokedStore);
  const gone = slackChannelId === null ? undefined : revoked.get(slackChannelId);
  if (gone !== undefined) return <SlackChannelGone name={gone} onBack={props.onBack} />;
  const channel = data?.channels.find((c) => c.id === slackChannelId);
  return channel ? <SlackConversation key={channel.id} channel={channel} {...props} /> : null;
}

export const CHAT_SURFACES: Record<ChatProviderKind, ChatSurface> = {
  builtin: {
    useOpenChannel: useBuiltinOpenChannel,
    ChannelList: ChatChannelList,
    Conversation: BuiltinConversation,
  },
  slack: {
    useOpenChannel: useSlackOpenChannel,
    ChannelList: SlackChannelList,
    Conversation: SlackConversationSlot,
  },
};
