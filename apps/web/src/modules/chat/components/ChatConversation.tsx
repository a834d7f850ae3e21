import { CHAT_COPY, type ChatChannel } from '@northdesk/shared';
import { ArrowLeftIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useChatHistory } from '../hooks/useChatHistory';
import { useChatLivePoll } from '../hooks/useChatLivePoll';
import { useMarkChatRead } from '../hooks/useMarkChatRead';
import { updateChatWindow, useChatWindow } from '../states/chat-window-store';
import { newestSeq } from '../utils/chat-history-pages';
import { ChatComposer } from './ChatComposer';
import { ChatMessageList } from './ChatMessageList';
import { ChatThreadView } from './ChatThreadView';

interface ChatConversationProps {
  channel: ChatChannel;
  /** Shown on a phone: back to the channel list. */
  onBack?: () => void;
  /** False while the window is minimized: nothing is marked read then. */
  isVisible?: boolean;
}

export const channelLabel = (channel: ChatChannel) =>
  channel.kind === 'direct' ? channel.name : `#${channel.name}`;

/** A channel or DM: its header, messages (or an open thread) and the composer; read while shown. */
export function ChatConversation({ channel, onBack, isVisible = true }: ChatConversationProps) {
  const { threadRootId } = useChatWindow();
  const history = useChatHistory(channel.id);
  const seq = Math.max(channel.lastSeq, newestSeq(history.data));
  useMarkChatRead(channel.id, seq, isVisible && history.isSuccess);
  useChatLivePoll(channel.id);
  const label = channelLabel(channel);

  return (
    <section aria-label={label} className="flex min-h-0 min-w-0 flex-1 flex-col">
      <header className="flex items-center gap-1 border-b px-2 py-1.5">
        {onBack ? (
          <Button variant="ghost" size="icon" className="size-8" aria-label={CHAT_COPY.back} onClick={onBack}>
            <ArrowLeftIcon className="size-4" />
          </Button>
        ) : null}
        <div className="min-w-0">
          <h2 className="truncate font-semibold text-sm">{label}</h2>
          {channel.topic ? <p className="truncate text-muted-foreground text-xs">{channel.topic}</p> : null}
        </div>
      </header>
      {threadRootId ? (
        <ChatThreadView
          channelId={channel.id}
          rootId={threadRootId}
          onClose={() => updateChatWindow({ threadRootId: null })}
        />
      ) : (
        <>
          <ChatMessageList
            channelId={channel.id}
            onOpenThread={(messageId) => updateChatWindow({ threadRootId: messageId })}
          />
          <ChatComposer channelId={channel.id} placeholder={CHAT_COPY.messagePlaceholder(label)} />
        </>
      )}
    </section>
  );
}
