import { LEAD_STATUS_LABELS, type LeadStatus } from '@northdesk/shared';
import { Badge } from '@/components/ui/badge';

const VARIANTS = {
  hot: 'destructive',
  warm: 'warning',
  cold: 'info',
  customer: 'success',
  lost: 'secondary',
} as const satisfies Record<LeadStatus, string>;

/** Lead status colours of crm spec §4: hot red, warm orange, cold blue, customer green, others grey. */
export function LeadStatusBadge({ status }: { status: string }) {
  const known = status in VARIANTS ? (status as LeadStatus) : null;
  return (
    <Badge variant={known ? VARIANTS[known] : 'secondary'}>
      {known ? LEAD_STATUS_LABELS[known] : status}
    </Badge>
  );
}
