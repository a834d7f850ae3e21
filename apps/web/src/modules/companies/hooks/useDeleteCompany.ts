import { COMPANIES_COPY, deleteCompanyResponseSchema } from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { apiFetch } from '@/lib/api-client';
import { companiesQueryKeys } from '../utils/companies-query-keys';

/**
 * Deletes a company, with its contacts when asked; toasts of docs/product/companies.md (company delete).
 * `onDeleted` runs first, so a page showing the company can leave before its queries go.
 */
export function useDeleteCompany(options: { onDeleted?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; name: string; deleteContacts: boolean }) =>
      apiFetch(`/api/companies/${encodeURIComponent(input.id)}?deleteContacts=${input.deleteContacts}`, {
        method: 'DELETE',
        schema: deleteCompanyResponseSchema,
      }),
    onSuccess: async (result, input) => {
      options.onDeleted?.();
      if (input.deleteContacts)
        toast.success(COMPANIES_COPY.deletedTitle, {
          description: COMPANIES_COPY.deletedDescription(input.name, result.deletedContacts),
        });
      else toast.success(COMPANIES_COPY.deleted);
      queryClient.removeQueries({ queryKey: companiesQueryKeys.detail(input.id) });
      await queryClient.invalidateQueries({
        queryKey: companiesQueryKeys.all,
        predicate: (query) => query.queryKey[2] !== input.id,
      });
    },
    onError: () => {
      toast.error(COMPANIES_COPY.deleteErrorTitle, { description: COMPANIES_COPY.deleteErrorDescription });
    },
  });
}
