import { CHAT_COPY } from '@northdesk/shared';
import { MessageSquareIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useChatConnection } from '../hooks/useChatConnection';
import { chatWindowStore, updateChatWindow } from '../states/chat-window-store';
import { ChatConnectButton } from './ChatConnectButton';
import { CHAT_BUTTON_BADGE as BADGE } from './ChatOpenButton';
import { ChatUnreadBadge } from './ChatUnreadBadge';

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
