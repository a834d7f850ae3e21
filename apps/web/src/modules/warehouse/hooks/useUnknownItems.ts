import { unknownItemListResponseSchema, WAREHOUSE_COPY } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { warehouseQueryKeys } from '../utils/warehouse-query-keys';

/** The unknown-goods inbox (open items by default). */
export function useUnknownItems(status: string) {
  return useQuery({
    queryKey: warehouseQueryKeys.unknownItems(status),
    queryFn: ({ signal }) =>
      apiFetch(`/api/warehouse/unknown-items?status=${encodeURIComponent(status)}`, {
        schema: unknownItemListResponseSchema,
        signal,
      }),
    meta: { errorToast: WAREHOUSE_COPY.loadFailed },
  });
}
