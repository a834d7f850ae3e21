import { HOLIDAYS_COPY as C, type LeaveStatus } from '@northdesk/shared';
import { Badge } from '@/components/ui/badge';

const VARIANT = {
  pending: 'warning',
  approved: 'success',
  declined: 'destructive',
  cancelled: 'outline',
} as const;

export function LeaveStatusBadge({ status }: { status: LeaveStatus }) {
  return <Badge variant={VARIANT[status]}>{C.statusLabels[status]}</Badge>;
}
