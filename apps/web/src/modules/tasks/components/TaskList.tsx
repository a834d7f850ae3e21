import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { TASKS_COPY, type Task } from '@northdesk/shared';
import { CheckIcon, GripVerticalIcon, RotateCcwIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { namedDragAccessibility } from '@/modules/ui/utils/drag-announcements';
import { TaskDueDate, TaskPriorityBadge, TaskStatusBadge } from './TaskBadges';

interface TaskRowProps {
  task: Task;
  canEdit: boolean;
  onStatus: (task: Task, status: 'done' | 'todo') => void;
  canReorder: boolean;
}

function TaskRow({ task, canEdit, onStatus, canReorder }: TaskRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: task.id, disabled: !canReorder });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-task-id={task.id}
      data-testid="task-row"
      className={cn(
        'flex items-center gap-3 rounded-md border bg-card p-3',
        task.isOverdue && 'border-destructive/60',
        isDragging && 'z-10 shadow-lg',
      )}
    >
      {canReorder ? (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="cursor-grab touch-none text-muted-foreground"
          aria-label={`${TASKS_COPY.dragHandle}: ${task.subject}`}
          {...attributes}
          {...listeners}
        >
          <GripVerticalIcon className="size-4" aria-hidden="true" />
        </button>
      ) : null}
      <div className="min-w-0 flex-1">
        <Link to={`/tasks/${task.id}`} className="font-medium hover:underline">
          {task.subject}
        </Link>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-muted-foreground text-xs">
          <TaskStatusBadge status={task.status} />
          <TaskPriorityBadge priority={task.priority} />
          <TaskDueDate task={task} />
          {task.assignedTo ? <span>{task.assignedTo.name}</span> : null}
          {task.linkedCompanies.length > 0 ? (
            <span>{task.linkedCompanies.map((c) => c.crmCompanyName).join(', ')}</span>
          ) : null}
        </div>
      </div>
      {canEdit ? (
        task.status === 'done' ? (
          <Button variant="outline" size="sm" onClick={() => onStatus(task, 'todo')}>
            <RotateCcwIcon aria-hidden="true" />
            {TASKS_COPY.reopen}
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={() => onStatus(task, 'done')}>
            <CheckIcon aria-hidden="true" />
            {TASKS_COPY.markDone}
          </Button>
        )
      ) : null}
    </li>
  );
}

interface TaskListProps {
  tasks: Task[];
  canEdit: boolean;
  onStatus: (task: Task, status: 'done' | 'todo') => void;
  /** Absent while the list is filtered: a partial list's order would overwrite the whole one. */
  onReorder?: ((from: string, to: string) => void) | undefined;
}

/** The task list: drag a row by its handle (mouse, touch, or keyboard: Space, arrows, Space). */
export function TaskList({ tasks, canEdit, onStatus, onReorder }: TaskListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id || !onReorder) return;
    onReorder(String(active.id), String(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={namedDragAccessibility(TASKS_COPY, (id) => tasks.find((t) => t.id === id)?.subject)}
    >
      <SortableContext items={tasks.map((t) => t.id)} strategy={verticalListSortingStrategy}>
        <ul className="grid gap-2" aria-label={TASKS_COPY.title}>
          {tasks.map((task) => (
            <TaskRow
              key={task.id}
              task={task}
              canEdit={canEdit}
              onStatus={onStatus}
              canReorder={onReorder !== undefined}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
