import { archiveContactResponseSchema, CONTACTS_COPY } from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { apiFetch, errorMessageOf } from '@/lib/api-client';
import { contactsQueryKeys } from '../utils/contacts-query-keys';
import { useInvalidateContacts } from './useInvalidateContacts';

export function useArchiveContact() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateContacts();

  return useMutation({
    mutationFn: ({ id }: { id: string; name: string }) =>
      apiFetch(`/api/contacts/${encodeURIComponent(id)}/archive`, {
        method: 'POST',
        body: {},
        schema: archiveContactResponseSchema,
      }),
    onSuccess: async (_data, { id, name }) => {
      toast.success(CONTACTS_COPY.contactArchived, {
        description: CONTACTS_COPY.contactArchivedDescription(name),
      });
      // The archived contact is now "not found": its page leaves rather than reload it.
      queryClient.setQueryData(contactsQueryKeys.detail(id), null);
      await invalidate({ except: id });
    },
    onError: (error) => {
      toast.error(errorMessageOf(error, CONTACTS_COPY.archiveFailed));
    },
  });
}
