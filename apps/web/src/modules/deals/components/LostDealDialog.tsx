import { DEALS_COPY as C } from '@northdesk/shared';
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { FormField } from '@/modules/ui/components/FormField';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { useDealMutations } from '../hooks/useDealMutations';
import { usePipelines } from '../hooks/usePipelines';

interface LostDealDialogProps {
  dealId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Mark deal lost: a reason from CRM Settings' list and/or a note (one of them is required). */
export function LostDealDialog({ dealId, open, onOpenChange }: LostDealDialogProps) {
  const pipelines = usePipelines(open);
  const { lost } = useDealMutations(dealId);
  const [reasonId, setReasonId] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');

  useEffect(() => {
    if (open) {
      setReasonId('');
      setNote('');
      setError('');
    }
  }, [open]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reasonId && !note.trim()) {
      setError(C.lostNeedsReason);
      return;
    }
    lost.mutate(
      { lostReasonId: reasonId || null, note: note.trim() || null },
      {
        onSuccess: () => onOpenChange(false),
        onError: (e) => setError(e instanceof ApiError ? e.message : C.saveFailed),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{C.lostTitle}</DialogTitle>
          <DialogDescription>{C.lostDescription}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField id="lost-reason" label={C.lostReason} error={error}>
            {({ id, ...aria }) => (
              <Select value={reasonId} onValueChange={setReasonId}>
                <SelectTrigger id={id} className="w-full" {...aria}>
                  <SelectValue placeholder={C.chooseReason} />
                </SelectTrigger>
                <SelectContent>
                  {pipelines.data?.lostReasons.map((r) => (
                    <SelectItem key={r.id} value={r.id}>
                      {r.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <FormField id="lost-note" label={C.lostNote}>
            {(props) => (
              <Textarea
                {...props}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                placeholder={C.lostNotePlaceholder}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {C.cancel}
            </Button>
            <SubmitButton isPending={lost.isPending}>{C.markLost}</SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
