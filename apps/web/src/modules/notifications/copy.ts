import { SHELL_COPY } from '@northdesk/shared';

export const NOTIFICATIONS_COPY = {
  title: SHELL_COPY.notificationsTitle,
  button: SHELL_COPY.notificationsButton,
  empty: SHELL_COPY.notificationsEmpty,
  emptyHint: "You're all caught up.",
  markAllRead: SHELL_COPY.markAllRead,
  allMarkedRead: SHELL_COPY.allMarkedRead,
  markReadFailed: SHELL_COPY.markReadFailed,
  loadFailed: SHELL_COPY.notificationsLoadFailed,
  deleteNotification: SHELL_COPY.deleteNotification,
  deleteFailed: SHELL_COPY.notificationDeleteFailed,
  unreadCount: (count: number) => `${count} unread`,
  unread: 'Unread',
  retry: 'Retry',
} as const;
