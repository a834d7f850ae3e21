import { COMPANIES_COPY as C, type Company, type CompanyValues, type LeadStatus } from '@northdesk/shared';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { useGeneralSettings } from '@/modules/crm-settings/hooks/useGeneralSettings';
import { FormField } from '@/modules/ui/components/FormField';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { useSaveCompany } from '../hooks/useSaveCompany';
import {
  type CompanyFormValues,
  companyFormResolver,
  companyToForm,
  emptyCompanyForm,
} from '../utils/company-form-values';
import { CompanyFormFields } from './CompanyFormFields';
import { CompanyLogo } from './CompanyLogo';
import { EnrichDomainField } from './EnrichDomainField';

interface CompanyFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The company to edit; none to add one. */
  company?: Company | null;
  onSaved?: (company: Company) => void;
}

const FIELD_NAMES = new Set<string>(Object.keys(emptyCompanyForm()));
const isFormField = (name: string): name is keyof CompanyFormValues => FIELD_NAMES.has(name);

/** Add Company / Edit Company (docs/product/companies.md): every field, validation, enrichment for new ones. */
export function CompanyFormDialog({ open, onOpenChange, company, onSaved }: CompanyFormDialogProps) {
  const save = useSaveCompany(company?.id);
  // Read when the dialog opens, not as a dependency: settings arriving later must not reset typing.
  const defaultLeadStatus = useRef<LeadStatus | undefined>(undefined);
  defaultLeadStatus.current = useGeneralSettings().data?.defaultLeadStatus;
  // A new company is the creator's (issue 18).
  const currentUserId = useRef<string | undefined>(undefined);
  currentUserId.current = useCurrentUser().user?.id;
  const form = useForm<CompanyFormValues, unknown, CompanyValues>({
    resolver: companyFormResolver,
    defaultValues: emptyCompanyForm(),
  });
  const { register, handleSubmit, reset, setError } = form;
  const logoFile = useWatch({ control: form.control, name: 'logoFile' });
  const domain = useWatch({ control: form.control, name: 'domain' });
  const name = useWatch({ control: form.control, name: 'name' });

  useEffect(() => {
    if (open)
      reset(
        company ? companyToForm(company) : emptyCompanyForm(defaultLeadStatus.current, currentUserId.current),
      );
  }, [open, company, reset]);

  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        onOpenChange(false);
        onSaved?.(saved);
      },
      onError: (error) => {
        // The server's field messages (e.g. a domain another company has) go next to the field.
        if (error instanceof ApiError) {
          for (const [field, message] of Object.entries(error.fields))
            if (isFormField(field)) setError(field, { message });
          if (error.status === 409) setError('domain', { message: error.message });
        }
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{company ? C.editTitle : C.addTitle}</DialogTitle>
          <DialogDescription>{C.formDescription}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="company-name"
            label={C.nameLabel}
            error={form.formState.errors.name?.message}
            className="sm:col-span-2"
          >
            {(controlProps) => (
              <div className="flex items-center gap-3">
                {logoFile ? (
                  <CompanyLogo
                    company={{ name: name || '?', logoFile, domain: domain || null }}
                    className="size-10"
                  />
                ) : null}
                <Input {...controlProps} {...register('name')} autoComplete="organization" />
              </div>
            )}
          </FormField>
          <EnrichDomainField form={form} canEnrich={!company} companyId={company?.id} />
          <CompanyFormFields form={form} ownerName={company?.owner?.name} />
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {C.cancel}
            </Button>
            <SubmitButton isPending={save.isPending}>
              {company ? C.saveChanges : C.createCompany}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
