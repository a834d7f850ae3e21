import {
  CONTACTS_COPY,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadStatus,
  OWNERSHIP_COPY,
} from '@northdesk/shared';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { OwnerSelect } from '@/modules/ownership/components/OwnerSelect';
import { FormField } from '@/modules/ui/components/FormField';
import type { ContactFormValues } from '../utils/contact-form-values';

export type ContactFieldErrors = Partial<
  Record<'firstName' | 'lastName' | 'email' | 'phone' | 'jobTitle' | 'company' | 'ownerUserId', string>
>;

type TextKey = 'firstName' | 'lastName' | 'email' | 'phone' | 'jobTitle';

const TEXT_FIELDS: readonly {
  key: TextKey;
  id: string;
  label: string;
  type?: string;
  autoComplete: string;
}[] = [
  { key: 'firstName', id: 'contact-first-name', label: CONTACTS_COPY.firstName, autoComplete: 'given-name' },
  { key: 'lastName', id: 'contact-last-name', label: CONTACTS_COPY.lastName, autoComplete: 'family-name' },
  { key: 'email', id: 'contact-email', label: CONTACTS_COPY.email, type: 'email', autoComplete: 'email' },
  { key: 'phone', id: 'contact-phone', label: CONTACTS_COPY.phone, type: 'tel', autoComplete: 'tel' },
  {
    key: 'jobTitle',
    id: 'contact-job-title',
    label: CONTACTS_COPY.jobTitle,
    autoComplete: 'organization-title',
  },
];

interface ContactPersonFieldsProps {
  values: ContactFormValues;
  errors: ContactFieldErrors;
  set: <K extends keyof ContactFormValues>(key: K, value: ContactFormValues[K]) => void;
  /** The email was typed (the domain lookup only follows typing). */
  onEmailTyped: () => void;
  /** The owner's name as the contact knows it (edit), until the users have loaded. */
  ownerName?: string | null;
}

/** The person's fields of the contact form: names, email, phone, job title, lead status and owner. */
export function ContactPersonFields({
  values,
  errors,
  set,
  onEmailTyped,
  ownerName,
}: ContactPersonFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {TEXT_FIELDS.map((field) => (
        <FormField key={field.key} id={field.id} label={field.label} error={errors[field.key]}>
          {(control) => (
            <Input
              {...control}
              type={field.type ?? 'text'}
              value={values[field.key]}
              onChange={(e) => {
                if (field.key === 'email') onEmailTyped();
                set(field.key, e.target.value);
              }}
              autoComplete={field.autoComplete}
            />
          )}
        </FormField>
      ))}
      <FormField id="contact-lead-status" label={CONTACTS_COPY.leadStatus}>
        {(control) => (
          <Select value={values.leadStatus} onValueChange={(value) => set('leadStatus', value as LeadStatus)}>
            <SelectTrigger id={control.id} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {LEAD_STATUSES.map((status) => (
                <SelectItem key={status} value={status}>
                  {LEAD_STATUS_LABELS[status]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <FormField id="contact-owner" label={OWNERSHIP_COPY.owner} error={errors.ownerUserId}>
        {(control) => (
          <OwnerSelect
            control={control}
            value={values.ownerUserId}
            onChange={(ownerUserId) => set('ownerUserId', ownerUserId)}
            currentName={ownerName}
          />
        )}
      </FormField>
    </div>
  );
}
