import { companyResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { companiesQueryKeys } from '../utils/companies-query-keys';

/** One company; a 404 (unknown, or another tenant's) is an error the page shows as "not found". */
export function useCompany(id: string) {
  return useQuery({
    queryKey: companiesQueryKeys.detail(id),
    queryFn: ({ signal }) =>
      apiFetch(`/api/companies/${encodeURIComponent(id)}`, { schema: companyResponseSchema, signal }).then(
        (response) => response.company,
      ),
  });
}
