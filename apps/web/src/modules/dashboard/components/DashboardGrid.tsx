import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { CRM_DASHBOARD_COPY, type DashboardCardId, type DashboardScope } from '@northdesk/shared';
import { namedDragAccessibility } from '@/modules/ui/utils/drag-announcements';
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

  const accessibility = namedDragAccessibility(
    CRM_DASHBOARD_COPY,
    (id) => CRM_DASHBOARD_COPY.cards[id as DashboardCardId]?.title,
  );

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
