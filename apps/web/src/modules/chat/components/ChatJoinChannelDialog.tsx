import { CHAT_COPY, type ChatChannel } from '@northdesk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { HashIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useChatChannelActions } from '../hooks/useChatChannelActions';
import { chatQueryKeys } from '../utils/chat-query-keys';

interface ChatJoinChannelDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  joinable: ChatChannel[];
}

/** The company's public channels I have not joined. */
export function ChatJoinChannelDialog({ open, onOpenChange, joinable }: ChatJoinChannelDialogProps) {
  const { join } = useChatChannelActions();
  const queryClient = useQueryClient();
  // A channel created since the list was fetched is not announced to non-members: ask again.
  useEffect(() => {
    if (open) void queryClient.invalidateQueries({ queryKey: chatQueryKeys.channels });
  }, [open, queryClient]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{CHAT_COPY.browseChannels}</DialogTitle>
          <DialogDescription className="sr-only">{CHAT_COPY.browseChannels}</DialogDescription>
        </DialogHeader>
        {joinable.length === 0 ? (
          <p className="text-muted-foreground text-sm">{CHAT_COPY.noChannels}</p>
        ) : (
          <ul className="grid max-h-80 gap-1 overflow-y-auto">
            {joinable.map((channel) => (
              <li key={channel.id} className="flex items-center gap-2 rounded-md border px-3 py-2">
                <HashIcon className="size-4 text-muted-foreground" aria-hidden="true" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-sm">{channel.name}</span>
                  {channel.topic ? (
                    <span className="block truncate text-muted-foreground text-xs">{channel.topic}</span>
                  ) : null}
                </span>
                <Button
                  size="sm"
                  aria-label={`${CHAT_COPY.join} ${channel.name}`}
                  disabled={join.isPending}
                  onClick={() => join.mutate(channel.id, { onSuccess: () => onOpenChange(false) })}
                >
                  {CHAT_COPY.join}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
