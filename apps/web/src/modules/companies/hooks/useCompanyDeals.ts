import { companyDealsResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { companiesQueryKeys } from '../utils/companies-query-keys';

/** The company's deals (needs read access to deals; the tab is hidden otherwise). */
export function useCompanyDeals(id: string, enabled: boolean) {
  return useQuery({
    queryKey: companiesQueryKeys.deals(id),
    queryFn: ({ signal }) =>
      apiFetch(`/api/companies/${encodeURIComponent(id)}/deals`, {
        schema: companyDealsResponseSchema,
        signal,
      }).then((response) => response.deals),
    enabled,
  });
}
