import {
  ACTIVITIES_COPY,
  ACTIVITY_SEARCH_DEBOUNCE_MS,
  ACTIVITY_TYPE_LABELS,
  ACTIVITY_TYPES,
  type ActivityType,
} from '@northdesk/shared';
import { SearchIcon, XIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { OwnerFilterSelect } from '@/modules/ownership/components/OwnerFilterSelect';
import { useDebouncedValue } from '@/modules/ui/hooks/useDebouncedValue';
import { type ActivitiesListState, isFiltered } from '../utils/activities-url-state';

const ALL_TYPES = '__all__';

interface ActivitiesToolbarProps {
  state: ActivitiesListState;
  onChange: (change: Partial<ActivitiesListState>) => void;
}

/** /activities filters: search (debounced), type, who logged it, a range of London days; Clear. */
export function ActivitiesToolbar({ state, onChange }: ActivitiesToolbarProps) {
  const [text, setText] = useState(state.search);
  const debounced = useDebouncedValue(text, ACTIVITY_SEARCH_DEBOUNCE_MS);
  const pushed = useRef(state.search);

  // A search that did not come from this box (Back, a link, Clear) replaces what it shows.
  useEffect(() => {
    if (state.search !== pushed.current) {
      pushed.current = state.search;
      setText(state.search);
    }
  }, [state.search]);
  useEffect(() => {
    if (debounced.value !== pushed.current) {
      pushed.current = debounced.value;
      onChange({ search: debounced.value });
    }
  }, [debounced.value, onChange]);

  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label={ACTIVITIES_COPY.searchLabel}
            placeholder={ACTIVITIES_COPY.searchPlaceholder}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="pl-9"
          />
        </div>
        <Select
          value={state.type || ALL_TYPES}
          onValueChange={(value) => onChange({ type: value === ALL_TYPES ? '' : (value as ActivityType) })}
        >
          <SelectTrigger className="w-full sm:w-44" aria-label={ACTIVITIES_COPY.typeFilterLabel}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_TYPES}>{ACTIVITIES_COPY.allTypes}</SelectItem>
            {ACTIVITY_TYPES.map((type) => (
              <SelectItem key={type} value={type}>
                {ACTIVITY_TYPE_LABELS[type]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <OwnerFilterSelect
          value={state.createdBy}
          label={ACTIVITIES_COPY.ownerFilterLabel}
          onChange={(createdBy) => onChange({ createdBy })}
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor="activities-from">{ACTIVITIES_COPY.fromLabel}</Label>
          <Input
            id="activities-from"
            type="date"
            className="w-40"
            value={state.from}
            max={state.to || undefined}
            onChange={(event) => onChange({ from: event.target.value })}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="activities-to">{ACTIVITIES_COPY.toLabel}</Label>
          <Input
            id="activities-to"
            type="date"
            className="w-40"
            value={state.to}
            min={state.from || undefined}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        </div>
        {isFiltered(state) ? (
          <Button
            variant="ghost"
            onClick={() => onChange({ search: '', type: '', createdBy: '', from: '', to: '' })}
          >
            <XIcon aria-hidden="true" />
            {ACTIVITIES_COPY.clearFilters}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
