import { healthResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { systemStatusQueryKeys } from '../utils/system-status-query-keys';

export function useHealth() {
  return useQuery({
    queryKey: systemStatusQueryKeys.health,
    queryFn: ({ signal }) => apiFetch('/api/health', { schema: healthResponseSchema, signal }),
  });
}
