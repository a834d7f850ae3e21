import { DEALS_COPY, pipelinesResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { dealsQueryKeys } from '../utils/deals-query-keys';

/** The tenant's pipelines (default first) and lost reasons. */
export function usePipelines(enabled = true) {
  return useQuery({
    queryKey: dealsQueryKeys.pipelines,
    queryFn: ({ signal }) => apiFetch('/api/pipelines', { schema: pipelinesResponseSchema, signal }),
    staleTime: 60_000,
    enabled,
    meta: { errorToast: DEALS_COPY.loadFailed },
  });
}
