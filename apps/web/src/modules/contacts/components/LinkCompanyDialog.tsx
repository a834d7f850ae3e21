import { CONTACTS_COPY, type Contact } from '@northdesk/shared';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { CompanyPicker, type PickedCompany } from '@/modules/companies/components/CompanyPicker';
import { FormField } from '@/modules/ui/components/FormField';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { useSaveContact } from '../hooks/useSaveContact';
import { contactDisplayName } from '../utils/contact-display';
import { contactFormValuesOf, contactInputOf } from '../utils/contact-form-values';

interface LinkCompanyDialogProps {
  contact: Contact;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Links the contact to a customer company (the contact detail's "Link Company"). */
export function LinkCompanyDialog({ contact, open, onOpenChange }: LinkCompanyDialogProps) {
  const save = useSaveContact(contact.id);
  const { can } = useSectionAccess();
  const current = contactFormValuesOf(contact).crmCompany;
  const [company, setCompany] = useState<PickedCompany | null>(current);

  // Start from the saved company each time the dialog opens.
  const savedId = current?.id;
  const savedName = current?.name;
  useEffect(() => {
    if (open) setCompany(savedId && savedName ? { id: savedId, name: savedName } : null);
  }, [open, savedId, savedName]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{current ? CONTACTS_COPY.changeCompany : CONTACTS_COPY.linkCompany}</DialogTitle>
          <DialogDescription>{contactDisplayName(contact)}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            event.stopPropagation();
            if (!company || company.id === current?.id) {
              onOpenChange(false);
              return;
            }
            const values = {
              ...contactFormValuesOf(contact),
              contactType: 'business' as const,
              crmCompany: company,
            };
            save.mutate(contactInputOf(values), { onSuccess: () => onOpenChange(false) });
          }}
        >
          <FormField id="link-company-picker" label={CONTACTS_COPY.companyPicker}>
            {(control) => (
              <CompanyPicker
                {...control}
                value={company}
                onChange={setCompany}
                allowCreate={can('companies', 'create')}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {CONTACTS_COPY.cancel}
            </Button>
            <SubmitButton isPending={save.isPending} disabled={!company}>
              {CONTACTS_COPY.linkCompany}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
