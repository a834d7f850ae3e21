import { DEALS_COPY as C, type DealStatus } from '@northdesk/shared';
import { Badge } from '@/components/ui/badge';

const VARIANT: Record<DealStatus, 'default' | 'secondary' | 'destructive'> = {
  open: 'secondary',
  won: 'default',
  lost: 'destructive',
};

export function DealStatusBadge({ status }: { status: DealStatus }) {
  return <Badge variant={VARIANT[status]}>{C.statusLabels[status]}</Badge>;
}
