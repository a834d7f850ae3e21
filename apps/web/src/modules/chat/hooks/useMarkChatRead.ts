import { type ChatChannelListResponse, markChatReadResponseSchema } from '@northdesk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiFetch } from '@/lib/api-client';
import { chatQueryKeys } from '../utils/chat-query-keys';

/** Clears a channel's counts in the list at once; the server recomputes them on the next fetch. */
function withRead(list: ChatChannelListResponse | undefined, channelId: string, seq: number) {
  if (!list) return list;
  return {
    ...list,
    channels: list.channels.map((channel) =>
      channel.id === channelId && seq >= channel.lastReadSeq
        ? { ...channel, lastReadSeq: seq, unreadCount: 0, mentionCount: 0 }
        : channel,
    ),
  };
}

/**
 * While a conversation is shown (and the tab is visible), moves my read marker to its newest
 * message. Only forward: the server keeps the greatest number it was given.
 */
export function useMarkChatRead(channelId: string, seq: number, active: boolean) {
  const queryClient = useQueryClient();
  const sent = useRef(0);

  useEffect(() => {
    if (!active || seq <= sent.current) return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || seq <= sent.current) return;
      sent.current = seq;
      queryClient.setQueryData<ChatChannelListResponse>(chatQueryKeys.channels, (list) =>
        withRead(list, channelId, seq),
      );
      void apiFetch(`/api/chat/channels/${encodeURIComponent(channelId)}/read`, {
        method: 'POST',
        body: { seq },
        schema: markChatReadResponseSchema,
      })
        .catch(() => {
          sent.current = 0;
        })
        .finally(() => void queryClient.invalidateQueries({ queryKey: chatQueryKeys.channels }));
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [active, channelId, seq, queryClient]);
}
