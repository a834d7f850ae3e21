import { contactCountriesResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { contactsQueryKeys } from '../utils/contacts-query-keys';

/** Countries of the contacts' companies with counts; a failure is only logged (docs/product/contacts.md). */
export function useContactCountries() {
  return useQuery({
    queryKey: contactsQueryKeys.countries(),
    queryFn: ({ signal }) =>
      apiFetch('/api/contacts/countries', { schema: contactCountriesResponseSchema, signal }),
    select: (data) => data.countries,
    staleTime: 60_000,
  });
}
