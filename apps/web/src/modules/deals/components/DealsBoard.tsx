import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { DEALS_COPY as C, type DealBoardResponse, type DealCard } from '@northdesk/shared';
import { useState } from 'react';
import { useMoveDeal } from '../hooks/useDealMutations';
import { boardKeyboardCoordinates } from '../utils/board-keyboard';
import { DealBoardColumn } from './DealBoardColumn';
import { DealCardView } from './DealCardView';

/** The pointer's column when it is over one, else the column the card overlaps most. */
const columnCollision: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

interface DealsBoardProps {
  board: DealBoardResponse;
  canMove: boolean;
  /** The list view's address for one stage ("Load more"). */
  stageListHref: (stageId: string) => string;
}

/**
 * The kanban: one column per open stage. A deal moves by mouse, touch or keyboard (lift with Space
 * or Enter on its handle, Left/Right to choose the stage, Space to drop); the move shows at once and
 * the column figures follow, and screen readers hear the deal's and the stage's names.
 */
export function DealsBoard({ board, canMove, stageListHref }: DealsBoardProps) {
  const move = useMoveDeal();
  const [dragged, setDragged] = useState<DealCard | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardKeyboardCoordinates }),
  );
  const cards = board.columns.flatMap((column) => column.deals);
  const dealName = (id: UniqueIdentifier) => cards.find((d) => d.id === id)?.name ?? String(id);
  const stageName = (id: UniqueIdentifier | undefined) =>
    board.columns.find((c) => c.stage.id === id)?.stage.name ?? '';

  const announcements: Announcements = {
    onDragStart: ({ active }) => C.dragStart(dealName(active.id)),
    onDragOver: ({ active, over }) =>
      over ? C.dragOver(dealName(active.id), stageName(over.id)) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? C.dragEnd(dealName(active.id), stageName(over.id)) : C.dragCancel(dealName(active.id)),
    onDragCancel: ({ active }) => C.dragCancel(dealName(active.id)),
  };

  const onDragStart = ({ active }: DragStartEvent) =>
    setDragged(cards.find((d) => d.id === active.id) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const deal = cards.find((d) => d.id === active.id);
    if (!deal || !over || over.id === deal.stageId) return;
    move.mutate({ deal, toStageId: String(over.id), toStageName: stageName(over.id) });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={columnCollision}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: C.dragInstructions } }}
    >
      <div className="-mx-1 flex gap-3 overflow-x-auto px-1 pb-3" data-testid="deals-board">
        {board.columns.map((column) => (
          <DealBoardColumn
            key={column.stage.id}
            column={column}
            canMove={canMove}
            moreHref={stageListHref(column.stage.id)}
          />
        ))}
      </div>
      <DragOverlay>{dragged ? <DealCardView deal={dragged} /> : null}</DragOverlay>
    </DndContext>
  );
}
