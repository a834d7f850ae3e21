import { dealOwnersResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { dealsQueryKeys } from '../utils/deals-query-keys';

/** Users of the tenant who can own a deal (owner filter and picker). */
export function useDealOwners(enabled = true) {
  return useQuery({
    queryKey: dealsQueryKeys.owners,
    queryFn: ({ signal }) => apiFetch('/api/deals/owners', { schema: dealOwnersResponseSchema, signal }),
    staleTime: 60_000,
    enabled,
  });
}
