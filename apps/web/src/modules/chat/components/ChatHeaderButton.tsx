import { CHAT_COPY } from '@northdesk/shared';
import { MessageSquareIcon, PlugIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useChatConnection } from '../hooks/useChatConnection';
import { ChatConnectionDialog } from './ChatConnectionDialog';

/** The desktop header's chat control: the chat button when connected, else Connect. */
export function ChatHeaderButton() {
  const { isConnected } = useChatConnection();
  const [isDialogOpen, setIsDialogOpen] = useState(false);

  if (isConnected) return <ChatOpenButton />;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setIsDialogOpen(true)}>
        <PlugIcon aria-hidden="true" />
        <span className="max-sm:sr-only">{CHAT_COPY.connect}</span>
      </Button>
      <ChatConnectionDialog open={isDialogOpen} onOpenChange={setIsDialogOpen} />
    </>
  );
}

/** Opens the chat; only shown once chat is connected. */
export function ChatOpenButton() {
  const { isConnected } = useChatConnection();
  if (!isConnected) return null;
  return (
    <Button asChild variant="ghost" size="icon" aria-label={CHAT_COPY.openChat}>
      <Link to="/mobile-chat">
        <MessageSquareIcon className="size-5" />
      </Link>
    </Button>
  );
}
