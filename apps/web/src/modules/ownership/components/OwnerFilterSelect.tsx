import { OWNER_FILTER_MINE, OWNERSHIP_COPY } from '@northdesk/shared';
import { useColleagues } from '@/modules/profile/hooks/useColleagues';
import { DeferredSelect, type SelectOption } from '@/modules/ui/components/DeferredSelect';

/** Radix Select cannot hold '' as a value: "Everyone" is this inside the control. */
const EVERYONE = '__everyone__';

interface OwnerFilterSelectProps {
  /** '' for everyone, "mine", or a user id (as in the address). */
  value: string;
  onChange: (owner: string) => void;
  /** The control's accessible name (default "Owner"). */
  label?: string;
}

/**
 * The lists' owner filter: Everyone, Mine, or one of the company's other users by name. Radix's
 * select is fetched on first use (DeferredSelect).
 */
export function OwnerFilterSelect({
  value,
  onChange,
  label = OWNERSHIP_COPY.filterLabel,
}: OwnerFilterSelectProps) {
  const colleagues = useColleagues();
  const users = colleagues.data ?? [];
  const known = value === '' || value === OWNER_FILTER_MINE || users.some((u) => u.id === value);
  const options: SelectOption[] = [
    { value: EVERYONE, label: OWNERSHIP_COPY.everyone },
    { value: OWNER_FILTER_MINE, label: OWNERSHIP_COPY.mine },
    // An owner from an old link before the users have loaded (or who has left).
    ...(known ? [] : [{ value, label: value }]),
    ...users.map((user) => ({ value: user.id, label: user.fullName || user.email || user.id })),
  ];
  return (
    <DeferredSelect
      value={value || EVERYONE}
      options={options}
      onValueChange={(next) => onChange(next === EVERYONE ? '' : next)}
      label={label}
      className="w-full sm:w-48"
    />
  );
}
