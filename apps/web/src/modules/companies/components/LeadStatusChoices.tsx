import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus, QUICK_EDIT_COPY } from '@northdesk/shared';
import type { ReactNode } from 'react';
import { DropdownMenuOpenRadioChoices } from '@/components/ui/dropdown-menu';

const isLeadStatus = (value: string): value is LeadStatus =>
  (LEAD_STATUSES as readonly string[]).includes(value);

const CHOICES = LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }));

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
    <DropdownMenuOpenRadioChoices
      trigger={face}
      label={label}
      className={className}
      heading={QUICK_EDIT_COPY.leadStatusMenu}
      value={status}
      choices={CHOICES}
      onChoose={(next) => {
        if (isLeadStatus(next)) onChange(next);
      }}
    />
  );
}
