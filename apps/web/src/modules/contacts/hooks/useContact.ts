import { CONTACTS_COPY, contactResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import { contactsQueryKeys } from '../utils/contacts-query-keys';

/**
 * One contact. An unknown, archived or another tenant's id answers null ("Contact not found"),
 * not an error; only a failure to load shows 'Failed to fetch contact details'.
 */
export function useContact(id: string, options: { enabled?: boolean } = {}) {
  const query = useQuery({
    queryKey: contactsQueryKeys.detail(id),
    queryFn: async ({ signal }) => {
      try {
        const { contact } = await apiFetch(`/api/contacts/${encodeURIComponent(id)}`, {
          schema: contactResponseSchema,
          signal,
        });
        return contact;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: options.enabled ?? true,
    meta: { errorToast: CONTACTS_COPY.fetchContactFailed },
  });
  return { ...query, isNotFound: query.data === null };
}
