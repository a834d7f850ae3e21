import { WAREHOUSE_COPY as C, type UnknownItem } from '@northdesk/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { formatWhen } from '../utils/warehouse-format';
import { PhotoGallery } from './PhotoGallery';

interface UnknownItemCardProps {
  item: UnknownItem;
  canResolve: boolean;
  onIdentify: (item: UnknownItem) => void;
  onReject: (item: UnknownItem) => void;
}

/** One unknown item: what the floor saw, its photos, and the office's Identify / Reject. */
export function UnknownItemCard({ item, canResolve, onIdentify, onReject }: UnknownItemCardProps) {
  const titleId = `unknown-${item.id}`;
  return (
    <Card className="py-4" aria-labelledby={titleId} role="article" data-unknown-item={item.description}>
      <CardContent className="grid gap-3 px-4 sm:grid-cols-[1fr_auto]">
        <div className="grid gap-1">
          <h2 id={titleId} className="font-medium">
            {item.description}
          </h2>
          <p className="text-sm">
            <span className="tabular-nums">× {item.quantity}</span> · {item.location.code} ·{' '}
            <span className="font-mono">{item.rawCode ? C.rawCode(item.rawCode) : C.noCode}</span>
          </p>
          <p className="text-muted-foreground text-xs">
            {C.reportedBy(item.reportedByName ?? '—', formatWhen(item.createdAt))}
          </p>
          {item.status !== 'open' ? (
            <p className="text-sm">
              <Badge variant="secondary">{C.unknownStatuses[item.status]}</Badge>{' '}
              {item.product ? C.identifiedAs(item.product.name) : (item.resolutionNote ?? '')}
            </p>
          ) : null}
          <PhotoGallery photos={item.photos} />
        </div>
        {canResolve && item.status === 'open' ? (
          <div className="flex items-start gap-2">
            <Button onClick={() => onIdentify(item)}>{C.identify}</Button>
            <Button variant="outline" onClick={() => onReject(item)}>
              {C.reject}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
