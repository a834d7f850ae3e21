import type { NotificationListResponse } from '@northdesk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { NOTIFICATIONS_QUERY_KEY } from '../utils/notifications-query-key';

/** Optimistic edits of the cached notification list, with a way back when the server refuses. */
export function useNotificationListCache() {
  const queryClient = useQueryClient();

  return useMemo(
    () => ({
      /** Applies an edit at once and returns the list as it was before. */
      async update(
        edit: (list: NotificationListResponse) => NotificationListResponse,
      ): Promise<NotificationListResponse | undefined> {
        await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
        const previous = queryClient.getQueryData<NotificationListResponse>(NOTIFICATIONS_QUERY_KEY);
        if (previous) queryClient.setQueryData(NOTIFICATIONS_QUERY_KEY, edit(previous));
        return previous;
      },
      restore(previous: NotificationListResponse | undefined): void {
        if (previous) queryClient.setQueryData(NOTIFICATIONS_QUERY_KEY, previous);
      },
      refetch(): Promise<void> {
        return queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
      },
    }),
    [queryClient],
  );
}
