import { CONTACTS_COPY, type ContactListQuery, contactListResponseSchema } from '@northdesk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { contactsQueryKeys } from '../utils/contacts-query-keys';

/** One page of the contacts list; the previous page stays on screen while the next loads. */
export function useContacts(query: ContactListQuery) {
  return useQuery({
    queryKey: contactsQueryKeys.list(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (query.search) params.set('search', query.search);
      if (query.category) params.set('category', query.category);
      if (query.country) params.set('country', query.country);
      if (query.owner) params.set('owner', query.owner);
      for (const key of ['createdFrom', 'createdTo', 'leadStatus', 'source'] as const) {
        const value = query[key];
        if (value) params.set(key, value);
      }
      if (query.sort && (query.sort !== 'name' || query.dir === 'desc')) {
        params.set('sort', query.sort);
        params.set('dir', query.dir ?? 'asc');
      }
      if (Number(query.page ?? 1) > 1) params.set('page', String(query.page));
      const suffix = params.size > 0 ? `?${params.toString()}` : '';
      return apiFetch(`/api/contacts${suffix}`, { schema: contactListResponseSchema, signal });
    },
    placeholderData: keepPreviousData,
    meta: { errorToast: CONTACTS_COPY.fetchContactsFailed },
  });
}
