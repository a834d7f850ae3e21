import { CHAT_COPY, chatHistoryResponseSchema } from '@northdesk/shared';
import { type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { type ChatHistoryPages, newestSeq, withNewerMessages } from '../utils/chat-history-pages';
import { chatQueryKeys } from '../utils/chat-query-keys';

/** The spec's first page: 50 messages. */
const FIRST_PAGE = 50;

const historyUrl = (channelId: string, params: Record<string, number>) => {
  const search = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return `/api/chat/channels/${encodeURIComponent(channelId)}/messages?${search}`;
};

/** A channel's top-level messages: the newest 50 first, older pages on demand. */
export function useChatHistory(channelId: string) {
  return useInfiniteQuery({
    queryKey: chatQueryKeys.history(channelId),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiFetch(
        historyUrl(
          channelId,
          pageParam === undefined ? { limit: FIRST_PAGE } : { before: pageParam, limit: FIRST_PAGE },
        ),
        { schema: chatHistoryResponseSchema, signal },
      ),
    getNextPageParam: (page) => (page.hasMore ? page.messages[0]?.seq : undefined),
    meta: { errorToast: CHAT_COPY.messageLoadError },
  });
}

/**
 * Fetches only the messages newer than those loaded (after a realtime event or on the fallback
 * poll) and adds them to the newest page. Nothing loaded yet: nothing to do.
 */
export async function fetchNewerChatMessages(queryClient: QueryClient, channelId: string): Promise<void> {
  const key = chatQueryKeys.history(channelId);
  const current = queryClient.getQueryData<ChatHistoryPages>(key);
  if (!current) return;
  let after = newestSeq(current);
  for (;;) {
    const page = await apiFetch(historyUrl(channelId, { after, limit: 100 }), {
      schema: chatHistoryResponseSchema,
    });
    queryClient.setQueryData<ChatHistoryPages>(key, (data) => withNewerMessages(data, page.messages));
    const last = page.messages.at(-1);
    if (!page.hasMore || !last) return;
    after = last.seq;
  }
}
