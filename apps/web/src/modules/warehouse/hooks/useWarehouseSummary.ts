import { warehouseSummarySchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { localDay } from '../utils/warehouse-format';
import { warehouseQueryKeys } from '../utils/warehouse-query-keys';

/** The phone home's live figures (deliveries due today on the phone's own calendar, open items). */
export function useWarehouseSummary(enabled: boolean) {
  return useQuery({
    queryKey: [...warehouseQueryKeys.all, 'summary'],
    queryFn: ({ signal }) =>
      apiFetch(`/api/warehouse/summary?today=${localDay()}`, { schema: warehouseSummarySchema, signal }),
    enabled,
    refetchInterval: 30_000,
  });
}
