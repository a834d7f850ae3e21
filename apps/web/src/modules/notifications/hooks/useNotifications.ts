import { notificationListResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { NOTIFICATIONS_COPY } from '../copy';
import { NOTIFICATIONS_QUERY_KEY } from '../utils/notifications-query-key';

/** The signed-in user's newest notifications and unread count; kept live by RealtimeEventsEffect. */
export function useNotifications() {
  return useQuery({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ signal }) =>
      apiFetch('/api/notifications', { schema: notificationListResponseSchema, signal }),
    meta: { errorToast: NOTIFICATIONS_COPY.loadFailed },
  });
}
