import { companyResponseSchema } from '@northdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { companiesQueryKeys } from '../utils/companies-query-keys';

/** The query of one company, for useCompany and for prefetching it (the list's edit action). */
export const companyQuery = (id: string) =>
  queryOptions({
    queryKey: companiesQueryKeys.detail(id),
    queryFn: ({ signal }) =>
      apiFetch(`/api/companies/${encodeURIComponent(id)}`, { schema: companyResponseSchema, signal }).then(
        (response) => response.company,
      ),
  });

/** One company; a 404 (unknown, or another tenant's) is an error the page shows as "not found". */
export function useCompany(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...companyQuery(id), enabled: options.enabled ?? true });
}
