import { OWNERSHIP_COPY } from '@northdesk/shared';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { useColleagues } from '@/modules/profile/hooks/useColleagues';
import type { FieldControlProps } from '@/modules/ui/components/FormField';

/** Radix Select cannot hold '' as a value: "No owner" is this inside the control. */
const NO_OWNER = '__none__';

interface OwnerSelectProps {
  control: FieldControlProps;
  /** A user id, or '' for no owner. */
  value: string;
  onChange: (ownerUserId: string) => void;
  /** The owner's name as the record knows it, shown until the users have loaded. */
  currentName?: string | null;
}

/** The owner field of the company and contact forms (issue 18): me, a colleague, or no owner. */
export function OwnerSelect({ control, value, onChange, currentName }: OwnerSelectProps) {
  const { user } = useCurrentUser();
  const colleagues = useColleagues();
  const users = colleagues.data ?? [];
  const known = value === '' || value === user?.id || users.some((u) => u.id === value);
  return (
    <Select value={value || NO_OWNER} onValueChange={(next) => onChange(next === NO_OWNER ? '' : next)}>
      <SelectTrigger {...control} className="w-full">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {user ? (
          <SelectItem value={user.id}>{OWNERSHIP_COPY.me(user.fullName || user.email)}</SelectItem>
        ) : null}
        {!known ? <SelectItem value={value}>{currentName ?? value}</SelectItem> : null}
        {users.map((colleague) => (
          <SelectItem key={colleague.id} value={colleague.id}>
            {colleague.fullName || colleague.email || colleague.id}
          </SelectItem>
        ))}
        <SelectItem value={NO_OWNER}>{OWNERSHIP_COPY.noOwner}</SelectItem>
      </SelectContent>
    </Select>
  );
}
