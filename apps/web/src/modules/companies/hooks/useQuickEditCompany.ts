import {
  type Company,
  type CompanyListResponse,
  companyResponseSchema,
  type LeadStatus,
  type OwnerRef,
} from '@northdesk/shared';
import { apiFetch } from '@/lib/api-client';
import { useOptimisticEdit } from '@/modules/ui/hooks/useOptimisticEdit';
import { companiesQueryKeys } from '../utils/companies-query-keys';

export type CompanyQuickEdit = { leadStatus?: LeadStatus; owner?: OwnerRef | null };

const isListPage = (cached: unknown): cached is CompanyListResponse =>
  typeof cached === 'object' && cached !== null && 'companies' in cached;
const isCompany = (cached: unknown): cached is Company =>
  typeof cached === 'object' && cached !== null && 'id' in cached && 'leadStatus' in cached;

/** Lead status and owner of a company changed in place (list row, detail header), shown at once. */
export function useQuickEditCompany(id: string) {
  return useOptimisticEdit<CompanyQuickEdit>({
    keys: [['companies', 'list'], companiesQueryKeys.detail(id)],
    patch: (cached, change) => {
      if (isListPage(cached))
        return { ...cached, companies: cached.companies.map((c) => (c.id === id ? { ...c, ...change } : c)) };
      if (isCompany(cached) && cached.id === id) return { ...cached, ...change };
      return cached;
    },
    save: (change) =>
      apiFetch(`/api/companies/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: {
          ...(change.leadStatus ? { leadStatus: change.leadStatus } : {}),
          ...(change.owner !== undefined ? { ownerUserId: change.owner?.id ?? null } : {}),
        },
        schema: companyResponseSchema,
      }),
    invalidate: [companiesQueryKeys.all],
  });
}
