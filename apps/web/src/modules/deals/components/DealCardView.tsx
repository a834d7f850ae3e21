import { DEALS_COPY as C, type DealCard } from '@northdesk/shared';
import { AlertTriangleIcon, BuildingIcon, CalendarIcon, UserIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import { dealDate, dealMoney } from '../utils/deal-format';

interface DealCardViewProps {
  deal: DealCard;
  /** While it is being dragged (its place on the board is shown dimmed). */
  dragging?: boolean;
}

/** A deal on the board: name, company, amount, expected close, owner, and days idle (rotting in red). */
export function DealCardView({ deal, dragging = false }: DealCardViewProps) {
  return (
    <div
      className={cn(
        'rounded-md border bg-card p-3 text-sm shadow-xs',
        deal.rotting && 'border-l-4 border-l-destructive',
        dragging && 'opacity-50',
      )}
      data-testid="deal-card"
    >
      <Link
        to={`/deals/${deal.id}`}
        className="font-medium text-foreground hover:underline focus-visible:underline"
        onPointerDown={(event) => event.stopPropagation()}
      >
        {deal.name}
      </Link>
      <div className="mt-2 grid gap-1 text-muted-foreground">
        {deal.companyName ? (
          <p className="flex items-center gap-1.5">
            <BuildingIcon className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="sr-only">{C.company}: </span>
            <span className="truncate">{deal.companyName}</span>
          </p>
        ) : null}
        <p className="flex items-center justify-between gap-2">
          <span className="font-semibold text-foreground tabular-nums">
            <span className="sr-only">{C.amount}: </span>
            {dealMoney(deal.amount)}
          </span>
          {deal.closeDate ? (
            <span className="flex items-center gap-1">
              <CalendarIcon className="size-3.5" aria-hidden="true" />
              <span className="sr-only">{C.closeDate}: </span>
              {dealDate(deal.closeDate)}
            </span>
          ) : null}
        </p>
        <p className="flex items-center justify-between gap-2">
          <span className="flex min-w-0 items-center gap-1.5">
            <UserIcon className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="sr-only">{C.owner}: </span>
            <span className="truncate">{deal.owner?.name ?? C.noOwner}</span>
          </span>
          <span className={cn('shrink-0 text-xs', deal.rotting && 'font-medium text-destructive')}>
            {deal.rotting ? (
              <span className="inline-flex items-center gap-1">
                <AlertTriangleIcon className="size-3.5" aria-hidden="true" />
                {C.rotting(deal.daysInStage)}
              </span>
            ) : (
              C.daysIdle(deal.daysInStage)
            )}
          </span>
        </p>
      </div>
    </div>
  );
}
