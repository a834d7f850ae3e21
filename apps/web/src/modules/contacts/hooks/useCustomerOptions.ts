import { CONTACTS_COPY, CUSTOMER_PICKER, customerOptionsResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { contactsQueryKeys } from '../utils/contacts-query-keys';

/**
 * The company picker's choices: the 20 most recent when the search is empty, matches from 2
 * characters on; a 1-character search asks nothing (the hint explains).
 */
export function useCustomerOptions(search: string, enabled: boolean) {
  const text = search.trim();
  const tooShort = text.length > 0 && text.length < CUSTOMER_PICKER.minChars;
  return useQuery({
    queryKey: contactsQueryKeys.customers(text),
    queryFn: ({ signal }) =>
      apiFetch(`/api/contacts/customers?search=${encodeURIComponent(text)}`, {
        schema: customerOptionsResponseSchema,
        signal,
      }),
    enabled: enabled && !tooShort,
    staleTime: 10_000,
    meta: { errorToast: CONTACTS_COPY.searchCustomersFailed },
  });
}
