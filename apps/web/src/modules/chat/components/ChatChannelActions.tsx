import { CHAT_COPY, type ChatChannel } from '@northdesk/shared';
import { HashIcon, PlusIcon, UserPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ChatJoinChannelDialog } from './ChatJoinChannelDialog';
import { ChatNewChannelDialog } from './ChatNewChannelDialog';
import { ChatNewDirectDialog } from './ChatNewDirectDialog';

type OpenDialog = 'create' | 'join' | 'direct' | null;

/** New channel, join a public channel, new direct message. */
export function ChatChannelActions({ joinable }: { joinable: ChatChannel[] }) {
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };
  return (
    <div className="grid gap-0.5">
      <Button variant="ghost" size="sm" className="justify-start" onClick={() => setOpen('create')}>
        <PlusIcon aria-hidden="true" />
        {CHAT_COPY.newChannel}
      </Button>
      <Button variant="ghost" size="sm" className="justify-start" onClick={() => setOpen('join')}>
        <HashIcon aria-hidden="true" />
        {CHAT_COPY.browseChannels}
      </Button>
      <Button variant="ghost" size="sm" className="justify-start" onClick={() => setOpen('direct')}>
        <UserPlusIcon aria-hidden="true" />
        {CHAT_COPY.newDirectMessage}
      </Button>
      <ChatNewChannelDialog open={open === 'create'} onOpenChange={close} />
      <ChatJoinChannelDialog open={open === 'join'} onOpenChange={close} joinable={joinable} />
      <ChatNewDirectDialog open={open === 'direct'} onOpenChange={close} />
    </div>
  );
}
