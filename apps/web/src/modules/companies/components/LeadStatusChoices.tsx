import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus, QUICK_EDIT_COPY } from '@northdesk/shared';
import type { ReactNode } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

const isLeadStatus = (value: string): value is LeadStatus =>
  (LEAD_STATUSES as readonly string[]).includes(value);

export interface LeadStatusChoicesProps {
  status: LeadStatus;
  onChange: (status: LeadStatus) => void;
  /** The trigger's look and name: the placeholder's (LeadStatusMenu). */
  face: ReactNode;
  label: string;
  className: string;
}

/** The lead status menu itself, open from its first render: the person asked for it. */
export function LeadStatusChoices({ status, onChange, face, label, className }: LeadStatusChoicesProps) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger className={className} aria-label={label}>
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
