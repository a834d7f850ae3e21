import { useDraggable, useDroppable } from '@dnd-kit/core';
import {
  DEALS_COPY as C,
  type DealBoardColumn as Column,
  type DealCard,
  formatMoney,
} from '@northdesk/shared';
import { GripVerticalIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import { DealCardView } from './DealCardView';

function DraggableDeal({ deal, canMove }: { deal: DealCard; canMove: boolean }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: deal.id, disabled: !canMove });
  return (
    <li ref={setNodeRef} {...(canMove ? listeners : {})} className="relative">
      <DealCardView deal={deal} dragging={isDragging} />
      {canMove ? (
        <button
          type="button"
          {...attributes}
          aria-label={`${C.stage}: ${deal.stageName}. ${deal.name}`}
          aria-roledescription="draggable deal"
          className="absolute top-2 right-1.5 rounded p-1 text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        >
          <GripVerticalIcon className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </li>
  );
}

interface DealBoardColumnProps {
  column: Column;
  canMove: boolean;
  /** The address of the list view showing all of this stage's deals. */
  moreHref: string;
}

/** One open stage: its figures (count, total, weighted), its cards, and where to see the rest. */
export function DealBoardColumn({ column, canMove, moreHref }: DealBoardColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: column.stage.id });
  const headingId = `deal-stage-${column.stage.id}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={cn(
        'flex w-72 shrink-0 flex-col rounded-lg border bg-muted/40 p-2',
        isOver && 'ring-2 ring-ring',
      )}
      data-testid="deal-column"
    >
      <header className="px-1 pb-2">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id={headingId} className="font-semibold text-sm">
            {column.stage.name}
          </h2>
          <span className="text-muted-foreground text-xs">{column.stage.probability}%</span>
        </div>
        <p className="text-muted-foreground text-xs" data-testid="deal-column-summary">
          {C.stageSummary(column.count, formatMoney(column.total), formatMoney(column.weighted))}
        </p>
      </header>
      {column.deals.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-center text-muted-foreground text-xs">
          {C.columnEmpty}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-labelledby={headingId}>
          {column.deals.map((deal) => (
            <DraggableDeal key={deal.id} deal={deal} canMove={canMove} />
          ))}
        </ul>
      )}
      {column.count > column.deals.length ? (
        <Link
          to={moreHref}
          className="mt-2 text-center text-primary text-sm underline-offset-4 hover:underline"
        >
          {C.loadMore} ({column.count - column.deals.length})
        </Link>
      ) : null}
    </section>
  );
}
