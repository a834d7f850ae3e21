import { notificationListResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { NOTIFICATIONS_COPY } from '../copy';
import { notificationsQueryKeys } from '../utils/notifications-query-keys';

/** The signed-in user's newest notifications and unread count; kept live by RealtimeEventsEffect. */
export function useNotifications() {
  return useQuery({
    queryKey: notificationsQueryKeys.all,
    queryFn: ({ signal }) =>
      apiFetch('/api/notifications', { schema: notificationListResponseSchema, signal }),
    meta: { errorToast: NOTIFICATIONS_COPY.loadFailed },
  });
}
