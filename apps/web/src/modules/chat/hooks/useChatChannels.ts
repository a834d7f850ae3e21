import { CHAT_COPY, chatChannelListResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { chatQueryKeys } from '../utils/chat-query-keys';

/** My channels and DMs with unread and mention counts (kept live by the chat realtime events). */
export function useChatChannels(enabled = true) {
  return useQuery({
    queryKey: chatQueryKeys.channels,
    queryFn: ({ signal }) =>
      apiFetch('/api/chat/channels', { schema: chatChannelListResponseSchema, signal }),
    enabled,
    meta: { errorToast: CHAT_COPY.messageLoadError },
  });
}
