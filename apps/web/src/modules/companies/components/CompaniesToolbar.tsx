import {
  COMPANIES_COPY,
  COMPANY_SEARCH_DEBOUNCE_MS,
  COMPANY_SORTS,
  type CompanySort,
  type SortDirection,
} from '@northdesk/shared';
import { SearchIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { OwnerFilterSelect } from '@/modules/ownership/components/OwnerFilterSelect';
import { DeferredSelect } from '@/modules/ui/components/DeferredSelect';
import { ListSortControl } from '@/modules/ui/components/ListSortControl';
import { useDebouncedValue } from '@/modules/ui/hooks/useDebouncedValue';
import { useCompanyCountries } from '../hooks/useCompanyCountries';

const ALL_COUNTRIES = '__all__';

interface CompaniesToolbarProps {
  search: string;
  country: string;
  owner: string;
  sort: CompanySort;
  dir: SortDirection;
  onSearchChange: (search: string) => void;
  onCountryChange: (country: string) => void;
  onOwnerChange: (owner: string) => void;
  onSortChange: (sort: CompanySort, dir: SortDirection) => void;
}

/** Search box (800 ms debounce, "Typing..." meanwhile), the country filter with counts, the owner filter and the sort. */
export function CompaniesToolbar({
  search,
  country,
  owner,
  sort,
  dir,
  onSearchChange,
  onCountryChange,
  onOwnerChange,
  onSortChange,
}: CompaniesToolbarProps) {
  const [text, setText] = useState(search);
  const debounced = useDebouncedValue(text, COMPANY_SEARCH_DEBOUNCE_MS);
  const countries = useCompanyCountries();

  const pushed = useRef(search);

  // A search that did not come from this box (back/forward, a link) replaces what it shows.
  useEffect(() => {
    if (search !== pushed.current) {
      pushed.current = search;
      setText(search);
    }
  }, [search]);
  useEffect(() => {
    if (debounced.value !== pushed.current) {
      pushed.current = debounced.value;
      onSearchChange(debounced.value);
    }
  }, [debounced.value, onSearchChange]);

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label={COMPANIES_COPY.searchLabel}
          placeholder={COMPANIES_COPY.searchPlaceholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="pr-24 pl-9"
        />
        {debounced.isDebouncing ? (
          <span
            role="status"
            className="absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground text-xs"
          >
            {COMPANIES_COPY.typing}
          </span>
        ) : null}
      </div>
      <DeferredSelect
        value={country || ALL_COUNTRIES}
        options={[
          { value: ALL_COUNTRIES, label: COMPANIES_COPY.allCountries },
          ...(country && !countries.data?.countries.some((c) => c.country === country)
            ? [{ value: country, label: country }]
            : []),
          ...(countries.data?.countries ?? []).map((c) => ({
            value: c.country,
            label: COMPANIES_COPY.countryOption(c.country, c.count),
          })),
        ]}
        onValueChange={(value) => onCountryChange(value === ALL_COUNTRIES ? '' : value)}
        label={COMPANIES_COPY.countryFilterLabel}
        className="w-full sm:w-64"
      />
      <OwnerFilterSelect value={owner} onChange={onOwnerChange} />
      <ListSortControl keys={COMPANY_SORTS} sort={sort} dir={dir} onChange={onSortChange} />
    </div>
  );
}
