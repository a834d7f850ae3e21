import { DEALS_COPY, type DealListQuery, dealListResponseSchema } from '@northdesk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { dealsQueryKeys, queryString } from '../utils/deals-query-keys';

/** A page of deals; the previous page stays while the next loads. */
export function useDeals(query: DealListQuery, enabled = true) {
  return useQuery({
    queryKey: dealsQueryKeys.list(query),
    queryFn: ({ signal }) =>
      apiFetch(`/api/deals?${queryString(query)}`, { schema: dealListResponseSchema, signal }),
    placeholderData: keepPreviousData,
    enabled,
    meta: { errorToast: DEALS_COPY.loadFailed },
  });
}
