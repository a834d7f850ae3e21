import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { CRM_DASHBOARD_COPY, type DashboardCardId, type DashboardScope } from '@northdesk/shared';
import { useDashboardSummary } from '../hooks/useDashboardSummary';
import { useSaveDashboardLayout } from '../hooks/useSaveDashboardLayout';
import { moveCard } from '../utils/move-card';
import { DashboardCard } from './DashboardCard';

/**
 * The 8 cards in the user's order. Drag a card (mouse, touch) or its handle with the keyboard
 * (Space to lift, arrows to move, Space to drop, Escape to cancel); the new order is saved.
 */
export function DashboardGrid({ layout, scope }: { layout: DashboardCardId[]; scope: DashboardScope }) {
  const summary = useDashboardSummary(scope);
  const saveLayout = useSaveDashboardLayout();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const titleOf = (id: UniqueIdentifier) =>
    CRM_DASHBOARD_COPY.cards[id as DashboardCardId]?.title ?? String(id);
  const announcements: Announcements = {
    onDragStart: ({ active }) => CRM_DASHBOARD_COPY.dragStart(titleOf(active.id)),
    onDragOver: ({ active, over }) => {
      if (!over) return undefined;
      return over.id === active.id
        ? CRM_DASHBOARD_COPY.dragOverOwnPlace(titleOf(active.id))
        : CRM_DASHBOARD_COPY.dragOver(titleOf(active.id), titleOf(over.id));
    },
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? CRM_DASHBOARD_COPY.dragEnd(titleOf(active.id), titleOf(over.id))
        : CRM_DASHBOARD_COPY.dragCancel(titleOf(active.id)),
    onDragCancel: ({ active }) => CRM_DASHBOARD_COPY.dragCancel(titleOf(active.id)),
  };
  const accessibility = {
    announcements,
    screenReaderInstructions: { draggable: CRM_DASHBOARD_COPY.dragInstructions },
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    saveLayout(moveCard(layout, String(active.id), String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={layout} strategy={rectSortingStrategy}>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label={CRM_DASHBOARD_COPY.footerHint}>
          {layout.map((id) => (
            <DashboardCard
              key={id}
              id={id}
              figure={summary.data ? summary.data[id] : summary.isError ? null : undefined}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
