import {
  type BulkAction,
  type BulkEntity,
  type BulkFilter,
  bulkResultSchema,
  BULK_ACTIONS_COPY as C,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  OWNERSHIP_COPY,
} from '@northdesk/shared';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/toaster';
import { errorMessageOf } from '@/lib/api-client';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { useColleagues } from '@/modules/profile/hooks/useColleagues';
import { useBulkJob } from '../hooks/useBulkJob';
import type { RowSelection } from '../hooks/useRowSelection';

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
  const { user } = useCurrentUser();
  const colleagues = useColleagues();
  const [confirming, setConfirming] = useState(false);
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
  const owners = [
    ...(user ? [{ id: user.id, name: OWNERSHIP_COPY.me(user.fullName || user.email) }] : []),
    ...(colleagues.data ?? []).map((c) => ({ id: c.id, name: c.fullName || c.email })),
  ];
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
        <>
          <span className="font-medium">
            {selection.allMatching ? C.allMatching(total) : C.selected(count)}
          </span>
          {!selection.allMatching && total > count && pageIds.every((id) => selection.ids.has(id)) ? (
            <Button variant="link" size="sm" onClick={selection.selectAllMatching}>
              {C.selectAllMatching(total)}
            </Button>
          ) : null}
          <div className="ml-auto flex flex-wrap gap-2">
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="outline" size="sm" disabled={start.isPending}>
                  {C.changeLeadStatus}
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent>
                {LEAD_STATUSES.map((status) => (
                  <DropdownMenuItem
                    key={status}
                    onSelect={() => run({ type: 'lead_status', leadStatus: status })}
                  >
                    {LEAD_STATUS_LABELS[status]}
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="outline" size="sm" disabled={start.isPending}>
                  {C.changeOwner}
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent>
                {owners.map((owner) => (
                  <DropdownMenuItem
                    key={owner.id}
                    onSelect={() => run({ type: 'owner', ownerUserId: owner.id })}
                  >
                    {owner.name}
                  </DropdownMenuItem>
                ))}
                <DropdownMenuItem onSelect={() => run({ type: 'owner', ownerUserId: null })}>
                  {OWNERSHIP_COPY.noOwner}
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
            <Button
              variant="outline"
              size="sm"
              disabled={start.isPending}
              onClick={() => setConfirming(true)}
            >
              {C.archive}
            </Button>
            <Button variant="ghost" size="sm" onClick={selection.clear}>
              {C.clear}
            </Button>
          </div>
        </>
      )}
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{C.archiveTitle(count)}</AlertDialogTitle>
            <AlertDialogDescription>{C.archiveDescription}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{C.cancel}</AlertDialogCancel>
            <AlertDialogAction onClick={() => run({ type: 'archive' })}>{C.confirmArchive}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
