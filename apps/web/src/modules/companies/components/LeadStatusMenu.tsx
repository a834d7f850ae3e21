import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus, QUICK_EDIT_COPY } from '@northdesk/shared';
import { ChevronDownIcon } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { LeadStatusBadge } from './LeadStatusBadge';

const isLeadStatus = (value: string): value is LeadStatus =>
  (LEAD_STATUSES as readonly string[]).includes(value);

interface LeadStatusMenuProps {
  status: LeadStatus;
  /** Without edit access the badge is only shown. */
  canEdit: boolean;
  onChange: (status: LeadStatus) => void;
}

/** The lead status badge, a menu to change it in place where the user may edit (issue 18 item 3). */
export function LeadStatusMenu({ status, canEdit, onChange }: LeadStatusMenuProps) {
  if (!canEdit) return <LeadStatusBadge status={status} />;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="inline-flex items-center gap-0.5 rounded-md focus-visible:outline-2 focus-visible:outline-ring"
        aria-label={QUICK_EDIT_COPY.leadStatusButton(LEAD_STATUS_LABELS[status])}
      >
        <LeadStatusBadge status={status} />
        <ChevronDownIcon aria-hidden="true" className="size-3.5 text-muted-foreground" />
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
