import {
  type BulkAction,
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
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { useColleagues } from '@/modules/profile/hooks/useColleagues';
import type { RowSelection } from '../hooks/useRowSelection';
import { BulkSelectionCount } from './BulkSelectionCount';

export interface BulkSelectionActionsProps {
  selection: RowSelection;
  /** Rows on this page, and how many match the filters in all. */
  pageIds: readonly string[];
  total: number;
  count: number;
  pending: boolean;
  run: (action: BulkAction) => void;
}

/** The bar's part while rows are chosen: select all matching, lead status, owner, archive, clear. */
export function BulkSelectionActions({
  selection,
  pageIds,
  total,
  count,
  pending,
  run,
}: BulkSelectionActionsProps) {
  const { user } = useCurrentUser();
  const colleagues = useColleagues();
  const [confirming, setConfirming] = useState(false);
  const owners = [
    ...(user ? [{ id: user.id, name: OWNERSHIP_COPY.me(user.fullName || user.email) }] : []),
    ...(colleagues.data ?? []).map((c) => ({ id: c.id, name: c.fullName || c.email })),
  ];
  return (
    <>
      <BulkSelectionCount selection={selection} total={total} count={count} />
      {!selection.allMatching && total > count && pageIds.every((id) => selection.ids.has(id)) ? (
        <Button variant="link" size="sm" onClick={selection.selectAllMatching}>
          {C.selectAllMatching(total)}
        </Button>
      ) : null}
      <div className="ml-auto flex flex-wrap gap-2">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="sm" disabled={pending}>
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
            <Button variant="outline" size="sm" disabled={pending}>
              {C.changeOwner}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            {owners.map((owner) => (
              <DropdownMenuItem key={owner.id} onSelect={() => run({ type: 'owner', ownerUserId: owner.id })}>
                {owner.name}
              </DropdownMenuItem>
            ))}
            <DropdownMenuItem onSelect={() => run({ type: 'owner', ownerUserId: null })}>
              {OWNERSHIP_COPY.noOwner}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <Button variant="outline" size="sm" disabled={pending} onClick={() => setConfirming(true)}>
          {C.archive}
        </Button>
        <Button variant="ghost" size="sm" onClick={selection.clear}>
          {C.clear}
        </Button>
      </div>
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
    </>
  );
}
