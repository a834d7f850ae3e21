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
import { TASKS_COPY, type TaskChecklistItem } from '@northdesk/shared';
import { GripVerticalIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { cn } from '@/lib/utils';
import { namedDragAccessibility } from '@/modules/ui/utils/drag-announcements';
import { useTaskChecklistMutations } from '../hooks/useTaskChecklistMutations';
import { moveId } from '../utils/task-format';

function ChecklistRow({
  item,
  canEdit,
  canDelete,
  onToggle,
  onDelete,
}: {
  item: TaskChecklistItem;
  canEdit: boolean;
  canDelete: boolean;
  onToggle: (completed: boolean) => void;
  onDelete: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({
    id: item.id,
  });
  const checkboxId = `checklist-${item.id}`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className="flex items-center gap-2 rounded-md border bg-card px-2 py-1.5"
      data-testid="checklist-item"
    >
      {canEdit ? (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="cursor-grab touch-none text-muted-foreground"
          aria-label={`${TASKS_COPY.dragHandle}: ${item.content}`}
          {...attributes}
          {...listeners}
        >
          <GripVerticalIcon className="size-4" aria-hidden="true" />
        </button>
      ) : null}
      <Checkbox
        id={checkboxId}
        checked={item.completed}
        disabled={!canEdit}
        onCheckedChange={(checked) => onToggle(checked === true)}
      />
      <label
        htmlFor={checkboxId}
        className={cn('flex-1 text-sm', item.completed && 'text-muted-foreground line-through')}
      >
        {item.content}
      </label>
      {canDelete ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`${TASKS_COPY.deleteItem}: ${item.content}`}
          onClick={onDelete}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      ) : null}
    </li>
  );
}

/** Checklist badge (x/y completed) for the section header. */
export function ChecklistBadge({ items }: { items: TaskChecklistItem[] }) {
  const done = items.filter((i) => i.completed).length;
  return <Badge variant="secondary">{TASKS_COPY.completedCount(done, items.length)}</Badge>;
}

/**
 * Checklist (docs/product/tasks.md): Enter adds, tick, delete, drag to reorder (keyboard too).
 * Adding, ticking and reordering edit the task; removing an item needs the delete right.
 */
export function ChecklistSection({
  taskId,
  items,
  canEdit,
  canDelete,
}: {
  taskId: string;
  items: TaskChecklistItem[];
  canEdit: boolean;
  canDelete: boolean;
}) {
  const { addItem, toggleItem, deleteItem, reorderItems } = useTaskChecklistMutations(taskId);
  const [text, setText] = useState('');
  const [order, setOrder] = useState<string[] | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const byId = new Map(items.map((i) => [i.id, i]));
  const shown = order ? order.flatMap((id) => byId.get(id) ?? []) : items;

  const add = () => {
    const content = text.trim();
    if (!content) return;
    addItem.mutate(content, {
      onSuccess: () => {
        setText('');
        toast.success(TASKS_COPY.itemAdded);
      },
      onError: () => toast.error(TASKS_COPY.addItemFailed),
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = moveId(
      shown.map((i) => i.id),
      String(active.id),
      String(over.id),
    );
    setOrder(ids);
    reorderItems.mutate(ids, {
      onSettled: () => setOrder(null),
      onError: () => toast.error(TASKS_COPY.updateItemFailed),
    });
  };

  return (
    <div className="grid gap-3">
      {canEdit ? (
        <div className="flex gap-2">
          <Input
            value={text}
            placeholder={TASKS_COPY.checklistPlaceholder}
            aria-label={TASKS_COPY.checklistPlaceholder}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          <Button type="button" onClick={add} disabled={addItem.isPending}>
            {TASKS_COPY.addItem}
          </Button>
        </div>
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={namedDragAccessibility(TASKS_COPY, (id) => shown.find((i) => i.id === id)?.content)}
      >
        <SortableContext items={shown.map((i) => i.id)} strategy={verticalListSortingStrategy}>
          <ul className="grid gap-1.5" aria-label={TASKS_COPY.sections.checklist}>
            {shown.map((item) => (
              <ChecklistRow
                key={item.id}
                item={item}
                canEdit={canEdit}
                canDelete={canDelete}
                onToggle={(completed) =>
                  toggleItem.mutate(
                    { id: item.id, completed },
                    { onError: () => toast.error(TASKS_COPY.updateItemFailed) },
                  )
                }
                onDelete={() =>
                  deleteItem.mutate(item.id, {
                    onSuccess: () => toast.success(TASKS_COPY.itemDeleted),
                    onError: () => toast.error(TASKS_COPY.deleteItemFailed),
                  })
                }
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
    </div>
  );
}
