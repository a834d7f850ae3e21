import { CHAT_COPY } from '@northdesk/shared';
import { XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { Spinner } from '@/modules/ui/components/Spinner';
import { useChatPeople } from '../hooks/useChatPeople';
import { useChatThread } from '../hooks/useChatThread';
import { ChatComposer } from './ChatComposer';
import { ChatMessageItem } from './ChatMessageItem';

interface ChatThreadViewProps {
  channelId: string;
  rootId: string;
  onClose: () => void;
}

/** One thread (one level): the first message, its replies and a reply composer. */
export function ChatThreadView({ channelId, rootId, onClose }: ChatThreadViewProps) {
  const thread = useChatThread(rootId);
  const { nameOf } = useChatPeople();
  const { user } = useCurrentUser();

  return (
    <section aria-label={CHAT_COPY.thread} className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between border-b px-3 py-1.5">
        <h3 className="font-medium text-sm">{CHAT_COPY.thread}</h3>
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label={CHAT_COPY.closeThread}
          onClick={onClose}
        >
          <XIcon className="size-4" />
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {thread.isPending ? (
          <div className="flex justify-center p-6">
            <Spinner />
          </div>
        ) : thread.data ? (
          <ol className="grid py-2">
            <ChatMessageItem message={thread.data.root} nameOf={nameOf} currentUserId={user?.id} />
            {thread.data.replies.length > 0 ? (
              <li className="px-3 py-1 text-muted-foreground text-xs" aria-hidden="true">
                {CHAT_COPY.replies(thread.data.replies.length)}
              </li>
            ) : null}
            {thread.data.replies.map((reply) => (
              <ChatMessageItem key={reply.id} message={reply} nameOf={nameOf} currentUserId={user?.id} />
            ))}
          </ol>
        ) : (
          <p className="p-4 text-center text-destructive text-sm">{CHAT_COPY.messageLoadError}</p>
        )}
      </div>
      <ChatComposer channelId={channelId} threadRootId={rootId} placeholder={CHAT_COPY.replyPlaceholder} />
    </section>
  );
}
