import {
  CHAT_COPY,
  type ChatChannel,
  type CreateChatChannelRequest,
  chatChannelResponseSchema,
} from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { apiFetch, errorMessageOf } from '@/lib/api-client';
import { openChatChannel } from '../states/chat-window-store';
import { chatQueryKeys } from '../utils/chat-query-keys';

/** Create a channel, join a public one, open a DM: each lands in the conversation. */
export function useChatChannelActions() {
  const queryClient = useQueryClient();
  const opened = ({ channel }: { channel: ChatChannel }) => {
    void queryClient.invalidateQueries({ queryKey: chatQueryKeys.channels });
    openChatChannel(channel.id);
  };
  const failed = (error: unknown) => toast.error(errorMessageOf(error, CHAT_COPY.connectionError));
  return {
    create: useMutation({
      mutationFn: (body: CreateChatChannelRequest) =>
        apiFetch('/api/chat/channels', { method: 'POST', body, schema: chatChannelResponseSchema }),
      onSuccess: (result) => {
        toast.success(CHAT_COPY.channelCreated);
        opened(result);
      },
      // A taken name is shown by the form, next to the field.
    }),
    join: useMutation({
      mutationFn: (channelId: string) =>
        apiFetch(`/api/chat/channels/${encodeURIComponent(channelId)}/join`, {
          method: 'POST',
          body: {},
          schema: chatChannelResponseSchema,
        }),
      onSuccess: opened,
      onError: failed,
    }),
    openDirect: useMutation({
      mutationFn: (userId: string) =>
        apiFetch('/api/chat/direct', { method: 'POST', body: { userId }, schema: chatChannelResponseSchema }),
      onSuccess: opened,
      onError: failed,
    }),
  };
}
