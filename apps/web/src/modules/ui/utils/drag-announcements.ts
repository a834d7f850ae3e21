import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

/** The texts a sortable list reads out, each given the names of the items (from the module's copy). */
export interface DragAnnouncementCopy {
  dragInstructions: string;
  dragStart: (name: string) => string;
  dragOver: (name: string, target: string) => string;
  dragOverOwnPlace: (name: string) => string;
  dragEnd: (name: string, target: string) => string;
  dragCancel: (name: string) => string;
}

/**
 * What dnd-kit's live region reads while an item of a sortable list is dragged: the item's name
 * and the name of the one it is over, never the raw ids (dnd-kit's defaults say "Picked up
 * draggable item 6f1c…"). `nameOf` falls back to the id only for an id the list does not hold.
 */
export function namedDragAccessibility(
  copy: DragAnnouncementCopy,
  nameOf: (id: UniqueIdentifier) => string | undefined,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const name = (id: UniqueIdentifier) => nameOf(id) ?? String(id);
  // dnd-kit reports the item over its own place the moment it is lifted; saying so then would
  // replace "Picked up …" in the live region before it is read. Only a return is announced.
  let moved = false;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved = false;
      return copy.dragStart(name(active.id));
    },
    onDragOver: ({ active, over }) => {
      if (!over) return undefined;
      if (over.id === active.id) return moved ? copy.dragOverOwnPlace(name(active.id)) : undefined;
      moved = true;
      return copy.dragOver(name(active.id), name(over.id));
    },
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? copy.dragEnd(name(active.id), name(over.id))
        : copy.dragCancel(name(active.id)),
    onDragCancel: ({ active }) => copy.dragCancel(name(active.id)),
  };
  return { announcements, screenReaderInstructions: { draggable: copy.dragInstructions } };
}
