import { HOLIDAYS_COPY as C, formatLeaveDates, type LeaveRequest } from '@northdesk/shared';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { errorMessageOf } from '@/lib/api-client';
import { FieldError } from '@/modules/ui/components/FieldError';
import { Spinner } from '@/modules/ui/components/Spinner';
import { useLeaveMutations } from '../hooks/useHolidayMutations';

/** Confirms withdrawing a pending request or cancelling approved leave (its days come back). */
export function CancelRequestDialog({
  request,
  onOpenChange,
}: {
  request: LeaveRequest | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { cancel } = useLeaveMutations();
  const [error, setError] = useState('');
  const confirm = () => {
    if (!request) return;
    setError('');
    cancel.mutate(request.id, {
      onSuccess: () => onOpenChange(false),
      onError: (e) => setError(errorMessageOf(e, C.loadFailed)),
    });
  };
  return (
    <AlertDialog open={request !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{C.cancelConfirmTitle}</AlertDialogTitle>
          <AlertDialogDescription>
            {request ? `${C.typeLabels[request.type]}: ${formatLeaveDates(request)}. ` : null}
            {request?.status === 'approved' ? C.cancelConfirmApproved : C.cancelConfirmPending}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {error ? <FieldError id="cancel-request-error" message={error} /> : null}
        <AlertDialogFooter>
          <AlertDialogCancel>{C.keepRequest}</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? <Spinner size="sm" aria-hidden="true" className="text-current" /> : null}
            {C.cancelRequest}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
