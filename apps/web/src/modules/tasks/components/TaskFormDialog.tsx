import { TASKS_COPY } from '@northdesk/shared';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import { errorMessageOf } from '@/lib/api-client';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { useCreateTask } from '../hooks/useCreateTask';
import { TaskForm, type TaskFormValues, taskRequestOf } from './TaskForm';

interface TaskFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: TaskFormValues;
  /** Set for a subtask: the parent task's id. */
  parentTaskId?: string;
  /** Set for a deal's task (New Task on a deal page). */
  dealId?: string;
}

/** New Task (or Add Subtask, prefilled with the parent and its company). */
export function TaskFormDialog({ open, onOpenChange, initial, parentTaskId, dealId }: TaskFormDialogProps) {
  const create = useCreateTask();
  const { user } = useCurrentUser();
  // A new task is the creator's unless they pick someone else (or Unassigned).
  const start = initial.assignedTo || !user ? initial : { ...initial, assignedTo: user.id };
  const title = parentTaskId ? TASKS_COPY.newSubtaskTitle : TASKS_COPY.newTaskTitle;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{TASKS_COPY.description}</DialogDescription>
        </DialogHeader>
        {open ? (
          <TaskForm
            idPrefix={parentTaskId ? 'subtask' : 'new-task'}
            initial={start}
            submitLabel={TASKS_COPY.create}
            isPending={create.isPending}
            onCancel={() => onOpenChange(false)}
            onSubmit={(values) =>
              create.mutate(
                {
                  ...taskRequestOf(values),
                  parentTaskId: parentTaskId ?? null,
                  ...(dealId ? { dealId } : {}),
                },
                {
                  onSuccess: () => {
                    toast.success(TASKS_COPY.taskCreated);
                    onOpenChange(false);
                  },
                  onError: (error) =>
                    toast.error(
                      TASKS_COPY.saveTaskFailed(errorMessageOf(error, TASKS_COPY.updateTaskFailed)),
                    ),
                },
              )
            }
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
