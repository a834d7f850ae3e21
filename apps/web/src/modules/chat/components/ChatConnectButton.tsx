import { CHAT_COPY } from '@northdesk/shared';
import { PlugIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { MountWhenOpened } from '@/modules/ui/components/MountWhenOpened';
import { lazyPart } from '@/modules/ui/utils/lazy-part';
import { useChatConnection } from '../hooks/useChatConnection';

// The dialog (Radix, `ui-overlay`) is fetched when the button is reached for: the desktop header
// and chat window show the button on every page's first load (issue 17).
const ChatConnectionDialog = lazyPart(() => import('./ChatConnectionDialog'), 'ChatConnectionDialog');

/** Connect (Slack), shown while no Slack workspace is connected; opens "Chat Connection". */
export function ChatConnectButton() {
  const { isSlackConnected } = useChatConnection();
  const [isOpen, setIsOpen] = useState(false);
  if (isSlackConnected) return null;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="h-7"
        onPointerEnter={ChatConnectionDialog.preload}
        onFocus={ChatConnectionDialog.preload}
        onClick={() => setIsOpen(true)}
      >
        <PlugIcon aria-hidden="true" />
        {CHAT_COPY.connect}
      </Button>
      <MountWhenOpened open={isOpen}>
        <ChatConnectionDialog open={isOpen} onOpenChange={setIsOpen} />
      </MountWhenOpened>
    </>
  );
}
