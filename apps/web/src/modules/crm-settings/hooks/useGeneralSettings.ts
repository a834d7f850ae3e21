import { crmGeneralSettingsResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { crmSettingsQueryKeys } from '../utils/crm-settings-query-keys';

/** The tenant's CRM defaults (currency, VAT code, lead status); every signed-in user may read them. */
export function useGeneralSettings() {
  return useQuery({
    queryKey: crmSettingsQueryKeys.general,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/crm-settings/general', { schema: crmGeneralSettingsResponseSchema, signal }))
        .settings,
    staleTime: 60_000,
  });
}
