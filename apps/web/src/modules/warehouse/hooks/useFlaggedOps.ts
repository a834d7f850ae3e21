import { flaggedOpsResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { warehouseQueryKeys } from '../utils/warehouse-query-keys';

/** Changes from the phones kept without being applied (a receipt completed meanwhile…). */
export function useFlaggedOps() {
  return useQuery({
    queryKey: warehouseQueryKeys.flagged,
    queryFn: ({ signal }) => apiFetch('/api/warehouse/flagged', { schema: flaggedOpsResponseSchema, signal }),
  });
}
