import { HISTORY_PATHS, type HistoryEntityType, historyResponseSchema } from '@northdesk/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { recordHistoryQueryKeys } from '../utils/record-history-query-keys';

/** A record's changes, newest first, 50 at a time (older pages on demand). */
export function useRecordHistory(type: HistoryEntityType, id: string) {
  return useInfiniteQuery({
    queryKey: recordHistoryQueryKeys.record(type, id),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => {
      const query = pageParam ? `?before=${encodeURIComponent(pageParam)}` : '';
      return apiFetch(`/api/${HISTORY_PATHS[type]}/${encodeURIComponent(id)}/history${query}`, {
        schema: historyResponseSchema,
        signal,
      });
    },
    getNextPageParam: (last) => (last.hasMore ? last.entries.at(-1)?.id : undefined),
    // Every save writes history: opening the view always asks again.
    staleTime: 0,
  });
}
