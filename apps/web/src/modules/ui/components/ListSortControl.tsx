import { type CompanySort, firstSortDirection, LIST_SORT_COPY, type SortDirection } from '@northdesk/shared';
import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DeferredSelect } from './DeferredSelect';

interface ListSortControlProps<K extends CompanySort> {
  keys: readonly K[];
  sort: K;
  dir: SortDirection;
  onChange: (sort: K, dir: SortDirection) => void;
}

/**
 * The list's sort as a control: every key, including those whose column is hidden at this width
 * (and "Created", which has none), and the direction. The select's code comes on first use.
 */
export function ListSortControl<K extends CompanySort>({
  keys,
  sort,
  dir,
  onChange,
}: ListSortControlProps<K>) {
  const descending = dir === 'desc';
  return (
    <div className="flex items-center gap-1">
      <DeferredSelect
        value={sort}
        options={keys.map((key) => ({ value: key, label: LIST_SORT_COPY.keys[key] }))}
        onValueChange={(next) => {
          const key = keys.find((k) => k === next);
          if (key) onChange(key, firstSortDirection(key));
        }}
        label={LIST_SORT_COPY.sortLabel}
        className="w-full sm:w-40"
      />
      <Button
        type="button"
        variant="outline"
        size="icon"
        aria-label={descending ? LIST_SORT_COPY.switchToAscending : LIST_SORT_COPY.switchToDescending}
        onClick={() => onChange(sort, descending ? 'asc' : 'desc')}
      >
        {descending ? <ArrowDownIcon aria-hidden="true" /> : <ArrowUpIcon aria-hidden="true" />}
      </Button>
    </div>
  );
}
