import { CONTACTS_COPY, contactArchivePreviewSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { contactsQueryKeys } from '../utils/contacts-query-keys';

/** The archive dialog's history of a contact, loaded when the dialog opens. */
export function useArchivePreview(id: string | null) {
  return useQuery({
    queryKey: contactsQueryKeys.archivePreview(id ?? ''),
    queryFn: ({ signal }) =>
      apiFetch(`/api/contacts/${encodeURIComponent(id ?? '')}/archive-preview`, {
        schema: contactArchivePreviewSchema,
        signal,
      }),
    enabled: id !== null,
    staleTime: 0,
    meta: { errorToast: CONTACTS_COPY.fetchContactFailed },
  });
}
