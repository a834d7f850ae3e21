import { ACTIVITIES_COPY } from '@northdesk/shared';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useCompanyContacts } from '@/modules/companies/hooks/useCompanyContacts';
import type { FieldControlProps } from '@/modules/ui/components/FormField';

/** Radix Select cannot hold '' as a value: "No contact" is this inside the control. */
const NO_CONTACT = '__none__';

export type PickedContact = { id: string; name: string };

interface ActivityContactSelectProps {
  control: FieldControlProps;
  crmCompanyId: string;
  value: PickedContact | null;
  onChange: (contact: PickedContact | null) => void;
}

/** Who the activity was with: one of the company's contacts (its first page, by name), or nobody. */
export function ActivityContactSelect({
  control,
  crmCompanyId,
  value,
  onChange,
}: ActivityContactSelectProps) {
  const contacts = useCompanyContacts(crmCompanyId);
  const options = (contacts.data?.contacts ?? []).map((c) => ({
    id: c.id,
    name: [c.firstName, c.lastName].filter(Boolean).join(' ') || c.email || c.id,
    detail: c.jobTitle,
  }));
  return (
    <Select
      value={value?.id ?? NO_CONTACT}
      onValueChange={(id) => onChange(options.find((o) => o.id === id) ?? null)}
    >
      <SelectTrigger {...control} className="w-full">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NO_CONTACT}>{ACTIVITIES_COPY.noContact}</SelectItem>
        {value && !options.some((o) => o.id === value.id) ? (
          <SelectItem value={value.id}>{value.name}</SelectItem>
        ) : null}
        {options.map((option) => (
          <SelectItem key={option.id} value={option.id}>
            {option.detail ? `${option.name} · ${option.detail}` : option.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
