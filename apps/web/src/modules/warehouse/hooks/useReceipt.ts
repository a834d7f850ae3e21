import { receiptResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { warehouseQueryKeys } from '../utils/warehouse-query-keys';

/** One receipt with its lines, discrepancies and photos. */
export function useReceipt(id: string) {
  return useQuery({
    queryKey: warehouseQueryKeys.receipt(id),
    queryFn: ({ signal }) =>
      apiFetch(`/api/warehouse/receipts/${encodeURIComponent(id)}`, {
        schema: receiptResponseSchema,
        signal,
      }),
    retry: false,
  });
}
