import { CHAT_COPY, chatThreadResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { chatQueryKeys } from '../utils/chat-query-keys';

/** A thread's first message and its replies, oldest first. */
export function useChatThread(rootId: string) {
  return useQuery({
    queryKey: chatQueryKeys.thread(rootId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/chat/messages/${encodeURIComponent(rootId)}/thread`, {
        schema: chatThreadResponseSchema,
        signal,
      }),
    meta: { errorToast: CHAT_COPY.messageLoadError },
  });
}
