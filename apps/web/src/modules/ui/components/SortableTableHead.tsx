import { LIST_SORT_COPY, type SortDirection } from '@northdesk/shared';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { TableHead } from '@/components/ui/table';
import { cn } from '@/lib/utils';

interface SortableTableHeadProps<K extends string> {
  sortKey: K;
  label: string;
  /** The list's current sort. */
  sort: string;
  dir: SortDirection;
  onSort: (key: K) => void;
  className?: string;
  align?: 'start' | 'end';
  children?: ReactNode;
}

/**
 * A column header that sorts the list (issue 18 item 2): a button naming the action, the current
 * order on the header itself (aria-sort), an arrow for sighted users.
 */
export function SortableTableHead<K extends string>({
  sortKey,
  label,
  sort,
  dir,
  onSort,
  className,
  align = 'start',
}: SortableTableHeadProps<K>) {
  const active = sort === sortKey;
  const Icon = active ? (dir === 'asc' ? ArrowUpIcon : ArrowDownIcon) : ArrowUpDownIcon;
  return (
    <TableHead
      className={className}
      aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button
        type="button"
        onClick={() => onSort(sortKey)}
        aria-label={LIST_SORT_COPY.sortBy(label)}
        className={cn(
          '-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
          align === 'end' && 'flex-row-reverse',
          active && 'text-foreground',
        )}
      >
        {label}
        <Icon aria-hidden="true" className={cn('size-3.5', !active && 'opacity-50')} />
      </button>
    </TableHead>
  );
}
