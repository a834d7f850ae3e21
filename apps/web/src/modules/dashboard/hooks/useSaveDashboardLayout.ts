import {
  CRM_DASHBOARD_COPY,
  type DashboardLayoutResponse,
  dashboardLayoutResponseSchema,
  isValidDashboardLayout,
} from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { apiFetch } from '@/lib/api-client';
import { dashboardQueryKeys } from '../utils/dashboard-query-keys';

/**
 * Saves the card order to the profile (docs/product/dashboard.md): shown at once, put back if the save
 * fails; an invalid layout is refused before anything is sent ('Invalid dashboard layout').
 */
export function useSaveDashboardLayout() {
  const queryClient = useQueryClient();

  const mutation = useMutation({
    mutationFn: (layout: string[]) =>
      apiFetch('/api/dashboard/layout', {
        method: 'PUT',
        body: { layout },
        schema: dashboardLayoutResponseSchema,
      }),
    onMutate: async (layout) => {
      await queryClient.cancelQueries({ queryKey: dashboardQueryKeys.layout });
      const previous = queryClient.getQueryData<DashboardLayoutResponse>(dashboardQueryKeys.layout);
      if (isValidDashboardLayout(layout)) {
        queryClient.setQueryData<DashboardLayoutResponse>(dashboardQueryKeys.layout, { layout });
      }
      return { previous };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(dashboardQueryKeys.layout, saved);
      toast.success(CRM_DASHBOARD_COPY.saved, { id: CRM_DASHBOARD_COPY.saved });
    },
    onError: (_error, _layout, context) => {
      if (context?.previous) queryClient.setQueryData(dashboardQueryKeys.layout, context.previous);
      toast.error(CRM_DASHBOARD_COPY.saveFailed);
    },
  });

  return (layout: string[]) => {
    if (!isValidDashboardLayout(layout)) {
      toast.error(CRM_DASHBOARD_COPY.invalidLayout);
      return;
    }
    mutation.mutate(layout);
  };
}
