import type { NotificationListResponse } from '@northdesk/shared';

/** The list as it reads once one notification is read (used for an immediate, optimistic update). */
export function withNotificationRead(
  list: NotificationListResponse,
  id: string,
  readAt: string,
): NotificationListResponse {
  const target = list.notifications.find((item) => item.id === id);
  if (!target || target.isRead) return list;
  return {
    notifications: list.notifications.map((item) =>
      item.id === id ? { ...item, isRead: true, readAt } : item,
    ),
    unreadCount: Math.max(0, list.unreadCount - 1),
  };
}

export function withAllNotificationsRead(
  list: NotificationListResponse,
  readAt: string,
): NotificationListResponse {
  return {
    notifications: list.notifications.map((item) => (item.isRead ? item : { ...item, isRead: true, readAt })),
    unreadCount: 0,
  };
}

export function withNotificationRemoved(
  list: NotificationListResponse,
  id: string,
): NotificationListResponse {
  const target = list.notifications.find((item) => item.id === id);
  if (!target) return list;
  return {
    notifications: list.notifications.filter((item) => item.id !== id),
    unreadCount: target.isRead ? list.unreadCount : Math.max(0, list.unreadCount - 1),
  };
}
