import { CHAT_COPY } from '@northdesk/shared';
import { MessageSquareIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useChatConnection } from '../hooks/useChatConnection';
import { chatWindowStore, updateChatWindow } from '../states/chat-window-store';
import { ChatConnectButton } from './ChatConnectButton';
import { ChatUnreadBadge } from './ChatUnreadBadge';

const BADGE =
  'absolute -top-0.5 -right-0.5 rounded-full bg-primary px-1 font-medium text-[10px] text-primary-foreground leading-4';

/** The desktop header's chat control: opens (or brings back) the floating chat window. */
export function ChatHeaderButton() {
  const { isConnected } = useChatConnection();
  if (!isConnected) return <ChatConnectButton />;
  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
      aria-label={CHAT_COPY.openChat}
      onClick={() => {
        const { mode } = chatWindowStore.getSnapshot();
        updateChatWindow({ mode: mode === 'open' ? 'hidden' : 'open' });
      }}
    >
      <MessageSquareIcon className="size-5" />
      <ChatUnreadBadge className={BADGE} />
    </Button>
  );
}

/** The phone header's chat button: the chat screen. */
export function ChatOpenButton() {
  const { isConnected } = useChatConnection();
  if (!isConnected) return null;
  return (
    <Button asChild variant="ghost" size="icon" className="relative" aria-label={CHAT_COPY.openChat}>
      <Link to="/mobile-chat">
        <MessageSquareIcon className="size-5" />
        <ChatUnreadBadge className={BADGE} />
      </Link>
    </Button>
  );
}
