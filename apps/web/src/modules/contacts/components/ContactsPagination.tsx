import { CONTACTS_COPY, PAGER_WINDOW } from '@northdesk/shared';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface ContactsPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** The pages around the current one, at most PAGER_WINDOW of them. */
export function pageWindow(page: number, pageCount: number): number[] {
  const size = Math.min(PAGER_WINDOW, pageCount);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), pageCount - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** "Showing X to Y of N contacts · 100 per page" and, with more than one page, the pager. */
export function ContactsPagination({ page, pageSize, total, onPageChange }: ContactsPaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);

  return (
    <div className="flex flex-col items-center justify-between gap-3 text-muted-foreground text-sm sm:flex-row">
      <p aria-live="polite">
        {CONTACTS_COPY.showing(from, to, total)} · {CONTACTS_COPY.perPage(pageSize)}
      </p>
      {pageCount > 1 ? (
        <nav aria-label={CONTACTS_COPY.paginationLabel} className="flex flex-wrap items-center gap-1">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <ChevronLeftIcon aria-hidden="true" />
            {CONTACTS_COPY.previous}
          </Button>
          {pageWindow(Math.min(page, pageCount), pageCount).map((n) => (
            <Button
              key={n}
              variant={n === page ? 'default' : 'outline'}
              size="sm"
              aria-label={CONTACTS_COPY.pageLabel(n)}
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
            {CONTACTS_COPY.next}
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
