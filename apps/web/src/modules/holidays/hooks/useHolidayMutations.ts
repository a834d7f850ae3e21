import {
  HOLIDAYS_COPY as C,
  type HolidaySettings,
  holidaySettingsResponseSchema,
  type LeaveDecision,
  type LeaveRequestCreate,
  leaveRequestResponseSchema,
  type PublicHolidayCreate,
  publicHolidayResponseSchema,
} from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { apiFetch } from '@/lib/api-client';
import { notificationsQueryKeys } from '@/modules/notifications/utils/notifications-query-keys';
import { holidaysQueryKeys } from '../utils/holidays-query-keys';

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: holidaysQueryKeys.all }),
      queryClient.invalidateQueries({ queryKey: notificationsQueryKeys.all }),
    ]);
}

const requestPath = (id: string, action: string) =>
  `/api/holidays/requests/${encodeURIComponent(id)}/${action}`;

/** Ask for leave, decide and cancel; errors are shown by the dialog that sent them. */
export function useLeaveMutations() {
  const refresh = useRefresh();
  const create = useMutation({
    mutationFn: (body: LeaveRequestCreate) =>
      apiFetch('/api/holidays/requests', { method: 'POST', body, schema: leaveRequestResponseSchema }),
    onSuccess: async () => {
      toast.success(C.sent);
      await refresh();
    },
  });
  const decide = useMutation({
    mutationFn: ({ id, ...body }: LeaveDecision & { id: string }) =>
      apiFetch(requestPath(id, 'decision'), { method: 'POST', body, schema: leaveRequestResponseSchema }),
    onSuccess: async (_data, variables) => {
      toast.success(variables.decision === 'approved' ? C.approved : C.declined);
      await refresh();
    },
    onError: () => void refresh(),
  });
  const cancel = useMutation({
    mutationFn: (id: string) =>
      apiFetch(requestPath(id, 'cancel'), { method: 'POST', body: {}, schema: leaveRequestResponseSchema }),
    onSuccess: async () => {
      toast.success(C.cancelled);
      await refresh();
    },
    onError: () => void refresh(),
  });
  return { create, decide, cancel };
}

/** Company Settings → Holidays. */
export function useHolidaySettingsMutations() {
  const refresh = useRefresh();
  const save = useMutation({
    mutationFn: (body: HolidaySettings) =>
      apiFetch('/api/holidays/settings', { method: 'PUT', body, schema: holidaySettingsResponseSchema }),
    onSuccess: async () => {
      toast.success(C.settingsSaved);
      await refresh();
    },
  });
  const add = useMutation({
    mutationFn: (body: PublicHolidayCreate) =>
      apiFetch('/api/holidays/public-holidays', {
        method: 'POST',
        body,
        schema: publicHolidayResponseSchema,
      }),
    onSuccess: async () => {
      toast.success(C.publicHolidayAdded);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/holidays/public-holidays/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async () => {
      toast.success(C.publicHolidayRemoved);
      await refresh();
    },
  });
  return { save, add, remove };
}
