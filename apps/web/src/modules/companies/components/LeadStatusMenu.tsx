import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus, QUICK_EDIT_COPY } from '@northdesk/shared';
import { ChevronDownIcon } from 'lucide-react';
import { useState } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { MenuTriggerPlaceholder } from '@/modules/ui/components/MenuTriggerPlaceholder';
import { LeadStatusBadge } from './LeadStatusBadge';

const isLeadStatus = (value: string): value is LeadStatus =>
  (LEAD_STATUSES as readonly string[]).includes(value);

const TRIGGER_CLASS =
  'inline-flex items-center gap-0.5 rounded-md focus-visible:outline-2 focus-visible:outline-ring';

interface LeadStatusMenuProps {
  status: LeadStatus;
  /** Without edit access the badge is only shown. */
  canEdit: boolean;
  onChange: (status: LeadStatus) => void;
}

/**
 * The lead status badge, a menu to change it in place where the user may edit (issue 18 item 3).
 * The menu itself is rendered when first reached for (MenuTriggerPlaceholder).
 */
export function LeadStatusMenu({ status, canEdit, onChange }: LeadStatusMenuProps) {
  const [used, setUsed] = useState(false);
  if (!canEdit) return <LeadStatusBadge status={status} />;
  const label = QUICK_EDIT_COPY.leadStatusButton(LEAD_STATUS_LABELS[status]);
  const face = (
    <>
      <LeadStatusBadge status={status} />
      <ChevronDownIcon aria-hidden="true" className="size-3.5 text-muted-foreground" />
    </>
  );
  if (!used)
    return (
      <MenuTriggerPlaceholder className={TRIGGER_CLASS} aria-label={label} onOpen={() => setUsed(true)}>
        {face}
      </MenuTriggerPlaceholder>
    );
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger className={TRIGGER_CLASS} aria-label={label}>
        {face}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>{QUICK_EDIT_COPY.leadStatusMenu}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={status}
          onValueChange={(next) => {
            if (isLeadStatus(next) && next !== status) onChange(next);
          }}
        >
          {LEAD_STATUSES.map((option) => (
            <DropdownMenuRadioItem key={option} value={option}>
              {LEAD_STATUS_LABELS[option]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
