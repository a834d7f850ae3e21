import { CONTACTS_COPY } from '@northdesk/shared';
import { LinkIcon } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { CompanyPicker } from '@/modules/companies/components/CompanyPicker';
import { FormField } from '@/modules/ui/components/FormField';
import type { ContactFormValues } from '../utils/contact-form-values';

interface ContactCompanyFieldsProps {
  values: ContactFormValues;
  error?: string | undefined;
  /** The company linked from the email's domain, to say so under the picker. */
  autoLinked: string | null;
  allowCreate: boolean;
  onCompanyChange: (company: ContactFormValues['crmCompany']) => void;
  onCompanyTextChange: (text: string) => void;
}

/** A business contact's company: the picker, or a company name as text while none is picked. */
export function ContactCompanyFields({
  values,
  error,
  autoLinked,
  allowCreate,
  onCompanyChange,
  onCompanyTextChange,
}: ContactCompanyFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        id="contact-company-picker"
        label={CONTACTS_COPY.companyPicker}
        hint={
          autoLinked && values.crmCompany?.name === autoLinked ? (
            <p className="flex items-center gap-1 text-emerald-700 text-xs" role="status">
              <LinkIcon className="size-3" aria-hidden="true" />
              {CONTACTS_COPY.autoLinked(autoLinked)}
            </p>
          ) : undefined
        }
      >
        {(control) => (
          <CompanyPicker
            {...control}
            value={values.crmCompany}
            allowCreate={allowCreate}
            onChange={onCompanyChange}
          />
        )}
      </FormField>
      <FormField
        id="contact-company-text"
        label={CONTACTS_COPY.companyText}
        error={error}
        hint={
          values.crmCompany ? (
            <p className="text-muted-foreground text-xs">{CONTACTS_COPY.companyTextDisabledHint}</p>
          ) : undefined
        }
      >
        {(control) => (
          <Input
            {...control}
            value={values.company}
            disabled={Boolean(values.crmCompany)}
            onChange={(e) => onCompanyTextChange(e.target.value)}
            autoComplete="organization"
          />
        )}
      </FormField>
    </div>
  );
}
