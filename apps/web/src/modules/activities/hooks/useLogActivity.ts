import { ACTIVITIES_COPY, activityResponseSchema, type CreateActivityRequest } from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { apiFetch } from '@/lib/api-client';
import { companiesQueryKeys } from '@/modules/companies/utils/companies-query-keys';
import { contactsQueryKeys } from '@/modules/contacts/utils/contacts-query-keys';
import { dashboardQueryKeys } from '@/modules/dashboard/utils/dashboard-query-keys';
import { activitiesQueryKeys } from '../utils/activities-query-keys';

/** Logs an activity with the spec's toasts ('Activity Logged' / 'Error'), then refreshes the lists. */
export function useLogActivity() {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: (request: CreateActivityRequest) =>
      apiFetch('/api/activities', { method: 'POST', body: request, schema: activityResponseSchema }),
    onSuccess: async () => {
      toast.success(ACTIVITIES_COPY.loggedTitle, { description: ACTIVITIES_COPY.loggedDescription });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: activitiesQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: contactsQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: companiesQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.summary }),
      ]);
    },
    onError: () => {
      toast.error(ACTIVITIES_COPY.failedTitle, { description: ACTIVITIES_COPY.failedDescription });
    },
  });
}
