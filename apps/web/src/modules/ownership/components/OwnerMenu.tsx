import { OWNERSHIP_COPY, type OwnerRef, QUICK_EDIT_COPY } from '@northdesk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDownIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
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
import { colleaguesQuery, useColleagues } from '@/modules/profile/hooks/useColleagues';
import { MenuTriggerPlaceholder } from '@/modules/ui/components/MenuTriggerPlaceholder';

const NO_OWNER = '__none__';

const triggerClass = (className?: string) =>
  cn(
    'inline-flex max-w-full items-center gap-0.5 rounded-md text-left hover:underline focus-visible:outline-2 focus-visible:outline-ring',
    className,
  );

interface OwnerMenuProps {
  owner: OwnerRef | null;
  canEdit: boolean;
  onChange: (owner: OwnerRef | null) => void;
  className?: string;
}

/**
 * A record's owner, a menu to hand it to someone else in place where the user may edit (issue 18
 * item 3). The menu (and its colleagues) is rendered when first reached for
 * (MenuTriggerPlaceholder); a pointer over it or focus fetches the colleagues beforehand.
 */
export function OwnerMenu({ owner, canEdit, onChange, className }: OwnerMenuProps) {
  const [used, setUsed] = useState(false);
  const queryClient = useQueryClient();
  const label = owner ? (owner.name ?? owner.id) : OWNERSHIP_COPY.noOwner;
  const face = (
    <>
      <span className={cn('truncate', !owner && 'text-muted-foreground')} title={owner?.name ?? undefined}>
        {label}
      </span>
      {canEdit ? (
        <ChevronDownIcon aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
      ) : null}
    </>
  );
  if (!canEdit) return <span className={cn('block min-w-0', className)}>{face}</span>;
  const ariaLabel = QUICK_EDIT_COPY.ownerButton(label);
  if (used)
    return (
      <OwnerChoices
        owner={owner}
        onChange={onChange}
        trigger={face}
        label={ariaLabel}
        className={className}
      />
    );
  const prefetch = () => void queryClient.prefetchQuery(colleaguesQuery);
  return (
    <MenuTriggerPlaceholder
      className={triggerClass(className)}
      aria-label={ariaLabel}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onOpen={() => setUsed(true)}
    >
      {face}
    </MenuTriggerPlaceholder>
  );
}

/** The real menu, open from its first render: the person asked for it. */
function OwnerChoices({
  owner,
  onChange,
  trigger,
  label,
  className,
}: Omit<OwnerMenuProps, 'canEdit'> & { trigger: ReactNode; label: string }) {
  const { user } = useCurrentUser();
  const colleagues = useColleagues();
  const choices: OwnerRef[] = [
    ...(user ? [{ id: user.id, name: OWNERSHIP_COPY.me(user.fullName || user.email) }] : []),
    ...(colleagues.data ?? []).map((c) => ({ id: c.id, name: c.fullName || c.email })),
  ];
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger className={triggerClass(className)} aria-label={label}>
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
