import { OWNERSHIP_COPY, type OwnerRef, QUICK_EDIT_COPY } from '@northdesk/shared';
import type { ReactNode } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
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
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger className={className} aria-label={label}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>{QUICK_EDIT_COPY.ownerMenu}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={owner?.id ?? NO_OWNER}
          onValueChange={(next) => {
            if (next === (owner?.id ?? NO_OWNER)) return;
            if (next === NO_OWNER) return onChange(null);
            const chosen = choices.find((c) => c.id === next);
            // The list shows the plain name, not "(me)".
            const name = next === user?.id ? user.fullName || user.email : (chosen?.name ?? null);
            onChange({ id: next, name });
          }}
        >
          {choices.map((choice) => (
            <DropdownMenuRadioItem key={choice.id} value={choice.id}>
              {choice.name ?? choice.id}
            </DropdownMenuRadioItem>
          ))}
          <DropdownMenuRadioItem value={NO_OWNER}>{OWNERSHIP_COPY.noOwner}</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
