import {
  duplicatesResponseSchema,
  type MergeEntity,
  type MergeRequest,
  mergeResultSchema,
} from '@northdesk/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const MERGE_PATHS: Readonly<Record<MergeEntity, string>> = {
  company: '/api/companies',
  contact: '/api/contacts',
};
const LIST_KEYS: Readonly<Record<MergeEntity, string>> = { company: 'companies', contact: 'contacts' };

/** The likeliest duplicate pairs of a list (issue 24 item 6). */
export function useDuplicates(entity: MergeEntity) {
  return useQuery({
    queryKey: ['duplicates', entity],
    queryFn: ({ signal }) =>
      apiFetch(`${MERGE_PATHS[entity]}/duplicates`, { schema: duplicatesResponseSchema, signal }),
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
