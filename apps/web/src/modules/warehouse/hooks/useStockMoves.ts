import { moveListResponseSchema, WAREHOUSE_COPY } from '@northdesk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { warehouseQueryKeys } from '../utils/warehouse-query-keys';

/** One page of the stock ledger, newest first, optionally of one reason. */
export function useStockMoves(query: { reason: string; page: number }) {
  return useQuery({
    queryKey: warehouseQueryKeys.moves(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(query.page) });
      if (query.reason) params.set('reason', query.reason);
      return apiFetch(`/api/warehouse/moves?${params}`, { schema: moveListResponseSchema, signal });
    },
    placeholderData: keepPreviousData,
    meta: { errorToast: WAREHOUSE_COPY.loadFailed },
  });
}
