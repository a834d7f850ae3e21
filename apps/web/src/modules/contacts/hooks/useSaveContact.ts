import {
  CONTACTS_COPY,
  type ContactInput,
  contactResponseSchema,
  updateContactResponseSchema,
} from '@northdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { apiFetch, errorMessageOf } from '@/lib/api-client';
import { useInvalidateContacts } from './useInvalidateContacts';

/** Creates a contact (no id) or saves an existing one, with the spec's toasts. */
export function useSaveContact(contactId: string | null) {
  const invalidate = useInvalidateContacts();

  return useMutation({
    mutationFn: async (input: ContactInput) => {
      if (!contactId) {
        const { contact } = await apiFetch('/api/contacts', {
          method: 'POST',
          body: input,
          schema: contactResponseSchema,
        });
        return { contact, syncStrategyChanged: false };
      }
      return apiFetch(`/api/contacts/${encodeURIComponent(contactId)}`, {
        method: 'PATCH',
        body: input,
        schema: updateContactResponseSchema,
      });
    },
    onSuccess: async ({ syncStrategyChanged }) => {
      toast.success(contactId ? CONTACTS_COPY.contactUpdated : CONTACTS_COPY.contactCreated);
      if (syncStrategyChanged) {
        toast.info(CONTACTS_COPY.syncSwitchedToast, { description: CONTACTS_COPY.syncSwitchedDescription });
      }
      await invalidate();
    },
    onError: (error) => {
      toast.error(
        errorMessageOf(error, contactId ? CONTACTS_COPY.saveFailed : CONTACTS_COPY.createContactFailed),
      );
    },
  });
}
