import { DEALS_COPY, type DealBoardQuery, dealBoardResponseSchema } from '@northdesk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { dealsQueryKeys, queryString } from '../utils/deals-query-keys';

/** The board of a pipeline: its open stages with counts, totals and first cards. */
export function useDealBoard(query: DealBoardQuery) {
  return useQuery({
    queryKey: dealsQueryKeys.board(query),
    queryFn: ({ signal }) =>
      apiFetch(`/api/deals/board?${queryString(query)}`, { schema: dealBoardResponseSchema, signal }),
    placeholderData: keepPreviousData,
    meta: { errorToast: DEALS_COPY.loadFailed },
  });
}
