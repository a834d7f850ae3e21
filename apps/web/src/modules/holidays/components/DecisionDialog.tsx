import { HOLIDAYS_COPY as C, formatLeaveDates, type LeaveRequest } from '@northdesk/shared';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessageOf } from '@/lib/api-client';
import { FieldError } from '@/modules/ui/components/FieldError';
import { FormField } from '@/modules/ui/components/FormField';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { useLeaveMutations } from '../hooks/useHolidayMutations';

interface DecisionDialogProps {
  deciding: { request: LeaveRequest; decision: 'approved' | 'declined' } | null;
  onOpenChange: (open: boolean) => void;
}

/** Approve or decline with a comment for the requester (required to decline). */
export function DecisionDialog({ deciding, onOpenChange }: DecisionDialogProps) {
  const { decide } = useLeaveMutations();
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState('');
  const [error, setError] = useState('');
  const open = deciding !== null;

  useEffect(() => {
    if (open) {
      setComment('');
      setCommentError('');
      setError('');
    }
  }, [open]);

  if (!deciding) return <Dialog open={false} onOpenChange={onOpenChange} />;
  const { request, decision } = deciding;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (decision === 'declined' && !comment.trim()) {
      setCommentError(C.declineNeedsComment);
      return;
    }
    setError('');
    decide.mutate(
      { id: request.id, decision, comment: comment.trim() || null },
      {
        onSuccess: () => onOpenChange(false),
        onError: (e) => {
          const field = e instanceof ApiError ? e.fields?.comment : undefined;
          if (field) setCommentError(field);
          else setError(errorMessageOf(e, C.loadFailed));
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{C.decideTitle(request.requester.name)}</DialogTitle>
          <DialogDescription>
            {C.typeLabels[request.type]}: {formatLeaveDates(request)} ({C.daysLabel(request.days)})
          </DialogDescription>
        </DialogHeader>
        {request.note ? <p className="break-words text-sm">“{request.note}”</p> : null}
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField id="decision-comment" label={C.commentLabel} hint={C.commentHint} error={commentError}>
            {(props) => <Textarea {...props} value={comment} onChange={(e) => setComment(e.target.value)} />}
          </FormField>
          {error ? <FieldError id="decision-error" message={error} /> : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {C.cancel}
            </Button>
            <SubmitButton isPending={decide.isPending}>
              {decision === 'approved' ? C.approve : C.decline}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
