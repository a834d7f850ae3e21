import { purchaseOrderListResponseSchema, WAREHOUSE_COPY } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { warehouseQueryKeys } from '../utils/warehouse-query-keys';

/** Expected deliveries of a status (or all), soonest first. */
export function usePurchaseOrders(status: string) {
  return useQuery({
    queryKey: warehouseQueryKeys.purchaseOrders(status),
    queryFn: ({ signal }) =>
      apiFetch(`/api/warehouse/purchase-orders?status=${encodeURIComponent(status)}`, {
        schema: purchaseOrderListResponseSchema,
        signal,
      }),
    meta: { errorToast: WAREHOUSE_COPY.loadFailed },
  });
}
