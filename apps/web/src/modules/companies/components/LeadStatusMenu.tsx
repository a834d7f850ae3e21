import { LEAD_STATUS_LABELS, type LeadStatus, QUICK_EDIT_COPY } from '@northdesk/shared';
import { ChevronDownIcon } from 'lucide-react';
import { MenuTriggerPlaceholder } from '@/modules/ui/components/MenuTriggerPlaceholder';
import { useDeferredComponent } from '@/modules/ui/hooks/useDeferredComponent';
import { deferredComponent } from '@/modules/ui/utils/deferred-component';
import { LeadStatusBadge } from './LeadStatusBadge';

const TRIGGER_CLASS =
  'inline-flex items-center gap-0.5 rounded-md focus-visible:outline-2 focus-visible:outline-ring';

// The menu's code (Radix, `ui-overlay`) is fetched when a trigger is first reached for (issue 17).
const choices = deferredComponent(() => import('./LeadStatusChoices'), 'LeadStatusChoices');

interface LeadStatusMenuProps {
  status: LeadStatus;
  /** Without edit access the badge is only shown. */
  canEdit: boolean;
  onChange: (status: LeadStatus) => void;
}

/**
 * The lead status badge, a menu to change it in place where the user may edit (issue 18 item 3).
 * The menu itself is fetched and rendered when first reached for (MenuTriggerPlaceholder).
 */
export function LeadStatusMenu({ status, canEdit, onChange }: LeadStatusMenuProps) {
  const { Opened, prefetch, open } = useDeferredComponent(choices);
  if (!canEdit) return <LeadStatusBadge status={status} />;
  const label = QUICK_EDIT_COPY.leadStatusButton(LEAD_STATUS_LABELS[status]);
  const face = (
    <>
      <LeadStatusBadge status={status} />
      <ChevronDownIcon aria-hidden="true" className="size-3.5 text-muted-foreground" />
    </>
  );
  if (Opened)
    return <Opened status={status} onChange={onChange} face={face} label={label} className={TRIGGER_CLASS} />;
  return (
    <MenuTriggerPlaceholder className={TRIGGER_CLASS} aria-label={label} onReach={prefetch} onOpen={open}>
      {face}
    </MenuTriggerPlaceholder>
  );
}
