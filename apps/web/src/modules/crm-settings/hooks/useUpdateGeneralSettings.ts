import { crmGeneralSettingsResponseSchema, type UpdateCrmGeneralSettings } from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { crmSettingsQueryKeys } from '../utils/crm-settings-query-keys';

export function useUpdateGeneralSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: UpdateCrmGeneralSettings) =>
      (
        await apiFetch('/api/crm-settings/general', {
          method: 'PATCH',
          body: changes,
          schema: crmGeneralSettingsResponseSchema,
        })
      ).settings,
    onSuccess: (settings) => queryClient.setQueryData(crmSettingsQueryKeys.general, settings),
  });
}
