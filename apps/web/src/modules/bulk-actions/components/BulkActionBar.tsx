import {
  type BulkAction,
  type BulkEntity,
  type BulkFilter,
  bulkResultSchema,
  BULK_ACTIONS_COPY as C,
} from '@northdesk/shared';
import { Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { errorMessageOf } from '@/lib/api-client';
import { useBulkJob } from '../hooks/useBulkJob';
import type { RowSelection } from '../hooks/useRowSelection';
import { BulkSelectionCount } from './BulkSelectionCount';
import { BulkSelectionActions } from './bulk-selection-actions-part';

interface BulkActionBarProps {
  entity: BulkEntity;
  selection: RowSelection;
  /** Rows on this page, and how many match the filters in all. */
  pageIds: readonly string[];
  total: number;
  filter: BulkFilter;
}

/** Above a list while rows are chosen: select all matching, lead status, owner, archive; progress. */
export function BulkActionBar({ entity, selection, pageIds, total, filter }: BulkActionBarProps) {
  const { start, job, dismiss } = useBulkJob(entity);
  const count = selection.allMatching ? total : selection.ids.size;
  const running = job && (job.status === 'queued' || job.status === 'running');
  const result = job?.status === 'completed' ? bulkResultSchema.safeParse(job.result) : null;

  const run = (action: BulkAction) =>
    start.mutate(
      {
        selection: selection.allMatching ? { filter } : { ids: [...selection.ids] },
        action,
      },
      {
        onSuccess: () => selection.clear(),
        onError: (error) => toast.error(errorMessageOf(error, C.startFailed)),
      },
    );

  if (!job && count === 0) return null;
  return (
    <section
      aria-label={C.toolbar}
      className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/40 p-2 text-sm"
    >
      {job ? (
        <div className="flex flex-1 items-center gap-3" role="status">
          {running ? (
            <>
              <progress
                aria-label={C.progressLabel}
                max={job.progress?.total ?? 1}
                value={job.progress?.done ?? 0}
                className="h-2 w-40"
              />
              <span>{C.running(job.progress?.done ?? 0, job.progress?.total ?? 0)}</span>
            </>
          ) : result?.success ? (
            <span>{C.finished(result.data.changed, result.data.unchanged)}</span>
          ) : job.status === 'failed' ? (
            <span className="text-destructive">{C.failed}</span>
          ) : null}
          {!running ? (
            <Button variant="ghost" size="sm" onClick={dismiss}>
              {C.clear}
            </Button>
          ) : null}
        </div>
      ) : (
        // The count at once; the actions (Radix menus and confirmation) once their code is in.
        <Suspense fallback={<BulkSelectionCount selection={selection} total={total} count={count} />}>
          <BulkSelectionActions
            selection={selection}
            pageIds={pageIds}
            total={total}
            count={count}
            pending={start.isPending}
            run={run}
          />
        </Suspense>
      )}
    </section>
  );
}
