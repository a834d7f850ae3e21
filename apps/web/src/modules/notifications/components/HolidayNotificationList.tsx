import { CalendarDaysIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useNow } from '@/modules/ui/hooks/useNow';
import { NOTIFICATIONS_COPY } from '../copy';
import { useNotifications } from '../hooks/useNotifications';
import { isHolidayNotification } from '../utils/notification-target';
import { formatRelativeTime } from '../utils/relative-time';

/** The user's holiday_request and holiday_decision notifications, newest first. */
export function HolidayNotificationList() {
  const notifications = useNotifications();
  const now = useNow();

  if (notifications.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (notifications.isError) {
    return (
      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <p className="text-muted-foreground">{NOTIFICATIONS_COPY.loadFailed}</p>
          <Button variant="outline" size="sm" onClick={() => void notifications.refetch()}>
            {NOTIFICATIONS_COPY.retry}
          </Button>
        </CardContent>
      </Card>
    );
  }

  const holidays = notifications.data.notifications.filter(isHolidayNotification);
  if (holidays.length === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
          <div className="flex size-11 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <CalendarDaysIcon className="size-5" aria-hidden="true" />
          </div>
          <p className="font-medium">{NOTIFICATIONS_COPY.holidaysEmpty}</p>
          <p className="max-w-sm text-muted-foreground text-sm">{NOTIFICATIONS_COPY.holidaysEmptyHint}</p>
        </CardContent>
      </Card>
    );
  }

  return (
    <ul className="grid gap-3">
      {holidays.map((notification) => (
        <li key={notification.id}>
          <Card className={cn('py-4', !notification.isRead && 'border-primary/30 bg-primary/5')}>
            <CardContent className="flex items-start gap-3">
              <div className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                <CalendarDaysIcon className="size-4" aria-hidden="true" />
              </div>
              <div className="grid min-w-0 flex-1 gap-1">
                <p className="break-words font-medium">{notification.title}</p>
                {notification.message ? (
                  <p className="break-words text-muted-foreground text-sm">{notification.message}</p>
                ) : null}
                <time dateTime={notification.createdAt} className="text-muted-foreground text-xs">
                  {formatRelativeTime(notification.createdAt, now)}
                </time>
              </div>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
