import { companyByEmailResponseSchema } from '@northdesk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '@/lib/api-client';
import { contactsQueryKeys } from '../utils/contacts-query-keys';

/** Looks up the tenant's company whose domain is the email's (domain auto-linking, docs/product/contacts.md). */
export function useCompanyForEmail() {
  const queryClient = useQueryClient();
  return useCallback(
    (email: string) =>
      queryClient.fetchQuery({
        queryKey: contactsQueryKeys.companyByEmail(email.trim().toLowerCase()),
        queryFn: ({ signal }) =>
          apiFetch(`/api/contacts/company-by-email?email=${encodeURIComponent(email.trim())}`, {
            schema: companyByEmailResponseSchema,
            signal,
          }),
        staleTime: 10_000,
      }),
    [queryClient],
  );
}
