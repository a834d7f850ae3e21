import { ACTIVITIES_COPY, activityResponseSchema, type CreateActivityRequest } from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { apiFetch } from '@/lib/api-client';
import { ACTIVITIES_QUERY_KEY } from '../utils/activities-query-keys';

/** Logs an activity with the spec's toasts ('Activity Logged' / 'Error'), then refreshes the lists. */
export function useLogActivity() {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: (request: CreateActivityRequest) =>
      apiFetch('/api/activities', { method: 'POST', body: request, schema: activityResponseSchema }),
    onSuccess: async () => {
      toast.success(ACTIVITIES_COPY.loggedTitle, { description: ACTIVITIES_COPY.loggedDescription });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ACTIVITIES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['contacts'] }),
        queryClient.invalidateQueries({ queryKey: ['companies'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard', 'summary'] }),
      ]);
    },
    onError: () => {
      toast.error(ACTIVITIES_COPY.failedTitle, { description: ACTIVITIES_COPY.failedDescription });
    },
  });
}
