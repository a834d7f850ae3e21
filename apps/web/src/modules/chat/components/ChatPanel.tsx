import { CHAT_COPY } from '@northdesk/shared';
import { cn } from '@/lib/utils';
import { useChatChannels } from '../hooks/useChatChannels';
import { openChatChannel, useChatWindow } from '../states/chat-window-store';
import { ChatChannelList } from './ChatChannelList';
import { ChatConversation } from './ChatConversation';

interface ChatPanelProps {
  /** window: list beside the conversation; phone: the list, then the conversation alone. */
  layout: 'window' | 'phone';
  isVisible?: boolean;
}

/** The chat itself, shared by the floating window and /mobile-chat. */
export function ChatPanel({ layout, isVisible = true }: ChatPanelProps) {
  const { channelId } = useChatWindow();
  const { data } = useChatChannels();
  const channel = data?.channels.find((c) => c.id === channelId) ?? null;

  if (layout === 'phone') {
    return channel ? (
      <ChatConversation
        key={channel.id}
        channel={channel}
        onBack={() => openChatChannel(null)}
        isVisible={isVisible}
      />
    ) : (
      <ChatChannelList selectedId={null} onSelect={openChatChannel} className="p-3" />
    );
  }
  return (
    <div className="flex min-h-0 flex-1">
      <ChatChannelList
        selectedId={channel?.id ?? null}
        onSelect={openChatChannel}
        className={cn('w-44 shrink-0 border-r p-2')}
      />
      {channel ? (
        <ChatConversation key={channel.id} channel={channel} isVisible={isVisible} />
      ) : (
        <p className="flex flex-1 items-center justify-center p-6 text-center text-muted-foreground text-sm">
          {CHAT_COPY.noChannelSelected}
        </p>
      )}
    </div>
  );
}
