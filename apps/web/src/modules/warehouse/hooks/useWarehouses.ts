import { WAREHOUSE_COPY, warehouseListResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { warehouseQueryKeys } from '../utils/warehouse-query-keys';

/** The tenant's warehouses with their locations. */
export function useWarehouses() {
  return useQuery({
    queryKey: warehouseQueryKeys.warehouses,
    queryFn: ({ signal }) =>
      apiFetch('/api/warehouse/warehouses', { schema: warehouseListResponseSchema, signal }),
    meta: { errorToast: WAREHOUSE_COPY.loadFailed },
  });
}
