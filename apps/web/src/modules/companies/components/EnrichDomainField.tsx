import { COMPANIES_COPY as C, normalizeDomain } from '@northdesk/shared';
import { InfoIcon, SparklesIcon } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { FormField } from '@/modules/ui/components/FormField';
import { Spinner } from '@/modules/ui/components/Spinner';
import { type EnrichmentOutcome, useEnrichCompany } from '../hooks/useEnrichCompany';
import { type CompanyForm, withEnrichment } from '../utils/company-form-values';

interface EnrichDomainFieldProps {
  form: CompanyForm;
  /** Offer the Enrich button (new companies, docs/product/companies.md). */
  canEnrich: boolean;
  /** The company being edited, which may keep its own domain. */
  companyId?: string;
}

/**
 * The domain input with the Enrich button: a duplicate domain shows who has it; otherwise the
 * fields are filled from the website and "Auto-filled from {domain}" stays until the domain changes.
 */
export function EnrichDomainField({ form, canEnrich, companyId }: EnrichDomainFieldProps) {
  const enrich = useEnrichCompany({ excludeId: companyId });
  const domain = useWatch({ control: form.control, name: 'domain' });
  const [outcome, setOutcome] = useState<{ typed: string; result: EnrichmentOutcome } | null>(null);
  const current = outcome && outcome.typed === domain ? outcome.result : null;

  const run = () => {
    if (!domain.trim()) {
      toast.error(C.enrichNeedsDomain);
      form.setError('domain', { message: C.enrichNeedsDomain });
      return;
    }
    if (!normalizeDomain(domain)) {
      form.setError('domain', { message: C.domainInvalid });
      return;
    }
    form.clearErrors('domain');
    enrich.mutate(domain, {
      onSuccess: (result) => {
        setOutcome({ typed: domain, result });
        if (result.kind === 'enriched') {
          const { values } = withEnrichment(form.getValues(), result.data);
          form.reset(values, { keepDefaultValues: true, keepDirty: true });
        }
      },
    });
  };

  return (
    <FormField
      id="company-domain"
      label={C.domainLabel}
      error={form.formState.errors.domain?.message}
      className="sm:col-span-2"
      hint={
        current?.kind === 'enriched' ? (
          <p className="flex items-center gap-1.5 text-emerald-700 text-sm">
            <SparklesIcon aria-hidden="true" className="size-4" />
            {C.autoFilledFrom(current.data.domain)}
          </p>
        ) : current?.kind === 'exists' ? (
          <div
            role="status"
            className="flex items-start gap-2 rounded-md border border-sky-200 bg-sky-50 p-3 text-sky-800 text-sm"
          >
            <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div>
              <p className="font-medium">{C.domainExists(current.domain)}</p>
              <Link to={`/companies/${current.existing.id}`} className="underline underline-offset-2">
                {C.domainFound(current.existing.name)}
              </Link>
            </div>
          </div>
        ) : null
      }
    >
      {(controlProps) => (
        <div className="flex gap-2">
          <Input
            {...controlProps}
            {...form.register('domain')}
            placeholder={C.domainPlaceholder}
            autoComplete="url"
            inputMode="url"
          />
          {canEnrich ? (
            <Button type="button" variant="secondary" onClick={run} disabled={enrich.isPending}>
              {enrich.isPending ? (
                <Spinner size="sm" aria-hidden="true" className="text-current" />
              ) : (
                <SparklesIcon aria-hidden="true" />
              )}
              {enrich.isPending ? C.enriching : C.enrich}
            </Button>
          ) : null}
        </div>
      )}
    </FormField>
  );
}
