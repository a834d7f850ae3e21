import { type AccessAction, levelAllows, sectionAccessResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ACCESS_QUERY_KEY } from '../utils/companies-query-keys';

/**
 * What the signed-in user may do in a section (GET /api/access), so the UI offers only what the
 * server would allow. Until the levels are known nothing is offered; the server decides anyway.
 */
export function useSectionAccess(section: string) {
  const query = useQuery({
    queryKey: ACCESS_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch('/api/access', { schema: sectionAccessResponseSchema, signal }),
    staleTime: 60_000,
  });
  const level = query.data?.levels[section];
  const can = (action: AccessAction) => level !== undefined && levelAllows(level, action);
  return { canCreate: can('create'), canEdit: can('edit'), canDelete: can('delete'), canRead: can('read') };
}
