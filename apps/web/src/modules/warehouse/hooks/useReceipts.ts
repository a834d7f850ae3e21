import { receiptListResponseSchema, WAREHOUSE_COPY } from '@northdesk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { warehouseQueryKeys } from '../utils/warehouse-query-keys';

/** One page of goods receipts, open ones first. */
export function useReceipts(query: { status: string; page: number }) {
  return useQuery({
    queryKey: warehouseQueryKeys.receipts(query),
    queryFn: ({ signal }) =>
      apiFetch(`/api/warehouse/receipts?status=${encodeURIComponent(query.status)}&page=${query.page}`, {
        schema: receiptListResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorToast: WAREHOUSE_COPY.loadFailed },
  });
}
