import type { NotificationListResponse } from '@northdesk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { notificationsQueryKeys } from '../utils/notifications-query-keys';

/** Optimistic edits of the cached notification list, with a way back when the server refuses. */
export function useNotificationListCache() {
  const queryClient = useQueryClient();

  return useMemo(
    () => ({
      /** Applies an edit at once and returns the list as it was before. */
      async update(
        edit: (list: NotificationListResponse) => NotificationListResponse,
      ): Promise<NotificationListResponse | undefined> {
        await queryClient.cancelQueries({ queryKey: notificationsQueryKeys.all });
        const previous = queryClient.getQueryData<NotificationListResponse>(notificationsQueryKeys.all);
        if (previous) queryClient.setQueryData(notificationsQueryKeys.all, edit(previous));
        return previous;
      },
      restore(previous: NotificationListResponse | undefined): void {
        if (previous) queryClient.setQueryData(notificationsQueryKeys.all, previous);
      },
      refetch(): Promise<void> {
        return queryClient.invalidateQueries({ queryKey: notificationsQueryKeys.all });
      },
    }),
    [queryClient],
  );
}
