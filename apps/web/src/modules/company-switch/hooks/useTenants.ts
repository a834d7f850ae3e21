import { tenantListResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { COMPANY_SWITCH_COPY } from '../copy';
import { TENANTS_QUERY_KEY } from '../utils/tenants-query-key';

/** Active companies by name (developers only); the Select Company dialog fetches them when it opens. */
export function useTenants() {
  return useQuery({
    queryKey: TENANTS_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch('/api/tenants', { schema: tenantListResponseSchema, signal }),
    meta: { errorToast: COMPANY_SWITCH_COPY.loadFailed },
  });
}
