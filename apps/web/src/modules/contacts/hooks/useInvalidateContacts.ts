import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { COMPANIES_QUERY_KEY, CONTACTS_QUERY_KEY } from '../utils/contacts-query-keys';

/** After a contact changes: the contact lists and details, company pages and dashboard figures. */
export function useInvalidateContacts() {
  const queryClient = useQueryClient();
  return useCallback(
    async ({ except }: { except?: string } = {}) => {
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: CONTACTS_QUERY_KEY,
          // Leave an archived contact's own queries alone (it is gone, not changed).
          predicate: (query) => except === undefined || !query.queryKey.includes(except),
        }),
        queryClient.invalidateQueries({ queryKey: COMPANIES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['dashboard', 'summary'] }),
      ]);
    },
    [queryClient],
  );
}
