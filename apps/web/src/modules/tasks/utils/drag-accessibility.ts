import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import { TASKS_COPY } from '@northdesk/shared';

/**
 * What dnd-kit's live region reads while dragging a task or checklist item: its name, never the raw id
 * (dnd-kit's default announcements say "Picked up draggable item 6f1c…").
 */
export function namedDragAccessibility(nameOf: (id: UniqueIdentifier) => string) {
  const announcements: Announcements = {
    onDragStart: ({ active }) => TASKS_COPY.dragStart(nameOf(active.id)),
    onDragOver: ({ active, over }) => {
      if (!over) return undefined;
      return over.id === active.id
        ? TASKS_COPY.dragOverOwnPlace(nameOf(active.id))
        : TASKS_COPY.dragOver(nameOf(active.id), nameOf(over.id));
    },
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? TASKS_COPY.dragEnd(nameOf(active.id), nameOf(over.id))
        : TASKS_COPY.dragCancel(nameOf(active.id)),
    onDragCancel: ({ active }) => TASKS_COPY.dragCancel(nameOf(active.id)),
  };
  return { announcements, screenReaderInstructions: { draggable: TASKS_COPY.dragInstructions } };
}
