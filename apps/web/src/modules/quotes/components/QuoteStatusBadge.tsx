import { QUOTES_COPY as C, QUOTE_STATUS_BADGE, type QuoteStatus } from '@northdesk/shared';
import { Badge } from '@/components/ui/badge';

const VARIANT = { ...QUOTE_STATUS_BADGE, accepted: 'success' } as const;

export function QuoteStatusBadge({
  status,
  superseded = false,
}: {
  status: QuoteStatus;
  superseded?: boolean;
}) {
  return (
    <span className="inline-flex gap-1">
      <Badge variant={VARIANT[status]}>{C.statusLabels[status]}</Badge>
      {superseded ? <Badge variant="outline">{C.superseded}</Badge> : null}
    </span>
  );
}
