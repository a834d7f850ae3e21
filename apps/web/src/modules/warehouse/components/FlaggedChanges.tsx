import { WAREHOUSE_COPY as C } from '@northdesk/shared';
import { TriangleAlertIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useFlaggedOps } from '../hooks/useFlaggedOps';
import { formatWhen } from '../utils/warehouse-format';

/** The floor's changes that could not be applied as sent: shown, never dropped. Nothing when none. */
export function FlaggedChanges() {
  const flagged = useFlaggedOps();
  const ops = flagged.data?.ops ?? [];
  if (ops.length === 0) return null;
  return (
    <Card className="border-amber-300 py-4" role="region" aria-labelledby="flagged-title">
      <CardHeader className="px-4">
        <CardTitle className="flex items-center gap-2">
          <TriangleAlertIcon className="size-4 text-amber-700" aria-hidden="true" />
          <h2 id="flagged-title">{C.flaggedTitle}</h2>
        </CardTitle>
        <CardDescription>{C.flaggedDescription}</CardDescription>
      </CardHeader>
      <CardContent className="px-4">
        <ul className="grid gap-1 text-sm">
          {ops.slice(0, 20).map((op) => (
            <li key={op.opId} data-flagged-op={op.type}>
              <span className="font-mono text-xs">{op.type}</span> · {op.message} ·{' '}
              <span className="text-muted-foreground">
                {op.userName ?? '—'}, {formatWhen(op.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
