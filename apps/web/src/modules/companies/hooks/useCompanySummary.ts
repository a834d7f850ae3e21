import { companySummaryResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { companiesQueryKeys } from '../utils/companies-query-keys';

/** Counts for the detail tabs and the overview's recent activities and tasks. */
export function useCompanySummary(id: string) {
  return useQuery({
    queryKey: companiesQueryKeys.summary(id),
    queryFn: ({ signal }) =>
      apiFetch(`/api/companies/${encodeURIComponent(id)}/summary`, {
        schema: companySummaryResponseSchema,
        signal,
      }),
  });
}
