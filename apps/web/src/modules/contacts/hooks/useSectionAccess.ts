import { type AccessAction, levelAllows, sectionAccessResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '@/lib/api-client';

/**
 * The signed-in user's levels per section (GET /api/access), so buttons the server would refuse
 * are not offered. While loading everything reads as allowed; the server decides anyway.
 */
export function useSectionAccess() {
  const query = useQuery({
    queryKey: ['access'],
    queryFn: ({ signal }) => apiFetch('/api/access', { schema: sectionAccessResponseSchema, signal }),
    staleTime: 60_000,
  });
  const levels = query.data?.levels;
  const can = useCallback(
    (section: string, action: AccessAction) => {
      const level = levels?.[section];
      return level === undefined ? levels === undefined : levelAllows(level, action);
    },
    [levels],
  );
  return { can, isLoading: query.isPending };
}
