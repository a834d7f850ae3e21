import {
  CHAT_COPY,
  markSlackReadResponseSchema,
  postSlackMessageResponseSchema,
  type SlackMessageItem,
  slackChannelsResponseSchema,
  slackHistoryResponseSchema,
} from '@northdesk/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from '@/components/ui/toaster';
import { apiFetch, errorMessageOf } from '@/lib/api-client';
import { realtimeConnectionStore } from '@/modules/realtime/states/realtime-connection';
import { useStore } from '@/modules/ui/states/create-store';
import { forgetRevokedSlackChannels } from '../states/slack-revoked-store';
import { slackQueryKeys } from '../utils/chat-query-keys';
import { slackErrorKind, slackRetry, slackRetryDelay } from '../utils/slack-errors';

type SlackHistory = { messages: SlackMessageItem[]; hasMore: boolean };

/** The spec's channel cache: 5 minutes. */
const CHANNELS_STALE_MS = 5 * 60_000;
const POLL_MS = 3_000;
const HEARTBEAT_MS = 30_000;

const historyPath = (channelId: string, oldest?: string) =>
  `/api/chat/slack/channels/${encodeURIComponent(channelId)}/messages${oldest ? `?oldest=${oldest}` : ''}`;

export function useSlackChannels(enabled = true) {
  return useQuery({
    queryKey: slackQueryKeys.channels,
    queryFn: async ({ signal }) => {
      const answer = await apiFetch('/api/chat/slack/channels', {
        schema: slackChannelsResponseSchema,
        signal,
      });
      // A channel I was removed from and am back in is no longer shown as gone.
      forgetRevokedSlackChannels(answer.channels);
      return answer;
    },
    enabled,
    staleTime: CHANNELS_STALE_MS,
    retry: slackRetry,
    retryDelay: slackRetryDelay,
  });
}

/** The 50 newest messages (oldest first); newer ones are appended by fetchNewerSlackMessages. */
export function useSlackHistory(channelId: string) {
  return useQuery({
    queryKey: slackQueryKeys.history(channelId),
    queryFn: ({ signal }) => apiFetch(historyPath(channelId), { schema: slackHistoryResponseSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: slackRetry,
    retryDelay: slackRetryDelay,
  });
}

export const mergedSlackMessages = (old: SlackMessageItem[], fresh: SlackMessageItem[]) => {
  const seen = new Set(old.map((m) => m.ts));
  return [...old, ...fresh.filter((m) => !seen.has(m.ts))].sort((a, b) => Number(a.ts) - Number(b.ts));
};

/** Only what is newer than the last message shown (the spec's poll asks with `oldest`). */
export async function fetchNewerSlackMessages(queryClient: QueryClient, channelId: string) {
  const key = slackQueryKeys.history(channelId);
  const current = queryClient.getQueryData<SlackHistory>(key);
  if (!current) return;
  const oldest = current.messages.at(-1)?.ts;
  const { messages } = await apiFetch(historyPath(channelId, oldest), { schema: slackHistoryResponseSchema });
  addSlackMessages(queryClient, channelId, messages);
}

/** Adds messages (from us, or from the poller's event) to an open channel's history. */
export function addSlackMessages(queryClient: QueryClient, channelId: string, messages: SlackMessageItem[]) {
  queryClient.setQueryData<SlackHistory>(slackQueryKeys.history(channelId), (data) =>
    data ? { ...data, messages: mergedSlackMessages(data.messages, messages) } : data,
  );
}

/**
 * While a channel is shown (and the tab is visible), moves my read marker to its newest message
 * (ChatProvider's mark read; kept by our server, Slack is not asked).
 */
export function useMarkSlackRead(channelId: string, newestTs: string | undefined, active: boolean) {
  const sent = useRef('');
  useEffect(() => {
    if (!active || !newestTs || newestTs === sent.current) return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || newestTs === sent.current) return;
      sent.current = newestTs;
      void apiFetch(`/api/chat/slack/channels/${encodeURIComponent(channelId)}/read`, {
        method: 'POST',
        body: { ts: newestTs },
        schema: markSlackReadResponseSchema,
      }).catch(() => {
        sent.current = '';
      });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [active, channelId, newestTs]);
}

/**
 * While a Slack channel is open: a heartbeat tells the server's poller to watch it (its news comes
 * on the event stream); only while the stream is down does the window poll us every 3 s.
 */
export function useSlackLive(channelId: string | null) {
  const queryClient = useQueryClient();
  const isLive = useStore(realtimeConnectionStore);
  useEffect(() => {
    if (!channelId) return;
    const beat = () =>
      void apiFetch(`/api/chat/slack/channels/${encodeURIComponent(channelId)}/watch`, {
        method: 'POST',
        body: {},
      }).catch(() => undefined);
    beat();
    const timer = window.setInterval(beat, HEARTBEAT_MS);
    return () => window.clearInterval(timer);
  }, [channelId]);
  useEffect(() => {
    if (isLive || !channelId) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible')
        void fetchNewerSlackMessages(queryClient, channelId).catch(() => undefined);
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [isLive, channelId, queryClient]);
}

export function useSendSlackMessage(channelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiFetch(`/api/chat/slack/channels/${encodeURIComponent(channelId)}/messages`, {
        method: 'POST',
        body: { text },
        schema: postSlackMessageResponseSchema,
      }),
    onSuccess: ({ message }) =>
      queryClient.setQueryData<SlackHistory>(slackQueryKeys.history(channelId), (data) => ({
        hasMore: data?.hasMore ?? false,
        messages: mergedSlackMessages(data?.messages ?? [], [message]),
      })),
    onError: (error) => {
      if (slackErrorKind(error) === 'expired')
        void queryClient.invalidateQueries({ queryKey: slackQueryKeys.connection });
      toast.error(CHAT_COPY.sendFailed, { description: errorMessageOf(error, '') || undefined });
    },
  });
}
