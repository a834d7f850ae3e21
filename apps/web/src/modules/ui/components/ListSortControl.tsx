import { type CompanySort, firstSortDirection, LIST_SORT_COPY, type SortDirection } from '@northdesk/shared';
import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

interface ListSortControlProps<K extends CompanySort> {
  keys: readonly K[];
  sort: K;
  dir: SortDirection;
  onChange: (sort: K, dir: SortDirection) => void;
}

/**
 * The list's sort as a control: every key, including those whose column is hidden at this width
 * (and "Created", which has none), and the direction.
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
      <Select value={sort} onValueChange={(next) => onChange(next as K, firstSortDirection(next as K))}>
        <SelectTrigger className="w-full sm:w-40" aria-label={LIST_SORT_COPY.sortLabel}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {keys.map((key) => (
            <SelectItem key={key} value={key}>
              {LIST_SORT_COPY.keys[key]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
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
