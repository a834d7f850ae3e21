import { type AccessAction, levelAllows, sectionAccessResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '@/lib/api-client';
import { accessQueryKeys } from '../utils/access-query-keys';

/**
 * What the signed-in user may do per section (GET /api/access, the same rule requireAccess
 * applies), so the UI offers only what the server would allow. Until the levels are known nothing
 * is offered; the server decides anyway.
 */
export function useSectionAccess() {
  const query = useQuery({
    queryKey: accessQueryKeys.levels,
    queryFn: ({ signal }) => apiFetch('/api/access', { schema: sectionAccessResponseSchema, signal }),
    staleTime: 60_000,
  });
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
