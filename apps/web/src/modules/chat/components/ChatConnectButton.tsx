import { CHAT_COPY } from '@northdesk/shared';
import { PlugIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useChatConnection } from '../hooks/useChatConnection';
import { ChatConnectionDialog } from './ChatConnectionDialog';

/** Connect (Slack), shown while no Slack workspace is connected; opens "Chat Connection". */
export function ChatConnectButton() {
  const { isSlackConnected } = useChatConnection();
  const [isOpen, setIsOpen] = useState(false);
  if (isSlackConnected) return null;
  return (
    <>
      <Button variant="outline" size="sm" className="h-7" onClick={() => setIsOpen(true)}>
        <PlugIcon aria-hidden="true" />
        {CHAT_COPY.connect}
      </Button>
      <ChatConnectionDialog open={isOpen} onOpenChange={setIsOpen} />
    </>
  );
}
