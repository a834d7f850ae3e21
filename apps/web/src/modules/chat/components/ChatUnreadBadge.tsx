import { CHAT_COPY } from '@northdesk/shared';
import { useChatChannels } from '../hooks/useChatChannels';

/** The total unread across my channels and DMs (9+ above 9, like the bell); nothing when none. */
export function ChatUnreadBadge({ className }: { className?: string }) {
  const { data } = useChatChannels();
  const total = (data?.channels ?? []).reduce((sum, channel) => sum + channel.unreadCount, 0);
  if (total === 0) return null;
  return (
    <span
      data-testid="chat-total-unread"
      className={className ?? 'rounded-full bg-primary px-1.5 font-medium text-primary-foreground text-xs'}
    >
      <span aria-hidden="true">{total > 9 ? '9+' : total}</span>
      <span className="sr-only">{CHAT_COPY.unreadLabel(total)}</span>
    </span>
  );
}
