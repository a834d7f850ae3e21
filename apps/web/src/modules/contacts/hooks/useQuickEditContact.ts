import {
  type Contact,
  type ContactListResponse,
  type LeadStatus,
  type OwnerRef,
  updateContactResponseSchema,
} from '@northdesk/shared';
import { apiFetch } from '@/lib/api-client';
import { useOptimisticEdit } from '@/modules/ui/hooks/useOptimisticEdit';
import { contactsQueryKeys } from '../utils/contacts-query-keys';

export type ContactQuickEdit = { leadStatus?: LeadStatus; owner?: OwnerRef | null };

const isListPage = (cached: unknown): cached is ContactListResponse =>
  typeof cached === 'object' && cached !== null && 'contacts' in cached;
const isContact = (cached: unknown): cached is Contact =>
  typeof cached === 'object' && cached !== null && 'id' in cached && 'leadStatus' in cached;

/** Lead status and owner of a contact changed in place (list row, detail header), shown at once. */
export function useQuickEditContact(id: string) {
  return useOptimisticEdit<ContactQuickEdit>({
    keys: [['contacts', 'list'], contactsQueryKeys.detail(id)],
    patch: (cached, change) => {
      if (isListPage(cached))
        return { ...cached, contacts: cached.contacts.map((c) => (c.id === id ? { ...c, ...change } : c)) };
      if (isContact(cached) && cached.id === id) return { ...cached, ...change };
      return cached;
    },
    save: (change) =>
      apiFetch(`/api/contacts/${encodeURIComponent(id)}/quick-edit`, {
        method: 'PATCH',
        body: {
          ...(change.leadStatus ? { leadStatus: change.leadStatus } : {}),
          ...(change.owner !== undefined ? { ownerUserId: change.owner?.id ?? null } : {}),
        },
        schema: updateContactResponseSchema,
      }),
    invalidate: [contactsQueryKeys.all],
  });
}
