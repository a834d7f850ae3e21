import { CHAT_COPY } from '@northdesk/shared';
import { messageSegments } from '../utils/chat-mentions';

interface ChatMessageTextProps {
  text: string;
  nameOf: (id: string) => string | undefined;
  currentUserId: string | undefined;
}

/** A message's text with its mentions shown as @Name (mine highlighted); line breaks kept. */
export function ChatMessageText({ text, nameOf, currentUserId }: ChatMessageTextProps) {
  return (
    <p className="whitespace-pre-wrap break-words text-sm">
      {messageSegments(text, nameOf).map((segment, index) =>
        segment.kind === 'text' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments never reorder
          <span key={index}>{segment.text}</span>
        ) : (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: segments never reorder
            key={index}
            className={
              segment.id === currentUserId
                ? 'rounded bg-amber-100 px-0.5 font-medium text-amber-900'
                : 'rounded bg-sky-50 px-0.5 font-medium text-sky-800'
            }
          >
            @{segment.name}
            {segment.id === currentUserId ? <span className="sr-only"> ({CHAT_COPY.you})</span> : null}
          </span>
        ),
      )}
    </p>
  );
}
