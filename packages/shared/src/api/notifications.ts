import { z } from 'zod';

export const NOTIFICATION_TYPES = [
  'holiday_request',
  'holiday_decision',
  'task_assigned',
  'chat_mention',
  'system',
  'info',
] as const;
export const HOLIDAY_NOTIFICATION_TYPES = ['holiday_request', 'holiday_decision'] as const;

export const notificationSchema = z.object({
  id: z.uuid(),
  userId: z.string(),
  companyId: z.uuid(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  relatedId: z.string().nullable(),
  isRead: z.boolean(),
  readAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int().min(0),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const createNotificationRequestSchema = z.object({
  /** Defaults to the signed-in user. Another user of the same tenant needs an admin role. */
  userId: z.string().min(1).optional(),
  type: z.string().trim().min(1).max(50).default('info'),
  title: z.string().trim().min(1, 'Title is required').max(200),
  message: z.string().trim().max(2000).default(''),
  relatedId: z.string().max(200).nullable().optional(),
});
export type CreateNotificationRequest = z.input<typeof createNotificationRequestSchema>;

export const notificationResponseSchema = z.object({ notification: notificationSchema });

export const notificationIdParamsSchema = z.object({ id: z.uuid('Unknown notification') });

/** Server-sent events on GET /api/events. */
export const REALTIME_EVENTS = {
  notifications: 'notifications',
  account: 'account',
  chat: 'chat',
  /** New Slack messages in a channel the user has open (the tenant's poller). */
  chatSlack: 'chat.slack',
  /** Slack no longer lets me read a channel I had open (removed from a private channel). */
  chatSlackAccess: 'chat.slack-access',
} as const;
export type RealtimeEventName = (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS];
