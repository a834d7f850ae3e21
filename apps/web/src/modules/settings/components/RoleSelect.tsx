import { isRole, ROLES, type Role, roleLabel } from '@northdesk/shared';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** The roles a user may hand out: operative, admin, super_admin; developer only for a developer. */
export function assignableRoles(actorRole: Role | null): Role[] {
  return ROLES.filter((role) => role !== 'developer' || actorRole === 'developer').reverse();
}

interface RoleSelectProps {
  value: Role;
  onChange: (role: Role) => void;
  actorRole: Role | null;
  label: string;
  id?: string;
  disabled?: boolean;
  className?: string;
}

export function RoleSelect({ value, onChange, actorRole, label, id, disabled, className }: RoleSelectProps) {
  return (
    <Select value={value} onValueChange={(next) => isRole(next) && onChange(next)} disabled={disabled}>
      <SelectTrigger id={id} aria-label={label} className={className ?? 'w-40'}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {assignableRoles(actorRole).map((role) => (
          <SelectItem key={role} value={role}>
            {roleLabel(role)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
