import type { Notification, NotificationListResponse } from '@northdesk/shared';
import { describe, expect, it } from 'vitest';
import {
  withAllNotificationsRead,
  withNotificationRead,
  withNotificationRemoved,
} from './notification-list-updates';

const readAt = '2026-03-10T12:00:00.000Z';

function notification(id: string, isRead: boolean): Notification {
  return {
    id,
    userId: 'u1',
    companyId: '3f0c8a52-4a4e-4d8a-9a55-0f7f6f0d2b11',
    type: 'info',
    title: `Title ${id}`,
    message: '',
    relatedId: null,
    isRead,
    readAt: isRead ? '2026-03-01T00:00:00.000Z' : null,
    createdAt: '2026-03-01T00:00:00.000Z',
  };
}

const list: NotificationListResponse = {
  notifications: [notification('a', false), notification('b', true), notification('c', false)],
  unreadCount: 2,
};

describe('withNotificationRead', () => {
  it('marks one unread notification read and lowers the count', () => {
    const next = withNotificationRead(list, 'a', readAt);
    expect(next.unreadCount).toBe(1);
    expect(next.notifications[0]).toMatchObject({ id: 'a', isRead: true, readAt });
    expect(next.notifications[2]?.isRead).toBe(false);
  });

  it('leaves read or unknown notifications alone', () => {
    expect(withNotificationRead(list, 'b', readAt)).toBe(list);
    expect(withNotificationRead(list, 'zzz', readAt)).toBe(list);
  });
});

describe('withAllNotificationsRead', () => {
  it('marks every unread one read and keeps earlier read times', () => {
    const next = withAllNotificationsRead(list, readAt);
    expect(next.unreadCount).toBe(0);
    expect(next.notifications.every((item) => item.isRead)).toBe(true);
    expect(next.notifications[1]?.readAt).toBe('2026-03-01T00:00:00.000Z');
  });
});

describe('withNotificationRemoved', () => {
  it('removes an unread one and lowers the count', () => {
    const next = withNotificationRemoved(list, 'c');
    expect(next.notifications.map((item) => item.id)).toEqual(['a', 'b']);
    expect(next.unreadCount).toBe(1);
  });

  it('removes a read one without changing the count', () => {
    expect(withNotificationRemoved(list, 'b').unreadCount).toBe(2);
  });

  it('leaves the list alone for an unknown id', () => {
    expect(withNotificationRemoved(list, 'zzz')).toBe(list);
  });
});
