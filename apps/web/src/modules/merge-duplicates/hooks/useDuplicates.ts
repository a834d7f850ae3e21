import {
  duplicatesResponseSchema,
  type MergeEntity,
  type MergeRequest,
  mergeResultSchema,
} from '@northdesk/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const MERGE_PATHS: Readonly<Record<MergeEntity, string>> = {
  company: '/api/companies',
  contact: '/api/contacts',
};
const LIST_KEYS: Readonly<Record<MergeEntity, string>> = { company: 'companies', contact: 'contacts' };

/** The most pairs the page asks for at once; past it, a person narrows the list by a search. */
export const DUPLICATES_PAGE_SIZE = 50;

/** The likeliest duplicate pairs of a list, or of the records matching `q` (issue 24 item 6). */
export function useDuplicates(entity: MergeEntity, q: string) {
  return useQuery({
    queryKey: ['duplicates', entity, q],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ limit: String(DUPLICATES_PAGE_SIZE) });
      if (q) query.set('q', q);
      return apiFetch(`${MERGE_PATHS[entity]}/duplicates?${query}`, {
        schema: duplicatesResponseSchema,
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });
}

/** Merges one record into another; lists, duplicates and histories refresh after. */
export function useMergeRecords(entity: MergeEntity) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ keptId, request }: { keptId: string; request: MergeRequest }) =>
      apiFetch(`${MERGE_PATHS[entity]}/${keptId}/merge`, {
        method: 'POST',
        body: request,
        schema: mergeResultSchema,
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['duplicates'] }),
        queryClient.invalidateQueries({ queryKey: [LIST_KEYS[entity]] }),
        queryClient.invalidateQueries({ queryKey: ['companies'] }),
        queryClient.invalidateQueries({ queryKey: ['record-history'] }),
      ]);
    },
  });
}
