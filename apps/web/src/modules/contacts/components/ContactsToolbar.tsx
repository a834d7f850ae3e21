import {
  CONTACT_CATEGORY_FILTERS,
  CONTACT_SORTS,
  CONTACTS_COPY,
  CONTACTS_SEARCH_DEBOUNCE_MS,
  type ContactCategoryFilter,
} from '@northdesk/shared';
import { SearchIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { OwnerFilterSelect } from '@/modules/ownership/components/OwnerFilterSelect';
import { ListSortControl } from '@/modules/ui/components/ListSortControl';
import { useDebouncedValue } from '@/modules/ui/hooks/useDebouncedValue';
import { useContactCountries } from '../hooks/useContactCountries';
import type { ContactsListState } from '../utils/contacts-url-state';

const ALL_COUNTRIES = '__all__';

interface ContactsToolbarProps {
  state: ContactsListState;
  onChange: (change: Partial<ContactsListState>) => void;
}

const isCategory = (value: string): value is ContactCategoryFilter =>
  (CONTACT_CATEGORY_FILTERS as readonly string[]).includes(value);

/** Search (800 ms debounce), country filter and the category switch of the contacts page. */
export function ContactsToolbar({ state, onChange }: ContactsToolbarProps) {
  const [text, setText] = useState(state.search);
  const { value: debounced } = useDebouncedValue(text, CONTACTS_SEARCH_DEBOUNCE_MS);
  const countries = useContactCountries(state.category);

  // The address changed from outside (back button): show its search.
  useEffect(() => {
    setText(state.search);
  }, [state.search]);

  // Only the settled text searches; the latest props are read through a ref.
  const latest = useRef({ onChange, search: state.search });
  latest.current = { onChange, search: state.search };
  useEffect(() => {
    if (debounced !== latest.current.search) latest.current.onChange({ search: debounced });
  }, [debounced]);

  const isTyping = text !== debounced;

  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative min-w-0 flex-1">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={CONTACTS_COPY.searchPlaceholder}
            aria-label={CONTACTS_COPY.searchLabel}
            className="pl-9"
          />
          {isTyping ? (
            <span
              className="absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground text-xs"
              aria-live="polite"
            >
              {CONTACTS_COPY.typing}
            </span>
          ) : null}
        </div>
        <Select
          value={state.country || ALL_COUNTRIES}
          onValueChange={(value) => onChange({ country: value === ALL_COUNTRIES ? '' : value })}
        >
          <SelectTrigger className="w-full sm:w-56" aria-label={CONTACTS_COPY.countryLabel}>
            <SelectValue placeholder={CONTACTS_COPY.allCountries} />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_COUNTRIES}>{CONTACTS_COPY.allCountries}</SelectItem>
            {state.country && !countries.data?.some((c) => c.country === state.country) ? (
              <SelectItem value={state.country}>{state.country}</SelectItem>
            ) : null}
            {(countries.data ?? []).map(({ country, count }) => (
              <SelectItem key={country} value={country}>
                {`${country} (${count})`}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <OwnerFilterSelect value={state.owner} onChange={(owner) => onChange({ owner })} />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Tabs
          value={state.category}
          onValueChange={(value) => {
            if (isCategory(value)) onChange({ category: value });
          }}
        >
          <TabsList aria-label={CONTACTS_COPY.categoryLabel} className="h-auto w-full flex-wrap sm:w-fit">
            {CONTACT_CATEGORY_FILTERS.map((category) => (
              // A filter over the one list below, not panels of their own: no aria-controls to a panel that is never rendered.
              <TabsTrigger key={category} value={category} aria-controls={undefined}>
                {CONTACTS_COPY.categories[category]}
              </TabsTrigger>
            ))}
          </TabsList>
        </Tabs>
        <ListSortControl
          keys={CONTACT_SORTS}
          sort={state.sort}
          dir={state.dir}
          onChange={(sort, dir) => onChange({ sort, dir })}
        />
      </div>
    </div>
  );
}
