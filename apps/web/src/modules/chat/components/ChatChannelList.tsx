import { CHAT_COPY, type ChatChannel } from '@northdesk/shared';
import { HashIcon, LockIcon, UserIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { useChatChannels } from '../hooks/useChatChannels';
import { ChatChannelActions } from './ChatChannelActions';

interface ChatChannelListProps {
  selectedId: string | null;
  onSelect: (channelId: string) => void;
  className?: string;
}

/** My channels, then my direct messages, each with its unread and mention counts. */
export function ChatChannelList({ selectedId, onSelect, className }: ChatChannelListProps) {
  const { data } = useChatChannels();
  const channels = data?.channels ?? [];
  const rooms = channels.filter((channel) => channel.kind !== 'direct');
  const directs = channels.filter((channel) => channel.kind === 'direct');

  return (
    <nav
      aria-label={CHAT_COPY.channels}
      className={cn('flex min-h-0 flex-col gap-3 overflow-y-auto', className)}
    >
      <ChatChannelActions joinable={data?.joinable ?? []} />
      <ChannelGroup
        title={CHAT_COPY.channels}
        empty={CHAT_COPY.noChannels}
        channels={rooms}
        selectedId={selectedId}
        onSelect={onSelect}
      />
      <ChannelGroup
        title={CHAT_COPY.directMessages}
        empty={CHAT_COPY.noDirectMessages}
        channels={directs}
        selectedId={selectedId}
        onSelect={onSelect}
      />
    </nav>
  );
}

interface ChannelGroupProps {
  title: string;
  empty: string;
  channels: ChatChannel[];
  selectedId: string | null;
  onSelect: (channelId: string) => void;
}

function ChannelGroup({ title, empty, channels, selectedId, onSelect }: ChannelGroupProps) {
  return (
    <section className="grid gap-1">
      <h3 className="px-2 font-medium text-muted-foreground text-xs uppercase tracking-wide">{title}</h3>
      {channels.length === 0 ? (
        <p className="px-2 text-muted-foreground text-xs">{empty}</p>
      ) : (
        <ul className="grid gap-0.5">
          {channels.map((channel) => (
            <li key={channel.id}>
              <ChannelButton
                channel={channel}
                isSelected={channel.id === selectedId}
                onSelect={() => onSelect(channel.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ChannelButton({
  channel,
  isSelected,
  onSelect,
}: {
  channel: ChatChannel;
  isSelected: boolean;
  onSelect: () => void;
}) {
  const Icon = channel.kind === 'direct' ? UserIcon : channel.kind === 'private' ? LockIcon : HashIcon;
  const hasUnread = channel.unreadCount > 0;
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={isSelected ? 'true' : undefined}
      data-testid="chat-channel"
      data-channel-name={channel.name}
      className={cn(
        'flex w-full min-w-0 items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-accent',
        isSelected && 'bg-accent font-medium',
        hasUnread && 'font-semibold',
      )}
    >
      <Icon className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="min-w-0 flex-1 truncate">{channel.name}</span>
      {channel.mentionCount > 0 ? (
        <span
          className="rounded-full bg-destructive px-1.5 text-destructive-foreground text-xs"
          data-testid="chat-mention-count"
        >
          <span aria-hidden="true">@{channel.mentionCount}</span>
          <span className="sr-only">{CHAT_COPY.mentionLabel(channel.mentionCount)}</span>
        </span>
      ) : null}
      {hasUnread ? (
        <span
          className="rounded-full bg-primary px-1.5 text-primary-foreground text-xs"
          data-testid="chat-unread-count"
        >
          <span aria-hidden="true">{channel.unreadCount}</span>
          <span className="sr-only">{CHAT_COPY.unreadLabel(channel.unreadCount)}</span>
        </span>
      ) : null}
    </button>
  );
}
