import { NOTIFICATION_LIST_HEIGHT_PX, type Notification } from '@northdesk/shared';
import { BellOffIcon, CheckCheckIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ScrollArea } from '@/components/ui/scroll-area';
import { Skeleton } from '@/components/ui/skeleton';
import { useNow } from '@/modules/ui/hooks/useNow';
import { NOTIFICATIONS_COPY } from '../copy';
import { useDeleteNotification } from '../hooks/useDeleteNotification';
import { useMarkAllNotificationsRead } from '../hooks/useMarkAllNotificationsRead';
import { useMarkNotificationRead } from '../hooks/useMarkNotificationRead';
import { useNotifications } from '../hooks/useNotifications';
import { notificationTargetPath } from '../utils/notification-target';
import { NotificationListItem } from './NotificationListItem';

function NotificationListBody({ onNavigate }: { onNavigate: () => void }) {
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const deleteNotification = useDeleteNotification();
  const navigate = useNavigate();
  const now = useNow();

  if (notifications.isPending) {
    return (
      <div className="grid gap-4 p-4" aria-busy="true">
        {[0, 1, 2].map((row) => (
          <div key={row} className="grid gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        ))}
      </div>
    );
  }
  if (notifications.isError) {
    return (
      <div className="flex flex-col items-center gap-3 px-4 py-10 text-center text-sm">
        <p className="text-muted-foreground">{NOTIFICATIONS_COPY.loadFailed}</p>
        <Button variant="outline" size="sm" onClick={() => void notifications.refetch()}>
          {NOTIFICATIONS_COPY.retry}
        </Button>
      </div>
    );
  }

  const items = notifications.data.notifications;
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-4 py-12 text-center">
        <div className="flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <BellOffIcon className="size-5" aria-hidden="true" />
        </div>
        <p className="font-medium text-sm">{NOTIFICATIONS_COPY.empty}</p>
        <p className="text-muted-foreground text-xs">{NOTIFICATIONS_COPY.emptyHint}</p>
      </div>
    );
  }

  const open = (notification: Notification) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    const target = notificationTargetPath(notification);
    if (target) {
      onNavigate();
      void navigate(target);
    }
  };

  return (
    <ul aria-label={NOTIFICATIONS_COPY.title}>
      {items.map((notification) => (
        <NotificationListItem
          key={notification.id}
          notification={notification}
          now={now}
          onOpen={open}
          onDelete={({ id }) => deleteNotification.mutate(id)}
        />
      ))}
    </ul>
  );
}

/** The bell's popover: header with "Mark all as read" and a 400px scrolling list. */
export function NotificationPanel({ onNavigate }: { onNavigate: () => void }) {
  const notifications = useNotifications();
  const markAllRead = useMarkAllNotificationsRead();
  const unreadCount = notifications.data?.unreadCount ?? 0;

  return (
    <div className="flex flex-col">
      <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <div className="flex min-w-0 items-baseline gap-2">
          <h2 className="font-semibold text-sm">{NOTIFICATIONS_COPY.title}</h2>
          {unreadCount > 0 ? (
            <span className="text-muted-foreground text-xs">
              {NOTIFICATIONS_COPY.unreadCount(unreadCount)}
            </span>
          ) : null}
        </div>
        <Button
          variant="ghost"
          size="sm"
          disabled={unreadCount === 0 || markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
          className="h-7 px-2 text-xs"
        >
          <CheckCheckIcon aria-hidden="true" />
          {NOTIFICATIONS_COPY.markAllRead}
        </Button>
      </div>
      <ScrollArea style={{ height: NOTIFICATION_LIST_HEIGHT_PX }}>
        <NotificationListBody onNavigate={onNavigate} />
      </ScrollArea>
    </div>
  );
}
