import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** The content column of a page inside the shell. */
export function PageContainer({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      className={cn(
        // minmax(0, 1fr): a wide table scrolls inside its card instead of widening the page.
        'mx-auto grid w-full min-w-0 max-w-6xl grid-cols-[minmax(0,1fr)] content-start gap-6 px-4 py-6 sm:px-6 lg:py-8',
        className,
      )}
    >
      {children}
    </div>
  );
}
