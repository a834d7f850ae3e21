import { WAREHOUSE_COPY } from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { toast } from '@/components/ui/toaster';
import { apiFetch, errorMessageOf } from '@/lib/api-client';
import { warehouseQueryKeys } from '../utils/warehouse-query-keys';

/**
 * An office write of the warehouse (add a location, expect a delivery, identify…): sends the body,
 * refreshes every warehouse view, and says so. Field errors stay on the ApiError for the form.
 */
export function useWarehouseAction<TSchema extends z.ZodType>(options: {
  method?: 'POST' | 'PATCH';
  schema: TSchema;
  success: string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body?: unknown }): Promise<z.output<TSchema>> =>
      apiFetch(path, { method: options.method ?? 'POST', body: body ?? {}, schema: options.schema }),
    onSuccess: async () => {
      toast.success(options.success);
      await queryClient.invalidateQueries({ queryKey: warehouseQueryKeys.all });
    },
    onError: (error) => {
      const message = errorMessageOf(error, '');
      toast.error(WAREHOUSE_COPY.saveFailed, message ? { description: message } : undefined);
    },
  });
}
