import { QUICK_EDIT_COPY } from '@northdesk/shared';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { errorMessageOf } from '@/lib/api-client';

interface OptimisticEditOptions<Change> {
  /** Every cached query that may show the record (list pages, its detail): patched at once. */
  keys: readonly QueryKey[];
  /** The cached value of one of those queries with the change applied (unchanged when the record is not in it). */
  patch: (cached: unknown, change: Change) => unknown;
  save: (change: Change) => Promise<unknown>;
  /** What to refetch once the server has answered (either way). */
  invalidate: readonly QueryKey[];
}

/**
 * A change shown before the server answers (issue 18 item 3): the caches that show the record are
 * patched at once; if the save fails they are put back as they were and a toast says so.
 */
export function useOptimisticEdit<Change>({ keys, patch, save, invalidate }: OptimisticEditOptions<Change>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onMutate: async (change: Change) => {
      const snapshots: [QueryKey, unknown][] = [];
      for (const key of keys) {
        await queryClient.cancelQueries({ queryKey: key });
        for (const [queryKey, data] of queryClient.getQueriesData({ queryKey: key })) {
          snapshots.push([queryKey, data]);
          if (data !== undefined) queryClient.setQueryData(queryKey, patch(data, change));
        }
      }
      return { snapshots };
    },
    onError: (error, _change, context) => {
      for (const [queryKey, data] of context?.snapshots ?? []) queryClient.setQueryData(queryKey, data);
      const message = errorMessageOf(error, '');
      toast.error(QUICK_EDIT_COPY.failed, message ? { description: message } : undefined);
    },
    onSettled: async () => {
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
