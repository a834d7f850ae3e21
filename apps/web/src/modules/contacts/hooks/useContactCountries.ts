import { type ContactCategoryFilter, contactCountriesResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { contactsQueryKeys } from '../utils/contacts-query-keys';

/**
 * Countries of the contacts' companies with counts of the selected category; a failure is only
 * logged (docs/product/contacts.md).
 */
export function useContactCountries(category: ContactCategoryFilter = 'all') {
  return useQuery({
    // Under the countries key, so invalidating the countries refreshes every category.
    queryKey: [...contactsQueryKeys.countries(), category],
    queryFn: ({ signal }) =>
      apiFetch(`/api/contacts/countries${category === 'all' ? '' : `?category=${category}`}`, {
        schema: contactCountriesResponseSchema,
        signal,
      }),
    select: (data) => data.countries,
    staleTime: 60_000,
  });
}
