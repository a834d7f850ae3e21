import { BellIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { NOTIFICATIONS_COPY } from '../copy';
import { useNotifications } from '../hooks/useNotifications';
import { unreadBadgeLabel } from '../utils/unread-badge';
import { NotificationPanel } from './NotificationPanel';

/** The header's bell: unread badge ("9+" above 9, hidden at 0) and the notification popover. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const notifications = useNotifications();
  const unreadCount = notifications.data?.unreadCount ?? 0;
  const badge = unreadBadgeLabel(unreadCount);
  const descriptionId = useId();

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          // The badge digits are visible text, so the name carries them too (axe label-content-name-mismatch).
          aria-label={badge ? `${NOTIFICATIONS_COPY.button} ${badge}` : NOTIFICATIONS_COPY.button}
          aria-describedby={badge ? descriptionId : undefined}
          className="relative"
        >
          <BellIcon className="size-5" />
          {badge ? (
            <span
              aria-hidden="true"
              className="absolute top-0.5 right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 font-semibold text-[10px] text-destructive-foreground leading-none ring-2 ring-background"
            >
              {badge}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      {badge ? (
        <span id={descriptionId} className="sr-only">
          {NOTIFICATIONS_COPY.unreadCount(unreadCount)}
        </span>
      ) : null}
      <PopoverContent
        align="end"
        sideOffset={8}
        collisionPadding={8}
        className="w-[min(24rem,calc(100vw-1rem))] p-0"
      >
        <NotificationPanel onNavigate={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}
