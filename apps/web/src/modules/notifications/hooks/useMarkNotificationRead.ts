import { notificationResponseSchema } from '@northdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { apiFetch } from '@/lib/api-client';
import { NOTIFICATIONS_COPY } from '../copy';
import { withNotificationRead } from '../utils/notification-list-updates';
import { useNotificationListCache } from './useNotificationListCache';

export function useMarkNotificationRead() {
  const cache = useNotificationListCache();

  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/notifications/${encodeURIComponent(id)}/read`, {
        method: 'PATCH',
        body: {},
        schema: notificationResponseSchema,
      }),
    onMutate: (id) => cache.update((list) => withNotificationRead(list, id, new Date().toISOString())),
    onError: (_error, _id, previous) => {
      cache.restore(previous);
      toast.error(NOTIFICATIONS_COPY.markReadFailed);
    },
    onSettled: () => cache.refetch(),
  });
}
