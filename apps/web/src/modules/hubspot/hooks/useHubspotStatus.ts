import { hubspotStatusResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { hubspotQueryKeys } from '../utils/hubspot-query-keys';

/** The integration card's status; polled while a sync is queued or running. */
export function useHubspotStatus() {
  return useQuery({
    queryKey: hubspotQueryKeys.status,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/hubspot/integration', { schema: hubspotStatusResponseSchema, signal })).status,
    refetchInterval: (query) => (query.state.data?.activeJobId ? 2_000 : false),
  });
}
