import { CHAT_COPY } from '@northdesk/shared';
import { useLayoutEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { Spinner } from '@/modules/ui/components/Spinner';
import { useChatHistory } from '../hooks/useChatHistory';
import { useChatPeople } from '../hooks/useChatPeople';
import { flattenHistory } from '../utils/chat-history-pages';
import { ChatMessageItem } from './ChatMessageItem';

interface ChatMessageListProps {
  channelId: string;
  onOpenThread: (messageId: string) => void;
}

/** How close to the bottom still counts as "reading the newest" (new messages keep it in view). */
const STICK_PX = 80;

/** The channel's messages, oldest at the top; older pages on demand; follows new ones. */
export function ChatMessageList({ channelId, onOpenThread }: ChatMessageListProps) {
  const history = useChatHistory(channelId);
  const { nameOf } = useChatPeople();
  const { user } = useCurrentUser();
  const messages = flattenHistory(history.data);
  const newest = messages.at(-1)?.id;
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);

  // A new message (or the first page) scrolls into view when the reader was at the bottom.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest message changes
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [newest]);

  return (
    <div
      ref={scroller}
      className="min-h-0 flex-1 overflow-y-auto"
      onScroll={(event) => {
        const element = event.currentTarget;
        atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_PX;
      }}
    >
      {history.hasNextPage ? (
        <div className="flex justify-center p-2">
          <Button
            variant="outline"
            size="sm"
            disabled={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {CHAT_COPY.loadOlder}
          </Button>
        </div>
      ) : null}
      {history.isPending ? (
        <div className="flex justify-center p-6">
          <Spinner />
        </div>
      ) : history.isError ? (
        <p className="p-4 text-center text-destructive text-sm">{CHAT_COPY.messageLoadError}</p>
      ) : messages.length === 0 ? (
        <p className="p-4 text-center text-muted-foreground text-sm">{CHAT_COPY.noMessages}</p>
      ) : (
        <div role="log" aria-label={CHAT_COPY.windowTitle}>
          <ol className="grid py-2">
            {messages.map((message) => (
              <ChatMessageItem
                key={message.id}
                message={message}
                nameOf={nameOf}
                currentUserId={user?.id}
                onOpenThread={onOpenThread}
              />
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
