import { BellIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { Button } from '@/components/ui/button';
import { NOTIFICATIONS_COPY } from '../copy';
import { useNotifications } from '../hooks/useNotifications';
import { unreadBadgeLabel } from '../utils/unread-badge';

/** The bell's unread count, its badge text and the id of its description. */
export function useBell() {
  const notifications = useNotifications();
  const unreadCount = notifications.data?.unreadCount ?? 0;
  return { unreadCount, badge: unreadBadgeLabel(unreadCount), descriptionId: useId() };
}

type Bell = ReturnType<typeof useBell>;

/**
 * The bell button with its badge, without the popover: the popover's trigger on the desktop, and
 * the button drawn before the popover's code is fetched (HeaderControls).
 */
export function BellButton({ bell, ...props }: ComponentProps<typeof Button> & { bell: Bell }) {
  const { badge, descriptionId } = bell;
  return (
    <Button
      variant="ghost"
      size="icon"
      // The badge digits are visible text, so the name carries them too (axe label-content-name-mismatch).
      aria-label={badge ? `${NOTIFICATIONS_COPY.button} ${badge}` : NOTIFICATIONS_COPY.button}
      aria-describedby={badge ? descriptionId : undefined}
      className="relative"
      {...props}
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
  );
}

/** The unread count in words, named by the button's aria-describedby. */
export function BellDescription({ bell }: { bell: Bell }) {
  if (!bell.badge) return null;
  return (
    <span id={bell.descriptionId} className="sr-only">
      {NOTIFICATIONS_COPY.unreadCount(bell.unreadCount)}
    </span>
  );
}
