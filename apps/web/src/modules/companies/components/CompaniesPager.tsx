import { COMPANIES_COPY } from '@northdesk/shared';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { pageRange, pagerPages } from '../utils/pager-pages';

interface CompaniesPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** The "Showing X to Y of N …" line; companies unless told (the detail page pages contacts). */
  showing?: (from: number, to: number, total: number) => string;
}

/** "Showing X to Y of N companies" and, only with more than one page, the pager (crm spec §9). */
export function CompaniesPager({
  page,
  pageSize,
  total,
  onPageChange,
  showing = COMPANIES_COPY.showing,
}: CompaniesPagerProps) {
  const pageCount = Math.ceil(total / pageSize);
  const { from, to } = pageRange(page, pageSize, total);

  return (
    <div className="flex flex-col items-center justify-between gap-3 text-muted-foreground text-sm sm:flex-row">
      <p aria-live="polite">{showing(from, to, total)}</p>
      {pageCount > 1 ? (
        <nav aria-label={COMPANIES_COPY.pagination} className="flex flex-wrap items-center gap-1">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <ChevronLeftIcon aria-hidden="true" />
            {COMPANIES_COPY.previousPage}
          </Button>
          {pagerPages(page, pageCount).map((n) => (
            <Button
              key={n}
              size="sm"
              variant={n === page ? 'default' : 'outline'}
              aria-label={COMPANIES_COPY.goToPage(n)}
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
            {COMPANIES_COPY.nextPage}
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
