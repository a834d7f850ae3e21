import { DEAL_SORTS, type DealSort } from '@northdesk/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type DealView = 'board' | 'list';
export type DealStatusFilter = 'open' | 'won' | 'lost' | 'all';

export type DealFilters = {
  view: DealView;
  pipelineId: string;
  owner: string;
  crmCompanyId: string;
  /** The filtered company's name, kept beside its id so the picker shows it after a reload. */
  companyName: string;
  stageId: string;
  status: DealStatusFilter;
  closeMonth: string;
  /** Closed on these days and the lost reason ("none": without one): links from the reports. */
  closedFrom: string;
  closedTo: string;
  lostReasonId: string;
  /** Whole days from creation to won (inclusive): a sales-cycle bar of the reports. */
  cycleMinDays: string;
  cycleMaxDays: string;
  search: string;
  sort: DealSort;
  dir: 'asc' | 'desc';
  page: number;
};

const DEFAULTS: DealFilters = {
  view: 'board',
  pipelineId: '',
  owner: '',
  crmCompanyId: '',
  companyName: '',
  stageId: '',
  status: 'open',
  closeMonth: '',
  closedFrom: '',
  closedTo: '',
  lostReasonId: '',
  cycleMinDays: '',
  cycleMaxDays: '',
  search: '',
  sort: 'closeDate',
  dir: 'asc',
  page: 1,
};

const isSort = (value: string | null): value is DealSort =>
  (DEAL_SORTS as readonly (string | null)[]).includes(value);
const STATUSES: readonly string[] = ['open', 'won', 'lost', 'all'];

/**
 * The deals page's view, filters, sort and page, kept in the address so a link, a reload or Back
 * shows the same deals. Any change but the page starts again at page 1.
 */
export function useDealFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<DealFilters>(() => {
    const page = Number(params.get('page'));
    const status = params.get('status');
    const sort = params.get('sort');
    return {
      view: params.get('view') === 'list' ? 'list' : 'board',
      pipelineId: params.get('pipelineId') ?? '',
      owner: params.get('owner') ?? '',
      crmCompanyId: params.get('crmCompanyId') ?? '',
      companyName: params.get('companyName') ?? '',
      stageId: params.get('stageId') ?? '',
      status: status && STATUSES.includes(status) ? (status as DealStatusFilter) : DEFAULTS.status,
      closeMonth: params.get('closeMonth') ?? '',
      closedFrom: params.get('closedFrom') ?? '',
      closedTo: params.get('closedTo') ?? '',
      lostReasonId: params.get('lostReasonId') ?? '',
      cycleMinDays: params.get('cycleMinDays') ?? '',
      cycleMaxDays: params.get('cycleMaxDays') ?? '',
      search: params.get('search') ?? '',
      sort: isSort(sort) ? sort : DEFAULTS.sort,
      dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
      page: Number.isInteger(page) && page > 1 ? page : 1,
    };
  }, [params]);

  const update = useCallback(
    (change: Partial<DealFilters>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const withPage = { ...change, page: change.page ?? 1 };
          for (const [key, value] of Object.entries(withPage)) {
            const text = String(value ?? '');
            if (text === String(DEFAULTS[key as keyof DealFilters])) next.delete(key);
            else next.set(key, text);
          }
          return next;
        },
        { replace: change.search !== undefined },
      );
    },
    [setParams],
  );

  const clear = useCallback(() => {
    setParams((current) => {
      const next = new URLSearchParams();
      const view = current.get('view');
      if (view) next.set('view', view);
      return next;
    });
  }, [setParams]);

  const filtered = Boolean(
    filters.owner ||
      filters.crmCompanyId ||
      filters.closeMonth ||
      filters.search ||
      filters.stageId ||
      filters.closedFrom ||
      filters.closedTo ||
      filters.lostReasonId ||
      filters.cycleMinDays ||
      filters.cycleMaxDays,
  );
  return { filters, update, clear, filtered };
}
