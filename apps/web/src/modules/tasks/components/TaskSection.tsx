import { ChevronDownIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface TaskSectionProps {
  id: string;
  title: string;
  count?: number | undefined;
  open: boolean;
  onToggle: () => void;
  aside?: ReactNode;
  children: ReactNode;
}

/** One collapsible section of the task detail; several can be open together. */
export function TaskSection({ id, title, count, open, onToggle, aside, children }: TaskSectionProps) {
  const panelId = `task-section-${id}`;
  return (
    <section className="rounded-lg border bg-card" aria-labelledby={`${panelId}-heading`}>
      <div className="flex items-center gap-2 px-4 py-3">
        <h2 id={`${panelId}-heading`} className="flex-1">
          <button
            type="button"
            className="flex w-full items-center gap-2 text-left font-semibold"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={onToggle}
          >
            <ChevronDownIcon
              className={cn('size-4 transition-transform', !open && '-rotate-90')}
              aria-hidden="true"
            />
            {title}
            {count !== undefined ? <span className="text-muted-foreground text-sm">({count})</span> : null}
          </button>
        </h2>
        {aside}
      </div>
      {open ? (
        <div id={panelId} className="border-t px-4 py-3">
          {children}
        </div>
      ) : null}
    </section>
  );
}
