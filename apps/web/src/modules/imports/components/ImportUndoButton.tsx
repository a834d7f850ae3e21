import { IMPORTS_COPY as C } from '@northdesk/shared';
import { Undo2Icon } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

/** Undo the import as a whole, after a confirmation. */
export function ImportUndoButton({ disabled, onUndo }: { disabled: boolean; onUndo: () => void }) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="outline" disabled={disabled}>
          <Undo2Icon aria-hidden="true" />
          {C.undo}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{C.undoConfirmTitle}</AlertDialogTitle>
          <AlertDialogDescription>{C.undoConfirmDescription}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{C.cancel}</AlertDialogCancel>
          <AlertDialogAction onClick={onUndo}>{C.undo}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
