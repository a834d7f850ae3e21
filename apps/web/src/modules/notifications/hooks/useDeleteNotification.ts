import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { apiFetch } from '@/lib/api-client';
import { NOTIFICATIONS_COPY } from '../copy';
import { withNotificationRemoved } from '../utils/notification-list-updates';
import { useNotificationListCache } from './useNotificationListCache';

export function useDeleteNotification() {
  const cache = useNotificationListCache();

  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/notifications/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onMutate: (id) => cache.update((list) => withNotificationRemoved(list, id)),
    onError: (_error, _id, previous) => {
      cache.restore(previous);
      toast.error(NOTIFICATIONS_COPY.deleteFailed);
    },
    onSettled: () => cache.refetch(),
  });
}
