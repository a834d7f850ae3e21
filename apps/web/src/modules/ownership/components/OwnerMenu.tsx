import { OWNERSHIP_COPY, type OwnerRef, QUICK_EDIT_COPY } from '@northdesk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDownIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { colleaguesQuery } from '@/modules/profile/hooks/useColleagues';
import { MenuTriggerPlaceholder } from '@/modules/ui/components/MenuTriggerPlaceholder';
import { useDeferredComponent } from '@/modules/ui/hooks/useDeferredComponent';
import { deferredComponent } from '@/modules/ui/utils/deferred-component';

// The menu's code (Radix, `ui-overlay`) is fetched when a trigger is first reached for (issue 17).
const choices = deferredComponent(() => import('./OwnerChoices'), 'OwnerChoices');

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
 * item 3). The menu (its code and the colleagues) is fetched and rendered when first reached for
 * (MenuTriggerPlaceholder); a pointer over it or focus fetches the colleagues beforehand.
 */
export function OwnerMenu({ owner, canEdit, onChange, className }: OwnerMenuProps) {
  const { Opened, prefetch: prefetchCode, open } = useDeferredComponent(choices);
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
  if (Opened)
    return (
      <Opened
        owner={owner}
        onChange={onChange}
        trigger={face}
        label={ariaLabel}
        className={triggerClass(className)}
      />
    );
  const prefetch = () => {
    prefetchCode();
    void queryClient.prefetchQuery(colleaguesQuery);
  };
  return (
    <MenuTriggerPlaceholder
      className={triggerClass(className)}
      aria-label={ariaLabel}
      onReach={prefetch}
      onOpen={open}
    >
      {face}
    </MenuTriggerPlaceholder>
  );
}
