import { tenantListResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { TENANTS_COPY } from '../copy';
import { tenantsQueryKeys } from '../utils/tenants-query-keys';

/** Active companies by name (developers only); the Select Company dialog fetches them when it opens. */
export function useTenants() {
  return useQuery({
    queryKey: tenantsQueryKeys.all,
    queryFn: ({ signal }) => apiFetch('/api/tenants', { schema: tenantListResponseSchema, signal }),
    meta: { errorToast: TENANTS_COPY.loadFailed },
  });
}
