import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { CRM_DASHBOARD_COPY, type DashboardCardId, type DashboardFigure } from '@northdesk/shared';
import { ArrowRightIcon, ExternalLinkIcon, GripVerticalIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useCrossAppNavigate } from '@/modules/auth/hooks/useCrossAppNavigate';
import { DASHBOARD_CARDS } from '../utils/dashboard-cards';

const numberFormat = new Intl.NumberFormat('en-US');
const moneyFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

function secondaryLine(id: DashboardCardId, figure: DashboardFigure): string | null {
  if (figure.secondary === null) return null;
  if (id === 'contacts') return CRM_DASHBOARD_COPY.newThisMonth(figure.secondary);
  if (id === 'deals') return CRM_DASHBOARD_COPY.dealValue(moneyFormat.format(figure.secondary));
  return null;
}

interface DashboardCardProps {
  id: DashboardCardId;
  /** undefined while the figures load; null when the user may not see this section. */
  figure: DashboardFigure | null | undefined;
}

/** One draggable card: title, description, live figure and its button (docs/product/dashboard.md). */
export function DashboardCard({ id, figure }: DashboardCardProps) {
  const copy = CRM_DASHBOARD_COPY.cards[id];
  const { icon: Icon, target } = DASHBOARD_CARDS[id];
  const crossAppNavigate = useCrossAppNavigate();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id,
    });

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('list-none', isDragging && 'z-10')}
      data-card-id={id}
    >
      <Card className={cn('h-full gap-4', isDragging && 'shadow-lg ring-2 ring-primary/40')}>
        <CardHeader className="gap-2">
          <div className="flex items-center gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <CardTitle className="min-w-0 flex-1">
              <h2>{copy.title}</h2>
            </CardTitle>
            <button
              ref={setActivatorNodeRef}
              type="button"
              className="-mr-2 cursor-grab touch-none self-start rounded-md p-1.5 text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 active:cursor-grabbing"
              aria-label={CRM_DASHBOARD_COPY.dragHandle(copy.title)}
              {...attributes}
              {...listeners}
            >
              <GripVerticalIcon className="size-4" aria-hidden="true" />
            </button>
          </div>
          <CardDescription>{copy.description}</CardDescription>
        </CardHeader>
        <CardContent className="flex-1">
          {figure === undefined ? (
            <Skeleton className="h-9 w-24" />
          ) : figure === null ? (
            <p className="text-muted-foreground" title={CRM_DASHBOARD_COPY.noAccessLabel}>
              <span className="font-semibold text-3xl" aria-hidden="true">
                —
              </span>
              <span className="sr-only">{CRM_DASHBOARD_COPY.noAccessLabel}</span>
            </p>
          ) : (
            <div data-testid={`dashboard-figure-${id}`}>
              <p>
                <span className="font-semibold text-3xl tabular-nums">
                  {numberFormat.format(figure.value)}
                </span>{' '}
                <span className="text-muted-foreground text-sm">{copy.figureLabel(figure.value)}</span>
              </p>
              {secondaryLine(id, figure) ? (
                <p className="mt-1 text-muted-foreground text-xs">{secondaryLine(id, figure)}</p>
              ) : null}
            </div>
          )}
        </CardContent>
        <CardFooter>
          {target.kind === 'route' ? (
            <Button variant="outline" className="w-full" asChild>
              <Link to={target.path}>
                {copy.button}
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
          ) : (
            <Button
              variant="outline"
              className="w-full"
              title={CRM_DASHBOARD_COPY.external}
              onClick={() => void crossAppNavigate(target.url, { breadcrumb: copy.title, newTab: true })}
            >
              {copy.button}
              <ExternalLinkIcon aria-hidden="true" />
            </Button>
          )}
        </CardFooter>
      </Card>
    </li>
  );
}
