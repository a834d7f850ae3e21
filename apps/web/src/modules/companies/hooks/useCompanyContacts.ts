import { companyContactsResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { companiesQueryKeys } from '../utils/companies-query-keys';

type Category = 'all' | 'department';

/**
 * A page of the company's contacts, or of its department contacts. While another page of the same
 * list loads the previous one stays on screen; another company's or category's never does (the
 * delete dialog must not show the last company's contacts).
 */
export function useCompanyContacts(
  id: string,
  options: { category?: Category; page?: number; enabled?: boolean } = {},
) {
  const { category = 'all', page = 1, enabled = true } = options;
  return useQuery({
    queryKey: companiesQueryKeys.contacts(id, category, page),
    queryFn: ({ signal }) =>
      apiFetch(`/api/companies/${encodeURIComponent(id)}/contacts?category=${category}&page=${page}`, {
        schema: companyContactsResponseSchema,
        signal,
      }),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === id && previousQuery.queryKey[4] === category ? previous : undefined,
    enabled,
  });
}
