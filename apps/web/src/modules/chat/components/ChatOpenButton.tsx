import { CHAT_COPY } from '@northdesk/shared';
import { MessageSquareIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useChatConnection } from '../hooks/useChatConnection';
import { ChatUnreadBadge } from './ChatUnreadBadge';

export const CHAT_BUTTON_BADGE =
  'absolute -top-0.5 -right-0.5 rounded-full bg-primary px-1 font-medium text-[10px] text-primary-foreground leading-4';

// Apart from ChatHeaderButton: the desktop's connect dialog is not part of a phone's first load.
/** The phone header's chat button: the chat screen. */
export function ChatOpenButton() {
  const { isConnected } = useChatConnection();
  if (!isConnected) return null;
  return (
    <Button asChild variant="ghost" size="icon" className="relative" aria-label={CHAT_COPY.openChat}>
      <Link to="/mobile-chat">
        <MessageSquareIcon className="size-5" />
        <ChatUnreadBadge className={CHAT_BUTTON_BADGE} />
      </Link>
    </Button>
  );
}
