import {
  CHAT_COPY,
  slackAppSchema,
  slackConnectionSchema,
  slackRefreshResponseSchema,
  type UpdateSlackApp,
} from '@northdesk/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { apiFetch, errorMessageOf } from '@/lib/api-client';
import { slackQueryKeys } from '../utils/chat-query-keys';

/** My Slack connection (shell spec §4): connected when the mapping is OAuth-connected and usable. */
export function useSlackConnection(enabled = true) {
  return useQuery({
    queryKey: slackQueryKeys.connection,
    queryFn: ({ signal }) =>
      apiFetch('/api/chat/slack/connection', { schema: slackConnectionSchema, signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** The tenant's Slack app (Settings → Slack Integration). */
export function useSlackApp(enabled = true) {
  return useQuery({
    queryKey: slackQueryKeys.app,
    queryFn: ({ signal }) => apiFetch('/api/chat/slack/app', { schema: slackAppSchema, signal }),
    enabled,
  });
}

export function useSaveSlackApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSlackApp) =>
      apiFetch('/api/chat/slack/app', { method: 'PUT', body, schema: slackAppSchema }),
    onSuccess: (app) => {
      queryClient.setQueryData(slackQueryKeys.app, app);
      void queryClient.invalidateQueries({ queryKey: slackQueryKeys.connection });
      toast.success(CHAT_COPY.appSaved);
    },
    onError: (error) => toast.error(errorMessageOf(error, CHAT_COPY.connectionError)),
  });
}

/** Refresh Token: rotates the pair; a refused rotation is "Reconnection Required". */
export function useRefreshSlackToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch('/api/chat/slack/refresh', { method: 'POST', body: {}, schema: slackRefreshResponseSchema }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: slackQueryKeys.all });
      if (result.success) toast.success(CHAT_COPY.tokenRefreshed);
      else if (result.needsReconnection)
        toast.error(CHAT_COPY.reconnectionRequired, { description: CHAT_COPY.expired });
      else toast.error(CHAT_COPY.refreshFailed, { description: result.error ?? undefined });
    },
    onError: () => toast.error(CHAT_COPY.refreshError),
  });
}

export function useDisconnectSlack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/api/chat/slack/connection', { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: slackQueryKeys.all });
      toast.success(CHAT_COPY.disconnected);
    },
    onError: (error) => toast.error(errorMessageOf(error, CHAT_COPY.connectionError)),
  });
}
