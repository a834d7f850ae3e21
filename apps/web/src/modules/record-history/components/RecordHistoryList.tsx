import {
  RECORD_HISTORY_COPY as C,
  type HistoryEntityType,
  type HistoryEntry,
  historyFieldLabel,
} from '@northdesk/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/modules/ui/components/Spinner';
import { useRecordHistory } from '../hooks/useRecordHistory';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function Value({ value }: { value: string | null }) {
  return value === null || value === '' ? (
    <span className="text-muted-foreground italic">{C.emptyValue}</span>
  ) : (
    <span className="break-words">{value}</span>
  );
}

function EntryItem({ entry }: { entry: HistoryEntry }) {
  const headline =
    entry.action === 'created'
      ? C.created
      : entry.action === 'merged'
        ? entry.changes.some((c) => c.field === 'merged_into')
          ? C.mergedInto
          : C.merged
        : null;
  return (
    <li className="grid gap-1 border-b pb-3 text-sm last:border-b-0">
      <p className="text-muted-foreground text-xs">
        <time dateTime={entry.changedAt}>{when(entry.changedAt)}</time> ·{' '}
        {C.actor(entry.actorType, entry.actorName)}
      </p>
      {headline ? <p className="font-medium">{headline}</p> : null}
      {entry.changes.length > 0 ? (
        <ul className="grid gap-1">
          {entry.changes.map((change) => (
            <li key={change.field} className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-medium">{historyFieldLabel(change.field)}</span>
              <Value value={change.old} />
              <span aria-hidden="true">→</span>
              <span className="sr-only">to</span>
              <Value value={change.new} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** A record's History (issue 24 item 4): who changed which field from what to what, and when. */
export function RecordHistoryList({ type, id }: { type: HistoryEntityType; id: string }) {
  const history = useRecordHistory(type, id);
  if (history.isPending) {
    return (
      <div className="flex justify-center py-8">
        <Spinner />
      </div>
    );
  }
  if (history.isError) return <p className="text-destructive text-sm">{C.loadFailed}</p>;
  const entries = history.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) return <p className="text-muted-foreground text-sm">{C.empty}</p>;
  return (
    <div className="grid gap-3">
      <ol className="grid gap-3" data-testid="record-history">
        {entries.map((entry) => (
          <EntryItem key={entry.id} entry={entry} />
        ))}
      </ol>
      {history.hasNextPage ? (
        <div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void history.fetchNextPage()}
            disabled={history.isFetchingNextPage}
          >
            {C.loadMore}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
