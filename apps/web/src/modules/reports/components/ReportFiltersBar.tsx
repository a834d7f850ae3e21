import { REPORT_RANGES, REPORTS_COPY, type ReportRange } from '@northdesk/shared';
import { LinkIcon, PrinterIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { useDealOwners } from '@/modules/deals/hooks/useDealOwners';
import { usePipelines } from '@/modules/deals/hooks/usePipelines';
import type { ReportFilters } from '../hooks/useReportFilters';

const F = REPORTS_COPY.filters;
const EVERYONE = '__everyone__';
const ALL = '__all__';

interface ReportFiltersBarProps {
  filters: ReportFilters;
  update: (change: Partial<ReportFilters>) => void;
  /** Owners and pipelines come from the deals area: offered with deals access. */
  canReadDeals: boolean;
}

/** Date range, owner and pipeline (all kept in the address), Copy link and Print. */
export function ReportFiltersBar({ filters, update, canReadDeals }: ReportFiltersBarProps) {
  const owners = useDealOwners(canReadDeals);
  const pipelines = usePipelines(canReadDeals);
  const fromId = useId();
  const toId = useId();
  const ownerName =
    filters.owner === 'mine'
      ? F.mine
      : (owners.data?.owners.find((o) => o.id === filters.owner)?.name ?? F.everyone);
  const pipelineName =
    pipelines.data?.pipelines.find((p) => p.id === filters.pipelineId)?.name ?? F.allPipelines;

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success(REPORTS_COPY.linkCopied);
    } catch {
      toast.error(REPORTS_COPY.copyFailed);
    }
  };

  return (
    <div className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end print:hidden">
      <Select
        value={filters.range}
        onValueChange={(range) => {
          const next = range as ReportRange;
          update(next === 'custom' ? { range: next } : { range: next, from: '', to: '' });
        }}
      >
        <SelectTrigger className="md:w-48" aria-label={`${F.range}: ${F.ranges[filters.range]}`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {REPORT_RANGES.map((range) => (
            <SelectItem key={range} value={range}>
              {F.ranges[range]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {filters.range === 'custom' ? (
        <div className="flex gap-2">
          <div className="grid gap-1">
            <Label htmlFor={fromId}>{F.from}</Label>
            <Input
              id={fromId}
              type="date"
              value={filters.from}
              max={filters.to || undefined}
              onChange={(event) => update({ from: event.target.value })}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={toId}>{F.to}</Label>
            <Input
              id={toId}
              type="date"
              value={filters.to}
              min={filters.from || undefined}
              onChange={(event) => update({ to: event.target.value })}
            />
          </div>
        </div>
      ) : null}
      <Select
        value={filters.owner || EVERYONE}
        onValueChange={(owner) => update({ owner: owner === EVERYONE ? '' : owner })}
      >
        <SelectTrigger className="md:w-48" aria-label={`${F.owner}: ${ownerName}`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={EVERYONE}>{F.everyone}</SelectItem>
          <SelectItem value="mine">{F.mine}</SelectItem>
          {owners.data?.owners.map((o) => (
            <SelectItem key={o.id} value={o.id}>
              {o.name ?? o.id}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {canReadDeals ? (
        <Select
          value={filters.pipelineId || ALL}
          onValueChange={(pipelineId) => update({ pipelineId: pipelineId === ALL ? '' : pipelineId })}
        >
          <SelectTrigger className="md:w-48" aria-label={`${F.pipeline}: ${pipelineName}`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{F.allPipelines}</SelectItem>
            {pipelines.data?.pipelines.map((p) => (
              <SelectItem key={p.id} value={p.id}>
                {p.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ) : null}
      <div className="flex gap-2 md:ml-auto">
        <Button variant="outline" onClick={() => void copyLink()}>
          <LinkIcon aria-hidden="true" />
          {REPORTS_COPY.copyLink}
        </Button>
        <Button variant="outline" onClick={() => window.print()}>
          <PrinterIcon aria-hidden="true" />
          {REPORTS_COPY.print}
        </Button>
      </div>
    </div>
  );
}
