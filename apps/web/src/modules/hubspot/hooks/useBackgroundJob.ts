import { backgroundJobResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { hubspotQueryKeys } from '../utils/hubspot-query-keys';

/** A background job's status and progress, polled every second until it ends. */
export function useBackgroundJob(jobId: string | null) {
  return useQuery({
    queryKey: hubspotQueryKeys.job(jobId ?? 'none'),
    queryFn: async ({ signal }) =>
      (await apiFetch(`/api/jobs/${jobId}`, { schema: backgroundJobResponseSchema, signal })).job,
    enabled: Boolean(jobId),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'completed' || status === 'failed' || status === 'cancelled' ? false : 1_000;
    },
  });
}
