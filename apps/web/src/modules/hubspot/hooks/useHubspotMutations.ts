import {
  type HubspotSyncMode,
  hubspotJobResponseSchema,
  hubspotStatusResponseSchema,
} from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { hubspotQueryKeys } from '../utils/hubspot-query-keys';

export function useConnectHubspot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (accessToken: string) =>
      (
        await apiFetch('/api/hubspot/integration', {
          method: 'PUT',
          body: { accessToken },
          schema: hubspotStatusResponseSchema,
        })
      ).status,
    onSuccess: (status) => queryClient.setQueryData(hubspotQueryKeys.status, status),
  });
}

export function useDisconnectHubspot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiFetch('/api/hubspot/integration', { method: 'DELETE', schema: hubspotStatusResponseSchema }))
        .status,
    onSuccess: (status) => queryClient.setQueryData(hubspotQueryKeys.status, status),
  });
}

/** Starts a sync, a re-link or a bulk enrichment: each answers with the job to follow. */
export function useStartHubspotJob(
  path: '/api/hubspot/sync' | '/api/hubspot/relink' | '/api/hubspot/bulk-enrich',
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mode?: HubspotSyncMode) =>
      (
        await apiFetch(path, {
          method: 'POST',
          body: mode ? { mode } : {},
          schema: hubspotJobResponseSchema,
        })
      ).jobId,
    onSettled: () => queryClient.invalidateQueries({ queryKey: hubspotQueryKeys.status }),
  });
}
