import {
  type BulkEntity,
  type BulkRequest,
  backgroundJobResponseSchema,
  bulkJobResponseSchema,
} from '@northdesk/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiFetch } from '@/lib/api-client';

const PATHS: Record<BulkEntity, string> = { company: '/api/companies/bulk', contact: '/api/contacts/bulk' };
const LIST_KEYS: Record<BulkEntity, string> = { company: 'companies', contact: 'contacts' };

/** Starts a bulk change and follows its job (polled each second until it ends); lists refresh after. */
export function useBulkJob(entity: BulkEntity) {
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: (body: BulkRequest) =>
      apiFetch(PATHS[entity], { method: 'POST', body, schema: bulkJobResponseSchema }),
    onSuccess: ({ jobId: id }) => setJobId(id),
  });
  const job = useQuery({
    queryKey: ['bulk-actions', 'job', jobId],
    enabled: jobId !== null,
    queryFn: async ({ signal }) =>
      (await apiFetch(`/api/jobs/${jobId}`, { schema: backgroundJobResponseSchema, signal })).job,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'completed' || status === 'failed' || status === 'cancelled' ? false : 1_000;
    },
  });
  const status = job.data?.status;
  useEffect(() => {
    if (status === 'completed' || status === 'failed') {
      void queryClient.invalidateQueries({ queryKey: [LIST_KEYS[entity]] });
      void queryClient.invalidateQueries({ queryKey: ['record-history'] });
    }
  }, [status, entity, queryClient]);
  return { start, job: job.data ?? null, dismiss: () => setJobId(null) };
}
