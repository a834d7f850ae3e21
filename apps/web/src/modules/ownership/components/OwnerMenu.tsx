import { OWNERSHIP_COPY, type OwnerRef, QUICK_EDIT_COPY } from '@northdesk/shared';
import { ChevronDownIcon } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { useColleagues } from '@/modules/profile/hooks/useColleagues';

const NO_OWNER = '__none__';

interface OwnerMenuProps {
  owner: OwnerRef | null;
  canEdit: boolean;
  onChange: (owner: OwnerRef | null) => void;
  className?: string;
}

/** A record's owner, a menu to hand it to someone else in place where the user may edit (issue 18 item 3). */
export function OwnerMenu({ owner, canEdit, onChange, className }: OwnerMenuProps) {
  const { user } = useCurrentUser();
  const colleagues = useColleagues();
  const label = owner ? (owner.name ?? owner.id) : OWNERSHIP_COPY.noOwner;
  const text = (
    <span className={cn('truncate', !owner && 'text-muted-foreground')} title={owner?.name ?? undefined}>
      {label}
    </span>
  );
  if (!canEdit) return <span className={cn('block min-w-0', className)}>{text}</span>;
  const choices: OwnerRef[] = [
    ...(user ? [{ id: user.id, name: OWNERSHIP_COPY.me(user.fullName || user.email) }] : []),
    ...(colleagues.data ?? []).map((c) => ({ id: c.id, name: c.fullName || c.email })),
  ];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={cn(
          'inline-flex max-w-full items-center gap-0.5 rounded-md text-left hover:underline focus-visible:outline-2 focus-visible:outline-ring',
          className,
        )}
        aria-label={QUICK_EDIT_COPY.ownerButton(label)}
      >
        {text}
        <ChevronDownIcon aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
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
