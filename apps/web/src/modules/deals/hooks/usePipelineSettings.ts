import {
  DEALS_COPY as C,
  type LostReasonsInput,
  lostReasonsResponseSchema,
  type PipelineInput,
  pipelineResponseSchema,
} from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { apiFetch } from '@/lib/api-client';
import { dealsQueryKeys } from '../utils/deals-query-keys';

/** Saving the pipeline's stages and the lost reasons (CRM Settings); the boards reload after. */
export function usePipelineSettings() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: dealsQueryKeys.pipelines }),
      queryClient.invalidateQueries({ queryKey: dealsQueryKeys.all }),
    ]);
  const savePipeline = useMutation({
    mutationFn: ({ id, body }: { id: string; body: PipelineInput }) =>
      apiFetch(`/api/pipelines/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body,
        schema: pipelineResponseSchema,
      }),
    onSuccess: async () => {
      toast.success(C.pipelineSaved);
      await refresh();
    },
  });
  const saveLostReasons = useMutation({
    mutationFn: (body: LostReasonsInput) =>
      apiFetch('/api/deal-lost-reasons', { method: 'PUT', body, schema: lostReasonsResponseSchema }),
    onSuccess: async () => {
      toast.success(C.lostReasonsSaved);
      await refresh();
    },
  });
  return { savePipeline, saveLostReasons };
}
