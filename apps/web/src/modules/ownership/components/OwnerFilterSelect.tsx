import { OWNER_FILTER_MINE, OWNERSHIP_COPY } from '@northdesk/shared';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useColleagues } from '@/modules/profile/hooks/useColleagues';

/** Radix Select cannot hold '' as a value: "Everyone" is this inside the control. */
const EVERYONE = '__everyone__';

interface OwnerFilterSelectProps {
  /** '' for everyone, "mine", or a user id (as in the address). */
  value: string;
  onChange: (owner: string) => void;
  /** The control's accessible name (default "Owner"). */
  label?: string;
}

/** The lists' owner filter: Everyone, Mine, or one of the company's other users by name. */
export function OwnerFilterSelect({
  value,
  onChange,
  label = OWNERSHIP_COPY.filterLabel,
}: OwnerFilterSelectProps) {
  const colleagues = useColleagues();
  const users = colleagues.data ?? [];
  const known = value === '' || value === OWNER_FILTER_MINE || users.some((u) => u.id === value);
  return (
    <Select value={value || EVERYONE} onValueChange={(next) => onChange(next === EVERYONE ? '' : next)}>
      <SelectTrigger className="w-full sm:w-48" aria-label={label}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={EVERYONE}>{OWNERSHIP_COPY.everyone}</SelectItem>
        <SelectItem value={OWNER_FILTER_MINE}>{OWNERSHIP_COPY.mine}</SelectItem>
        {/* An owner from an old link before the users have loaded (or who has left). */}
        {!known ? <SelectItem value={value}>{value}</SelectItem> : null}
        {users.map((user) => (
          <SelectItem key={user.id} value={user.id}>
            {user.fullName || user.email}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
