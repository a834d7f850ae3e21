import { PAGER_COPY } from '@northdesk/shared';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { pageRange, pagerPages } from '../utils/pager-pages';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** The "Showing X to Y of N …" line of the list. */
  showing: (from: number, to: number, total: number) => string;
  /** The accessible name of the page buttons' navigation. */
  label: string;
}

/** "Showing X to Y of N …" and, only with more than one page, the page buttons (at most PAGER_WINDOW). */
export function Pager({ page, pageSize, total, onPageChange, showing, label }: PagerProps) {
  const pageCount = Math.ceil(total / pageSize);
  const { from, to } = pageRange(page, pageSize, total);

  return (
    <div className="flex flex-col items-center justify-between gap-3 text-muted-foreground text-sm sm:flex-row">
      <p aria-live="polite">{showing(from, to, total)}</p>
      {pageCount > 1 ? (
        <nav aria-label={label} className="flex flex-wrap items-center gap-1">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <ChevronLeftIcon aria-hidden="true" />
            {PAGER_COPY.previous}
          </Button>
          {pagerPages(page, pageCount).map((n) => (
            <Button
              key={n}
              size="sm"
              variant={n === page ? 'default' : 'outline'}
              aria-label={PAGER_COPY.goToPage(n)}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => onPageChange(n)}
            >
              {n}
            </Button>
          ))}
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            {PAGER_COPY.next}
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
