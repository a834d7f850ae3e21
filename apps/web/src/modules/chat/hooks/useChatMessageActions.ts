import { CHAT_COPY, chatMessageResponseSchema } from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { apiFetch, errorMessageOf } from '@/lib/api-client';
import { type ChatHistoryPages, withMessage } from '../utils/chat-history-pages';
import { chatQueryKeys } from '../utils/chat-query-keys';

const messageUrl = (id: string) => `/api/chat/messages/${encodeURIComponent(id)}`;

/** Edit and delete my own messages; the channel's history and open threads refresh. */
export function useChatMessageActions(channelId: string) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: chatQueryKeys.history(channelId) });
    void queryClient.invalidateQueries({ queryKey: chatQueryKeys.threads });
  };
  return {
    edit: useMutation({
      mutationFn: ({ id, text }: { id: string; text: string }) =>
        apiFetch(messageUrl(id), { method: 'PATCH', body: { text }, schema: chatMessageResponseSchema }),
      onSuccess: ({ message }) => {
        queryClient.setQueryData<ChatHistoryPages>(chatQueryKeys.history(channelId), (data) =>
          withMessage(data, message),
        );
        refresh();
      },
      onError: (error) => toast.error(errorMessageOf(error, CHAT_COPY.sendFailed)),
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiFetch(messageUrl(id), { method: 'DELETE' }),
      onSuccess: refresh,
      onError: (error) => toast.error(errorMessageOf(error, CHAT_COPY.sendFailed)),
    }),
  };
}
