import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { Spinner } from './Spinner';

interface ListCardProps {
  /** The first page is loading: a spinner instead of rows. */
  pending: boolean;
  /** The rows are the previous page's while the next one loads: dimmed, not replaced by a spinner. */
  stale: boolean;
  /** Whether there are rows to show; without them, `empty`. */
  hasRows: boolean;
  empty: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A list's table in a card: a spinner while the first page loads, then the rows or the empty state. */
export function ListCard({ pending, stale, hasRows, empty, className, children }: ListCardProps) {
  return (
    <Card className={cn('py-0', className)}>
      <CardContent className="p-0">
        {pending ? (
          <div className="flex justify-center py-16">
            <Spinner />
          </div>
        ) : hasRows ? (
          // Busy while stale: screen readers wait for the new rows (and tests for the settled list).
          <div className={stale ? 'opacity-60 transition-opacity' : undefined} aria-busy={stale || undefined}>
            {children}
          </div>
        ) : (
          empty
        )}
      </CardContent>
    </Card>
  );
}
