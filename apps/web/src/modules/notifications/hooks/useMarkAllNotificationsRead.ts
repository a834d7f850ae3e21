import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { apiFetch } from '@/lib/api-client';
import { NOTIFICATIONS_COPY } from '../copy';
import { withAllNotificationsRead } from '../utils/notification-list-updates';
import { useNotificationListCache } from './useNotificationListCache';

export function useMarkAllNotificationsRead() {
  const cache = useNotificationListCache();

  return useMutation({
    mutationFn: () => apiFetch('/api/notifications/read-all', { method: 'POST', body: {} }),
    onMutate: () => cache.update((list) => withAllNotificationsRead(list, new Date().toISOString())),
    onSuccess: () => {
      toast.success(NOTIFICATIONS_COPY.allMarkedRead);
    },
    onError: (_error, _variables, previous) => {
      cache.restore(previous);
      toast.error(NOTIFICATIONS_COPY.markReadFailed);
    },
    onSettled: () => cache.refetch(),
  });
}
