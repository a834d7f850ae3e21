import { companyContactsResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { companiesQueryKeys } from '../utils/companies-query-keys';

/** A page of the company's contacts, or of its department contacts. */
export function useCompanyContacts(
  id: string,
  options: { category?: 'all' | 'department'; page?: number; enabled?: boolean } = {},
) {
  const { category = 'all', page = 1, enabled = true } = options;
  return useQuery({
    queryKey: companiesQueryKeys.contacts(id, category, page),
    queryFn: ({ signal }) =>
      apiFetch(`/api/companies/${encodeURIComponent(id)}/contacts?category=${category}&page=${page}`, {
        schema: companyContactsResponseSchema,
        signal,
      }),
    enabled,
  });
}
