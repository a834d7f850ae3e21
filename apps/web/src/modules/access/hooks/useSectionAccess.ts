import {
  type AccessAction,
  levelAllows,
  SECTION_ACCESS_URL,
  sectionAccessResponseSchema,
} from '@northdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '@/lib/api-client';
import { accessQueryKeys } from '../utils/access-query-keys';

/** GET /api/access: the signed-in user's level per section. */
export const sectionAccessQuery = queryOptions({
  queryKey: accessQueryKeys.levels,
  // Preloaded with every signed-in page (SIGNED_IN_FIRST_REQUESTS): the same URL.
  queryFn: ({ signal }) => apiFetch(SECTION_ACCESS_URL, { schema: sectionAccessResponseSchema, signal }),
  staleTime: 60_000,
});

/**
 * What the signed-in user may do per section (GET /api/access, the same rule requireAccess
 * applies), so the UI offers only what the server would allow. Until the levels are known nothing
 * is offered; the server decides anyway.
 */
export function useSectionAccess() {
  const query = useQuery(sectionAccessQuery);
  const levels = query.data?.levels;
  const can = useCallback(
    (section: string, action: AccessAction) => {
      const level = levels?.[section];
      return level !== undefined && levelAllows(level, action);
    },
    [levels],
  );
  return { can, isLoading: query.isPending };
}
