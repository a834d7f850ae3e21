import { COMPANIES_COPY, type Company, type CompanyValues, companyResponseSchema } from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { apiFetch, errorMessageOf } from '@/lib/api-client';
import { companiesQueryKeys } from '../utils/companies-query-keys';

/** Creates a company, or updates one when `companyId` is given; toasts of docs/product/companies.md. */
export function useSaveCompany(companyId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: CompanyValues): Promise<Company> => {
      const path = companyId ? `/api/companies/${encodeURIComponent(companyId)}` : '/api/companies';
      const response = await apiFetch(path, {
        method: companyId ? 'PATCH' : 'POST',
        body: values,
        schema: companyResponseSchema,
      });
      return response.company;
    },
    onSuccess: async (company) => {
      toast.success(companyId ? COMPANIES_COPY.updated : COMPANIES_COPY.created);
      queryClient.setQueryData(companiesQueryKeys.detail(company.id), company);
      await queryClient.invalidateQueries({ queryKey: companiesQueryKeys.all });
    },
    onError: (error) => {
      const message = errorMessageOf(error, '');
      toast.error(COMPANIES_COPY.saveFailed, message ? { description: message } : undefined);
    },
  });
}
