import { QUOTES_COPY as C } from '@northdesk/shared';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useCompanyContacts } from '@/modules/companies/hooks/useCompanyContacts';
import { personName } from '../utils/quote-format';

const NONE = '__none__';

interface ContactSelectProps {
  id: string;
  crmCompanyId: string | null;
  value: string;
  onChange: (contactId: string) => void;
  disabled?: boolean;
}

/** The customer's contacts ('' = no contact). */
export function ContactSelect({ id, crmCompanyId, value, onChange, disabled }: ContactSelectProps) {
  const contacts = useCompanyContacts(crmCompanyId ?? '', { enabled: Boolean(crmCompanyId) });
  const rows = contacts.data?.contacts ?? [];
  return (
    <Select
      value={value || NONE}
      onValueChange={(next) => onChange(next === NONE ? '' : next)}
      disabled={disabled}
    >
      <SelectTrigger id={id} className="w-full">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NONE}>{C.noContact}</SelectItem>
        {rows.map((contact) => (
          <SelectItem key={contact.id} value={contact.id}>
            {personName(contact.firstName, contact.lastName, contact.email)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
