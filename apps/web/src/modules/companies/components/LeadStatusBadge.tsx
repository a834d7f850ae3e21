import { LEAD_STATUS_LABELS, type LeadStatus } from '@northdesk/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { LEAD_STATUS_CLASSES, OTHER_STATUS_CLASSES } from '../utils/lead-status-style';

const isLeadStatus = (status: string): status is LeadStatus => status in LEAD_STATUS_CLASSES;

/** A lead status in its colour (docs/product/companies.md): hot red, warm orange, cold blue, customer green, others grey. */
export function LeadStatusBadge({ status, className }: { status: string; className?: string }) {
  const known = isLeadStatus(status) ? status : null;
  return (
    <Badge
      variant="outline"
      data-lead-status={status}
      className={cn(known ? LEAD_STATUS_CLASSES[known] : OTHER_STATUS_CLASSES, className)}
    >
      {known ? LEAD_STATUS_LABELS[known] : status}
    </Badge>
  );
}
