import { TASKS_COPY, type TaskNote } from '@northdesk/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { useAddTaskNote } from '../hooks/useAddTaskNote';
import { formatDateTime } from '../utils/task-format';
import { TaskSection } from './TaskSection';

interface TaskNotesSectionProps {
  taskId: string;
  notes: TaskNote[];
  canEdit: boolean;
  section: { id: string; open: boolean; onToggle: () => void };
}

/** The task's notes, newest first, and (for editors) a box to add one. */
export function TaskNotesSection({ taskId, notes, canEdit, section }: TaskNotesSectionProps) {
  const addNoteMutation = useAddTaskNote(taskId);
  const [note, setNote] = useState('');
  const addNote = () => {
    const content = note.trim();
    if (!content) return;
    addNoteMutation.mutate(content, {
      onSuccess: () => {
        setNote('');
        toast.success(TASKS_COPY.noteAdded);
      },
      onError: () => toast.error(TASKS_COPY.addNoteFailed),
    });
  };
  return (
    <TaskSection {...section} title={TASKS_COPY.sections.notes} count={notes.length}>
      <div className="grid gap-3">
        {canEdit ? (
          <div className="grid gap-2">
            <Textarea
              value={note}
              placeholder={TASKS_COPY.notePlaceholder}
              aria-label={TASKS_COPY.notePlaceholder}
              onChange={(e) => setNote(e.target.value)}
            />
            <Button className="justify-self-end" onClick={addNote} disabled={addNoteMutation.isPending}>
              {TASKS_COPY.addNote}
            </Button>
          </div>
        ) : null}
        {notes.length === 0 ? (
          <p className="text-muted-foreground text-sm">{TASKS_COPY.noNotes}</p>
        ) : (
          <ul className="grid gap-2">
            {notes.map((n) => (
              <li key={n.id} className="rounded-md bg-muted/50 p-3 text-sm" data-testid="task-note">
                <p className="whitespace-pre-wrap">{n.content}</p>
                <p className="mt-1 text-muted-foreground text-xs">
                  {n.authorName || TASKS_COPY.unknownAuthor} · {formatDateTime(n.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </TaskSection>
  );
}
