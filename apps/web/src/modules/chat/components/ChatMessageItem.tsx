import { CHAT_COPY, type ChatMessage } from '@northdesk/shared';
import { MessageSquareReplyIcon, PaperclipIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { initialsOf } from '@/modules/ui/utils/initials';
import { ChatDeleteMessageDialog } from './ChatDeleteMessageDialog';
import { ChatMessageEditForm } from './ChatMessageEditForm';
import { ChatMessageText } from './ChatMessageText';

interface ChatMessageItemProps {
  message: ChatMessage;
  nameOf: (id: string) => string | undefined;
  currentUserId: string | undefined;
  /** Top-level messages open their thread; replies have none. */
  onOpenThread?: (messageId: string) => void;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const dayTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One message: author, time, text with mentions, files, thread link, and my edit/delete. */
export function ChatMessageItem({ message, nameOf, currentUserId, onOpenThread }: ChatMessageItemProps) {
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const isMine = message.author?.id === currentUserId;
  const authorName = message.author?.name ?? '—';
  const created = new Date(message.createdAt);

  return (
    <li
      className="group flex gap-2 px-3 py-1.5 hover:bg-muted/50"
      data-testid="chat-message"
      data-seq={message.seq}
    >
      <span
        className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 font-medium text-primary text-xs"
        aria-hidden="true"
      >
        {initialsOf(authorName)}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline gap-2">
          <span className="truncate font-semibold text-sm">{authorName}</span>
          <time
            className="shrink-0 text-muted-foreground text-xs"
            dateTime={message.createdAt}
            title={dayTimeFormat.format(created)}
          >
            {timeFormat.format(created)}
          </time>
          {message.editedAt && !message.isDeleted ? (
            <span className="text-muted-foreground text-xs">{CHAT_COPY.edited}</span>
          ) : null}
        </div>
        {message.isDeleted ? (
          <p className="text-muted-foreground text-sm italic">{CHAT_COPY.deleted}</p>
        ) : isEditing ? (
          <ChatMessageEditForm message={message} nameOf={nameOf} onDone={() => setIsEditing(false)} />
        ) : (
          <ChatMessageText text={message.text} nameOf={nameOf} currentUserId={currentUserId} />
        )}
        {message.attachments.length > 0 ? (
          <ul className="mt-1 grid gap-0.5">
            {message.attachments.map((file) => (
              <li key={file.id}>
                <a
                  href={file.url}
                  className="inline-flex items-center gap-1 text-primary text-sm underline-offset-2 hover:underline"
                  download={file.fileName}
                >
                  <PaperclipIcon className="size-3.5" aria-hidden="true" />
                  {file.fileName}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {onOpenThread && message.replyCount > 0 ? (
          <button
            type="button"
            className="mt-0.5 text-primary text-xs hover:underline"
            onClick={() => onOpenThread(message.id)}
          >
            {CHAT_COPY.replies(message.replyCount)}
          </button>
        ) : null}
      </div>
      {!message.isDeleted && !isEditing ? (
        <div className="flex shrink-0 items-start gap-0.5 opacity-60 group-focus-within:opacity-100 group-hover:opacity-100">
          {onOpenThread ? (
            <Button
              variant="ghost"
              size="icon"
              className="size-7"
              aria-label={CHAT_COPY.reply}
              onClick={() => onOpenThread(message.id)}
            >
              <MessageSquareReplyIcon className="size-3.5" />
            </Button>
          ) : null}
          {isMine ? (
            <>
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={CHAT_COPY.edit}
                onClick={() => setIsEditing(true)}
              >
                <PencilIcon className="size-3.5" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={CHAT_COPY.delete}
                onClick={() => setIsDeleting(true)}
              >
                <Trash2Icon className="size-3.5" />
              </Button>
              <ChatDeleteMessageDialog message={message} open={isDeleting} onOpenChange={setIsDeleting} />
            </>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
