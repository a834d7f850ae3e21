import { stockListResponseSchema, WAREHOUSE_COPY } from '@northdesk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { warehouseQueryKeys } from '../utils/warehouse-query-keys';

/** One page of products with their stock per location. */
export function useStockList(query: { search: string; page: number }) {
  return useQuery({
    queryKey: warehouseQueryKeys.stock(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(query.page) });
      if (query.search.trim()) params.set('search', query.search.trim());
      return apiFetch(`/api/warehouse/stock?${params}`, { schema: stockListResponseSchema, signal });
    },
    placeholderData: keepPreviousData,
    meta: { errorToast: WAREHOUSE_COPY.loadFailed },
  });
}
