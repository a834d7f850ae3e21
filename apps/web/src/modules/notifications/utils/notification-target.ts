import { HOLIDAY_NOTIFICATION_TYPES, type Notification } from '@northdesk/shared';

export function isHolidayNotification(notification: Pick<Notification, 'type'>): boolean {
  return (HOLIDAY_NOTIFICATION_TYPES as readonly string[]).includes(notification.type);
}

/**
 * Where clicking a notification leads: holiday ones to /holidays, an assigned task to the task, a
 * quote's answer to the quote, a receipt's discrepancies to the receipt.
 */
export function notificationTargetPath(
  notification: Pick<Notification, 'type' | 'relatedId'>,
): string | null {
  if (isHolidayNotification(notification)) return '/holidays';
  if (
    (notification.type === 'quote_accepted' || notification.type === 'quote_declined') &&
    notification.relatedId
  ) {
    return `/quotes/${encodeURIComponent(notification.relatedId)}`;
  }
  if (notification.type === 'receipt_discrepancy' && notification.relatedId) {
    return `/warehouse/receipts/${encodeURIComponent(notification.relatedId)}`;
  }
  if (notification.type === 'task_assigned' && notification.relatedId) {
    return `/tasks/${encodeURIComponent(notification.relatedId)}`;
  }
  return null;
}
