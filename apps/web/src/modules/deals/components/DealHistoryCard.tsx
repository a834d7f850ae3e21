import { DEALS_COPY as C, type DealHistoryEntry } from '@northdesk/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { dealDateTime } from '../utils/deal-format';

/** Every stage change, newest first, with who moved it and when. */
export function DealHistoryCard({ history }: { history: DealHistoryEntry[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{C.history}</CardTitle>
      </CardHeader>
      <CardContent>
        {history.length === 0 ? (
          <p className="text-muted-foreground text-sm">{C.historyEmpty}</p>
        ) : (
          <ol className="grid gap-3" data-testid="deal-history">
            {history.map((entry) => (
              <li key={entry.id} className="text-sm">
                <p className="font-medium">{C.historyEntry(entry.fromStage, entry.toStage)}</p>
                <p className="text-muted-foreground text-xs">
                  {dealDateTime(entry.changedAt)}
                  {entry.changedBy?.name ? ` · ${C.by(entry.changedBy.name)}` : ''}
                </p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
