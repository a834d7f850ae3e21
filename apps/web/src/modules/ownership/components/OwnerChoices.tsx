import { OWNERSHIP_COPY, type OwnerRef, QUICK_EDIT_COPY } from '@northdesk/shared';
import type { ReactNode } from 'react';
import { DropdownMenuOpenRadioChoices } from '@/components/ui/dropdown-menu';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { useColleagues } from '@/modules/profile/hooks/useColleagues';

const NO_OWNER = '__none__';

export interface OwnerChoicesProps {
  owner: OwnerRef | null;
  onChange: (owner: OwnerRef | null) => void;
  /** The trigger's look, name and classes: the placeholder's (OwnerMenu). */
  trigger: ReactNode;
  label: string;
  className: string;
}

/** The real menu, open from its first render: the person asked for it. */
export function OwnerChoices({ owner, onChange, trigger, label, className }: OwnerChoicesProps) {
  const { user } = useCurrentUser();
  const colleagues = useColleagues();
  const choices: OwnerRef[] = [
    ...(user ? [{ id: user.id, name: OWNERSHIP_COPY.me(user.fullName || user.email) }] : []),
    ...(colleagues.data ?? []).map((c) => ({ id: c.id, name: c.fullName || c.email })),
  ];
  return (
    <DropdownMenuOpenRadioChoices
      trigger={trigger}
      label={label}
      className={className}
      heading={QUICK_EDIT_COPY.ownerMenu}
      value={owner?.id ?? NO_OWNER}
      choices={[
        ...choices.map((choice) => ({ value: choice.id, label: choice.name ?? choice.id })),
        { value: NO_OWNER, label: OWNERSHIP_COPY.noOwner },
      ]}
      onChoose={(next) => {
        if (next === NO_OWNER) return onChange(null);
        const chosen = choices.find((c) => c.id === next);
        // The list shows the plain name, not "(me)".
        const name = next === user?.id ? user.fullName || user.email : (chosen?.name ?? null);
        onChange({ id: next, name });
      }}
    />
  );
}
