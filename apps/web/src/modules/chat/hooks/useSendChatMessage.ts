import { CHAT_COPY, chatMessageResponseSchema } from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { apiFetch, errorMessageOf } from '@/lib/api-client';
import { type ChatHistoryPages, withNewerMessages } from '../utils/chat-history-pages';
import { chatQueryKeys } from '../utils/chat-query-keys';

export interface SendChatMessageInput {
  text: string;
  attachmentIds: string[];
  /** Sent again after a failure with the same id, so the server stores it once. */
  clientMsgId: string;
}

/** Posts to a channel (or a thread when threadRootId is given) and shows it at once. */
export function useSendChatMessage(channelId: string, threadRootId: string | null = null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendChatMessageInput) =>
      apiFetch(`/api/chat/channels/${encodeURIComponent(channelId)}/messages`, {
        method: 'POST',
        body: { ...input, ...(threadRootId ? { threadRootId } : {}) },
        schema: chatMessageResponseSchema,
      }),
    onSuccess: ({ message }) => {
      if (threadRootId) {
        void queryClient.invalidateQueries({ queryKey: chatQueryKeys.thread(threadRootId) });
        void queryClient.invalidateQueries({ queryKey: chatQueryKeys.history(channelId) });
        return;
      }
      queryClient.setQueryData<ChatHistoryPages>(chatQueryKeys.history(channelId), (data) =>
        withNewerMessages(data, [message]),
      );
    },
    onError: (error) =>
      toast.error(CHAT_COPY.sendFailed, { description: errorMessageOf(error, '') || undefined }),
  });
}
