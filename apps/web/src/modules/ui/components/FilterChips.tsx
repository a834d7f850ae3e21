import { LIST_FILTERS_COPY as F } from '@northdesk/shared';
import { XIcon } from 'lucide-react';

export type FilterChip = { key: string; label: string };

interface FilterChipsProps {
  chips: FilterChip[];
  onRemove: (key: string) => void;
}

/** What a list is filtered by beyond its toolbar (a report's drill-down), each chip removable. */
export function FilterChips({ chips, onRemove }: FilterChipsProps) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label={F.label} className="flex flex-wrap gap-2" data-testid="filter-chips">
      {chips.map((chip) => (
        <li
          key={chip.key}
          className="inline-flex items-center gap-1 rounded-full border bg-muted py-0.5 pr-0.5 pl-3 text-sm"
        >
          <span>{chip.label}</span>
          <button
            type="button"
            className="inline-flex size-7 items-center justify-center rounded-full text-muted-foreground hover:bg-background hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            aria-label={F.remove(chip.label)}
            onClick={() => onRemove(chip.key)}
          >
            <XIcon className="size-4" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
