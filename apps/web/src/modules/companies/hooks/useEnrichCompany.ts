import {
  COMPANIES_COPY,
  domainCheckResponseSchema,
  type EnrichedCompany,
  enrichCompanyResponseSchema,
} from '@northdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { apiFetch, errorMessageOf } from '@/lib/api-client';

export type EnrichmentOutcome =
  | { kind: 'exists'; domain: string; existing: { id: string; name: string } }
  | { kind: 'enriched'; data: EnrichedCompany };

/**
 * The Enrich button (docs/product/companies.md): first the duplicate check on the normalised
 * domain, then, only if no company has it, enrichment from the website. Toasts of docs/product/companies.md.
 */
export function useEnrichCompany(options: { excludeId?: string } = {}) {
  return useMutation({
    mutationFn: async (domain: string): Promise<EnrichmentOutcome> => {
      const params = new URLSearchParams({ domain });
      if (options.excludeId) params.set('excludeId', options.excludeId);
      const check = await apiFetch(`/api/companies/domain-check?${params}`, {
        schema: domainCheckResponseSchema,
      });
      if (check.existing) return { kind: 'exists', domain: check.domain, existing: check.existing };
      const { data } = await apiFetch('/api/companies/enrich', {
        method: 'POST',
        body: { domain },
        schema: enrichCompanyResponseSchema,
      });
      return { kind: 'enriched', data };
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'exists')
        toast.info(COMPANIES_COPY.domainExists(outcome.domain), {
          description: COMPANIES_COPY.domainFound(outcome.existing.name),
        });
      else
        toast.success(COMPANIES_COPY.enrichSucceeded, {
          description: COMPANIES_COPY.enrichSucceededDescription,
        });
    },
    onError: (error) => {
      toast.error(COMPANIES_COPY.enrichFailed, {
        description: errorMessageOf(error, COMPANIES_COPY.enrichFailedDescription),
      });
    },
  });
}
