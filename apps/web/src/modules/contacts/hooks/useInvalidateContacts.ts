import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { companiesQueryKeys } from '@/modules/companies/utils/companies-query-keys';
import { dashboardQueryKeys } from '@/modules/dashboard/utils/dashboard-query-keys';
import { contactsQueryKeys } from '../utils/contacts-query-keys';

/** After a contact changes: the contact lists and details, company pages and dashboard figures. */
export function useInvalidateContacts() {
  const queryClient = useQueryClient();
  return useCallback(
    async ({ except }: { except?: string } = {}) => {
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: contactsQueryKeys.all,
          // Leave an archived contact's own queries alone (it is gone, not changed).
          predicate: (query) => except === undefined || !query.queryKey.includes(except),
        }),
        queryClient.invalidateQueries({ queryKey: companiesQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.summary }),
      ]);
    },
    [queryClient],
  );
}
