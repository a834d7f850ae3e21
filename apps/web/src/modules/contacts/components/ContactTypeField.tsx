import { CONTACT_TYPES, CONTACTS_COPY, type ContactType } from '@northdesk/shared';
import { Button } from '@/components/ui/button';

/** Business or individual (docs/product/contacts.md), as a radio group of two buttons. */
export function ContactTypeField({
  value,
  onChange,
}: {
  value: ContactType;
  onChange: (type: ContactType) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-sm">{CONTACTS_COPY.contactTypeLabel}</legend>
      <div role="radiogroup" aria-label={CONTACTS_COPY.contactTypeLabel} className="flex gap-2">
        {CONTACT_TYPES.map((type) => (
          <Button
            key={type}
            type="button"
            role="radio"
            aria-checked={value === type}
            variant={value === type ? 'default' : 'outline'}
            size="sm"
            onClick={() => onChange(type)}
          >
            {CONTACTS_COPY.contactTypes[type]}
          </Button>
        ))}
      </div>
      {value === 'individual' ? (
        <p className="text-muted-foreground text-xs">{CONTACTS_COPY.individualHint}</p>
      ) : null}
    </fieldset>
  );
}
