import { CHAT_COPY } from '@northdesk/shared';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { useChatChannelActions } from '../hooks/useChatChannelActions';
import { useChatPeople } from '../hooks/useChatPeople';

interface ChatNewDirectDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Pick a colleague to open (or make) the direct message with. */
export function ChatNewDirectDialog({ open, onOpenChange }: ChatNewDirectDialogProps) {
  const { user } = useCurrentUser();
  const { people } = useChatPeople();
  const { openDirect } = useChatChannelActions();
  const [search, setSearch] = useState('');
  const q = search.trim().toLowerCase();
  const matches = people.filter((person) => person.id !== user?.id && person.name.toLowerCase().includes(q));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{CHAT_COPY.newDirectMessage}</DialogTitle>
          <DialogDescription>{CHAT_COPY.choosePerson}</DialogDescription>
        </DialogHeader>
        <Input
          aria-label={CHAT_COPY.searchPeople}
          placeholder={CHAT_COPY.searchPeople}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {matches.length === 0 ? (
          <p className="text-muted-foreground text-sm">{CHAT_COPY.noPeople}</p>
        ) : (
          <ul className="grid max-h-72 gap-0.5 overflow-y-auto">
            {matches.map((person) => (
              <li key={person.id}>
                <button
                  type="button"
                  className="w-full rounded-md px-3 py-2 text-left text-sm hover:bg-accent disabled:opacity-50"
                  disabled={openDirect.isPending}
                  onClick={() => openDirect.mutate(person.id, { onSuccess: () => onOpenChange(false) })}
                >
                  {person.name}
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
