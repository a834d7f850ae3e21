import { dealWithHistoryResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { dealsQueryKeys } from '../utils/deals-query-keys';

/** One deal with its stage history. */
export function useDeal(id: string) {
  return useQuery({
    queryKey: dealsQueryKeys.detail(id),
    queryFn: ({ signal }) =>
      apiFetch(`/api/deals/${encodeURIComponent(id)}`, { schema: dealWithHistoryResponseSchema, signal }),
  });
}
