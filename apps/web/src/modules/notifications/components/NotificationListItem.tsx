import type { Notification } from '@northdesk/shared';
import { Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { NOTIFICATIONS_COPY } from '../copy';
import { formatRelativeTime } from '../utils/relative-time';

interface NotificationListItemProps {
  notification: Notification;
  now: number;
  onOpen: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
}

export function NotificationListItem({ notification, now, onOpen, onDelete }: NotificationListItemProps) {
  const { title, message, isRead, createdAt } = notification;

  return (
    <li
      className={cn(
        'group/notification relative flex items-start gap-1 border-b px-2 py-1.5 last:border-b-0',
        !isRead && 'bg-primary/5',
      )}
    >
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className="flex min-w-0 flex-1 items-start gap-2.5 rounded-md px-2 py-2 text-left outline-none transition-colors hover:bg-accent/70 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span
          aria-hidden="true"
          className={cn('mt-1.5 size-2 shrink-0 rounded-full', isRead ? 'bg-transparent' : 'bg-primary')}
        />
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className={cn('break-words text-sm leading-snug', !isRead && 'font-semibold')}>
            {title}
            {isRead ? null : <span className="sr-only"> ({NOTIFICATIONS_COPY.unread})</span>}
          </span>
          {message ? (
            <span className="line-clamp-3 break-words text-muted-foreground text-sm leading-snug">
              {message}
            </span>
          ) : null}
          <time dateTime={createdAt} className="text-muted-foreground text-xs">
            {formatRelativeTime(createdAt, now)}
          </time>
        </span>
      </button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={NOTIFICATIONS_COPY.deleteNotification}
        onClick={() => onDelete(notification)}
        className="mt-1 size-8 shrink-0 text-muted-foreground hover:text-destructive"
      >
        <Trash2Icon />
      </Button>
    </li>
  );
}
