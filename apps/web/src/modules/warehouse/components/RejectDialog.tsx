import { WAREHOUSE_COPY as C, type UnknownItem, unknownItemResponseSchema } from '@northdesk/shared';
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
import { FormField } from '@/modules/ui/components/FormField';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { useWarehouseAction } from '../hooks/useWarehouseAction';

/** Reject an unknown item with a note; nothing goes into stock. */
export function RejectDialog({ item, onClose }: { item: UnknownItem | null; onClose: () => void }) {
  const save = useWarehouseAction({ schema: unknownItemResponseSchema, success: C.rejected });
  const [note, setNote] = useState('');
  useEffect(() => {
    if (item) setNote('');
  }, [item]);
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{C.rejectTitle}</DialogTitle>
          <DialogDescription>{C.rejectDescription}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (item)
              save.mutate(
                { path: `/api/warehouse/unknown-items/${item.id}/reject`, body: { note } },
                { onSuccess: onClose },
              );
          }}
        >
          <FormField id="reject-note" label={C.rejectNoteLabel}>
            {(props) => (
              <Textarea {...props} value={note} onChange={(e) => setNote(e.target.value)} rows={3} />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {C.cancel}
            </Button>
            <SubmitButton isPending={save.isPending} variant="destructive">
              {C.reject}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
