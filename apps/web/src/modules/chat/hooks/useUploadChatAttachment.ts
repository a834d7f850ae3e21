import { CHAT_COPY, chatAttachmentResponseSchema } from '@northdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { toast } from '@/components/ui/toaster';

/** Uploads one file to a channel; its id then goes with the message. */
export function useUploadChatAttachment(channelId: string) {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      const response = await fetch(`/api/chat/channels/${encodeURIComponent(channelId)}/attachments`, {
        method: 'POST',
        body: form,
        credentials: 'include',
      });
      const body: unknown = await response.json().catch(() => undefined);
      if (!response.ok) {
        const parsed = z.object({ error: z.object({ message: z.string() }) }).safeParse(body);
        throw new Error(parsed.success ? parsed.data.error.message : CHAT_COPY.sendFailed);
      }
      return chatAttachmentResponseSchema.parse(body).attachment;
    },
    onError: (error) => toast.error(error.message),
  });
}
