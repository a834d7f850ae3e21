import {
  CONTACTS_COPY,
  type Contact,
  type ContactType,
  companyNameFromDomain,
  contactInputSchema,
  emailDomainOf,
  isFreeMailEmail,
  normalizeDomain,
} from '@northdesk/shared';
import { InfoIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { useDebouncedValue } from '@/modules/ui/hooks/useDebouncedValue';
import { useCompanyForEmail } from '../hooks/useCompanyForEmail';
import { useSaveContact } from '../hooks/useSaveContact';
import {
  type ContactFormValues,
  contactFormValuesOf,
  contactInputOf,
  EMPTY_CONTACT_FORM,
  hasContactChanges,
} from '../utils/contact-form-values';
import { ContactCompanyFields } from './ContactCompanyFields';
import { type ContactFieldErrors, ContactPersonFields } from './ContactPersonFields';
import { ContactTypeField } from './ContactTypeField';
import { CreateCompanyFromDomainDialog } from './CreateCompanyFromDomainDialog';

const EMAIL_LOOKUP_DEBOUNCE_MS = 500;

type FieldErrors = ContactFieldErrors;

interface ContactFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The contact to edit; none to add one. */
  contact?: Contact | null;
  /** Preselected company of a new contact (e.g. from a company page). */
  initialCompany?: { id: string; name: string } | null;
  onSaved?: (contact: Contact) => void;
}

function errorsOf(values: ContactFormValues): FieldErrors {
  const parsed = contactInputSchema.safeParse(contactInputOf(values));
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in EMPTY_CONTACT_FORM && !(field in errors)) {
      errors[field as keyof FieldErrors] = issue.message;
    }
  }
  return errors;
}

/**
 * Add/Edit Contact (docs/product/contacts.md): business or individual, the company picker, domain
 * auto-linking, the offer to create the company from the email domain, the external-CRM notice.
 */
export function ContactFormDialog({
  open,
  onOpenChange,
  contact,
  initialCompany,
  onSaved,
}: ContactFormDialogProps) {
  const isEdit = Boolean(contact);
  const initial = useRef<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [autoLinked, setAutoLinked] = useState<string | null>(null);
  const [emailTouched, setEmailTouched] = useState(false);
  const [domainOffer, setDomainOffer] = useState<string | null>(null);
  const save = useSaveContact(contact?.id ?? null);
  const companyForEmail = useCompanyForEmail();
  const { can } = useSectionAccess();
  // A new contact is the creator's (issue 18); read when the dialog opens, not as a dependency.
  const currentUserId = useRef<string | undefined>(undefined);
  currentUserId.current = useCurrentUser().user?.id;
  const { value: debouncedEmail } = useDebouncedValue(values.email, EMAIL_LOOKUP_DEBOUNCE_MS);

  const initialCompanyId = initialCompany?.id;
  const initialCompanyName = initialCompany?.name;
  useEffect(() => {
    if (!open) return;
    const preset =
      initialCompanyId && initialCompanyName ? { id: initialCompanyId, name: initialCompanyName } : null;
    const start = contact
      ? contactFormValuesOf(contact)
      : { ...EMPTY_CONTACT_FORM, crmCompany: preset, ownerUserId: currentUserId.current ?? '' };
    initial.current = start;
    setValues(start);
    setErrors({});
    setAutoLinked(null);
    setEmailTouched(false);
    setDomainOffer(null);
  }, [open, contact, initialCompanyId, initialCompanyName]);

  // A personal-style email makes the contact an individual; a company-style one links the company
  // of its domain (only for a business contact with no company chosen yet).
  const latest = useRef(values);
  latest.current = values;
  useEffect(() => {
    if (!open || !emailTouched) return;
    const email = debouncedEmail.trim();
    if (!email.includes('@')) return;
    if (isFreeMailEmail(email)) {
      if (latest.current.contactType === 'business') {
        setValues((v) => ({ ...v, contactType: 'individual', crmCompany: null, company: '' }));
        setAutoLinked(null);
      }
      return;
    }
    if (latest.current.contactType !== 'business' || latest.current.crmCompany) return;
    let cancelled = false;
    companyForEmail(email)
      .then(({ customer }) => {
        if (cancelled || !customer) return;
        if (latest.current.contactType !== 'business' || latest.current.crmCompany) return;
        setValues((v) => ({ ...v, crmCompany: { id: customer.id, name: customer.name }, company: '' }));
        setAutoLinked(customer.name);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [debouncedEmail, emailTouched, open, companyForEmail]);

  const set = <K extends keyof ContactFormValues>(key: K, value: ContactFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const setType = (type: ContactType) => {
    // Individual: the Individual Contacts company, no manual company. Business: no company link.
    setValues((v) => ({
      ...v,
      contactType: type,
      crmCompany: null,
      company: type === 'individual' ? '' : v.company,
    }));
    setAutoLinked(null);
  };

  const submit = (withValues: ContactFormValues) => {
    save.mutate(contactInputOf(withValues), {
      onSuccess: ({ contact: saved }) => {
        onOpenChange(false);
        onSaved?.(saved);
      },
    });
  };

  const onSubmit = async () => {
    const found = errorsOf(values);
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      return;
    }
    if (isEdit && !hasContactChanges(initial.current, values)) {
      toast.info(CONTACTS_COPY.noChanges);
      onOpenChange(false);
      return;
    }
    const email = values.email.trim();
    const offerDomain =
      !isEdit &&
      values.contactType === 'business' &&
      !values.crmCompany &&
      !values.company.trim() &&
      email.includes('@') &&
      !isFreeMailEmail(email)
        ? normalizeDomain(emailDomainOf(email))
        : null;
    if (offerDomain) {
      try {
        const { customer } = await companyForEmail(email);
        if (customer) {
          const linked = { ...values, crmCompany: { id: customer.id, name: customer.name } };
          setValues(linked);
          setAutoLinked(customer.name);
          submit(linked);
          return;
        }
      } catch {
        // The lookup is a convenience: without it, save as typed.
        submit(values);
        return;
      }
      if (can('companies', 'create')) {
        setDomainOffer(offerDomain);
        return;
      }
    }
    submit(values);
  };

  const business = values.contactType === 'business';

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{isEdit ? CONTACTS_COPY.editTitle : CONTACTS_COPY.addTitle}</DialogTitle>
          <DialogDescription>
            {isEdit ? CONTACTS_COPY.editDescription : CONTACTS_COPY.addDescription}
          </DialogDescription>
        </DialogHeader>
        {contact?.syncStrategy === 'hubspot_managed' ? (
          <p
            className="flex gap-2 rounded-md border border-sky-200 bg-sky-50 p-3 text-sky-800 text-sm"
            role="note"
          >
            <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {CONTACTS_COPY.hubspotNotice}
          </p>
        ) : null}
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            event.stopPropagation();
            void onSubmit();
          }}
        >
          <ContactTypeField value={values.contactType} onChange={setType} />
          <ContactPersonFields
            values={values}
            errors={errors}
            set={set}
            onEmailTyped={() => setEmailTouched(true)}
            ownerName={contact?.owner?.name}
          />
          {business ? (
            <ContactCompanyFields
              values={values}
              error={errors.company}
              autoLinked={autoLinked}
              allowCreate={can('companies', 'create')}
              onCompanyChange={(company) => {
                setValues((v) => ({ ...v, crmCompany: company, company: company ? '' : v.company }));
                setAutoLinked(null);
              }}
              onCompanyTextChange={(text) => set('company', text)}
            />
          ) : null}

          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {CONTACTS_COPY.cancel}
            </Button>
            <SubmitButton isPending={save.isPending}>
              {isEdit ? CONTACTS_COPY.save : CONTACTS_COPY.create}
            </SubmitButton>
          </DialogFooter>
        </form>
        <CreateCompanyFromDomainDialog
          domain={domainOffer}
          suggestedName={domainOffer ? companyNameFromDomain(domainOffer) : ''}
          onCreated={(company) => {
            setDomainOffer(null);
            const linked = { ...values, crmCompany: company };
            setValues(linked);
            submit(linked);
          }}
          onSkip={() => {
            setDomainOffer(null);
            submit(values);
          }}
          onCancel={() => setDomainOffer(null)}
        />
      </DialogContent>
    </Dialog>
  );
}
