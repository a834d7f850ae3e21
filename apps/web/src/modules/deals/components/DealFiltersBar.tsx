import { DEALS_COPY as C } from '@northdesk/shared';
import { SearchIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { CompanyPicker } from '@/modules/companies/components/CompanyPicker';
import { useDebouncedValue } from '@/modules/ui/hooks/useDebouncedValue';
import type { DealFilters, DealStatusFilter } from '../hooks/useDealFilters';
import { useDealOwners } from '../hooks/useDealOwners';
import { usePipelines } from '../hooks/usePipelines';

const EVERYONE = '__everyone__';
const ANY = '__any__';

/** The next twelve and last twelve months, newest first, as YYYY-MM with a readable label. */
function closeMonths(now = new Date()): { value: string; label: string }[] {
  const months: { value: string; label: string }[] = [];
  for (let offset = 12; offset >= -12; offset--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
    months.push({
      value: d.toISOString().slice(0, 7),
      label: d.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    });
  }
  return months;
}

interface DealFiltersBarProps {
  filters: DealFilters;
  update: (change: Partial<DealFilters>) => void;
  clear: () => void;
  filtered: boolean;
}

/** Search, pipeline, owner (Everyone / Mine / a user); the list adds status and close month. */
export function DealFiltersBar({ filters, update, clear, filtered }: DealFiltersBarProps) {
  const owners = useDealOwners();
  const pipelines = usePipelines();
  const [typed, setTyped] = useState(filters.search);
  const { value: search } = useDebouncedValue(typed, 300);
  useEffect(() => {
    if (search !== filters.search) update({ search });
  }, [search, filters.search, update]);
  const ownerLabel =
    filters.owner === 'mine'
      ? C.ownerMine
      : (owners.data?.owners.find((o) => o.id === filters.owner)?.name ?? C.ownerAll);
  const isList = filters.view === 'list';

  return (
    <div className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-center">
      <div className="relative md:w-64">
        <SearchIcon
          className="-translate-y-1/2 absolute top-1/2 left-3 size-4 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={C.search}
          aria-label={C.search}
          className="pl-9"
        />
      </div>
      {(pipelines.data?.pipelines.length ?? 0) > 1 ? (
        <Select
          value={filters.pipelineId || pipelines.data?.pipelines[0]?.id}
          onValueChange={(pipelineId) => update({ pipelineId })}
        >
          <SelectTrigger className="md:w-48" aria-label={C.pipeline}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {pipelines.data?.pipelines.map((p) => (
              <SelectItem key={p.id} value={p.id}>
                {p.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ) : null}
      <Select
        value={filters.owner || EVERYONE}
        onValueChange={(owner) => update({ owner: owner === EVERYONE ? '' : owner })}
      >
        <SelectTrigger className="md:w-48" aria-label={`${C.owner}: ${ownerLabel}`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={EVERYONE}>{C.ownerAll}</SelectItem>
          <SelectItem value="mine">{C.ownerMine}</SelectItem>
          {owners.data?.owners.map((o) => (
            <SelectItem key={o.id} value={o.id}>
              {o.name ?? o.id}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <div className="md:w-64">
        <label htmlFor="deals-company-filter" className="sr-only">
          {C.company}
        </label>
        <CompanyPicker
          allowCreate={false}
          id="deals-company-filter"
          value={filters.crmCompanyId ? { id: filters.crmCompanyId, name: filters.companyName } : null}
          onChange={(company) =>
            update({ crmCompanyId: company?.id ?? '', companyName: company?.name ?? '' })
          }
        />
      </div>
      {isList ? (
        <>
          <Select
            value={filters.status}
            onValueChange={(status) => update({ status: status as DealStatusFilter })}
          >
            <SelectTrigger
              className="md:w-40"
              aria-label={`${C.status}: ${filters.status === 'all' ? C.statusAll : C.statusLabels[filters.status]}`}
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="open">{C.statusLabels.open}</SelectItem>
              <SelectItem value="won">{C.statusLabels.won}</SelectItem>
              <SelectItem value="lost">{C.statusLabels.lost}</SelectItem>
              <SelectItem value="all">{C.statusAll}</SelectItem>
            </SelectContent>
          </Select>
          <Select
            value={filters.closeMonth || ANY}
            onValueChange={(month) => update({ closeMonth: month === ANY ? '' : month })}
          >
            <SelectTrigger className="md:w-48" aria-label={C.closeMonth}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>{C.closeMonthAll}</SelectItem>
              {closeMonths().map((m) => (
                <SelectItem key={m.value} value={m.value}>
                  {m.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </>
      ) : null}
      {filtered ? (
        <Button
          variant="ghost"
          onClick={() => {
            setTyped('');
            clear();
          }}
        >
          {C.clearFilters}
        </Button>
      ) : null}
    </div>
  );
}
