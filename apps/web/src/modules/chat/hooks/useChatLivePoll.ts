import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtimeConnectionStore } from '@/modules/realtime/states/realtime-connection';
import { useStore } from '@/modules/ui/states/create-store';
import { chatQueryKeys } from '../utils/chat-query-keys';
import { fetchNewerChatMessages } from './useChatHistory';

/** The spec's message poll (every 3 seconds, newer messages only). */
const POLL_MS = 3000;

/**
 * The fallback when this tab's event stream is down: poll our own server (never Slack) for newer
 * messages and fresh counts. With the stream open, events bring them and nothing polls.
 */
export function useChatLivePoll(channelId: string | null) {
  const queryClient = useQueryClient();
  const isLive = useStore(realtimeConnectionStore);

  useEffect(() => {
    if (isLive) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      void queryClient.invalidateQueries({ queryKey: chatQueryKeys.channels });
      if (channelId) void fetchNewerChatMessages(queryClient, channelId).catch(() => undefined);
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [isLive, channelId, queryClient]);
}
