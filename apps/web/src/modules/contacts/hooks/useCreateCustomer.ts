import { type CreateCustomerRequest, customerResponseSchema } from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { companiesQueryKeys } from '@/modules/companies/utils/companies-query-keys';
import { contactsQueryKeys } from '../utils/contacts-query-keys';

/** Quick-creates a customer company; the caller shows the failure it fits (picker or domain offer). */
export function useCreateCustomer() {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: (request: CreateCustomerRequest) =>
      apiFetch('/api/contacts/customers', { method: 'POST', body: request, schema: customerResponseSchema }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contactsQueryKeys.allCustomers }),
        queryClient.invalidateQueries({ queryKey: companiesQueryKeys.all }),
      ]);
    },
  });
}
