import {
  LIST_FILTERS_COPY as F,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadStatus,
} from '@northdesk/shared';

/**
 * A report's drill-down filters on the companies and contacts lists (issue 23 item 4), kept in the
 * address: created between two days (London, as the reports count months), lead status and source.
 * '' when not set.
 */
export interface RecordFilterState<S extends string = string> {
  createdFrom: string;
  createdTo: string;
  leadStatus: LeadStatus | '';
  source: S | '';
}

/** The set filters only: what the API query, the export and the bulk actions take. */
export type RecordFilterQuery<S extends string = string> = {
  createdFrom?: string;
  createdTo?: string;
  leadStatus?: LeadStatus;
  source?: S;
};

export const NO_RECORD_FILTERS: RecordFilterState<never> = {
  createdFrom: '',
  createdTo: '',
  leadStatus: '',
  source: '',
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters in `params`; unknown values are dropped (the server would refuse them). */
export function parseRecordFilters<S extends string>(
  params: URLSearchParams,
  sources: readonly S[],
): RecordFilterState<S> {
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return ISO_DAY.test(value) ? value : '';
  };
  const leadStatus = LEAD_STATUSES.find((status) => status === params.get('leadStatus'));
  const source = sources.find((known) => known === params.get('source'));
  return {
    createdFrom: day('createdFrom'),
    createdTo: day('createdTo'),
    leadStatus: leadStatus ?? '',
    source: source ?? '',
  };
}

/** Writes the set filters into `params`. */
export function writeRecordFilters(params: URLSearchParams, state: RecordFilterState<string>): void {
  for (const key of ['createdFrom', 'createdTo', 'leadStatus', 'source'] as const)
    if (state[key]) params.set(key, state[key]);
}

/** The set filters only, for the API query, the export and the bulk actions. */
export function recordFilterQuery<S extends string>(state: RecordFilterState<S>): RecordFilterQuery<S> {
  const query: RecordFilterQuery<S> = {};
  if (state.createdFrom) query.createdFrom = state.createdFrom;
  if (state.createdTo) query.createdTo = state.createdTo;
  if (state.leadStatus) query.leadStatus = state.leadStatus;
  if (state.source) query.source = state.source;
  return query;
}

export const hasRecordFilter = (state: RecordFilterState) =>
  Boolean(state.createdFrom || state.createdTo || state.leadStatus || state.source);

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const showDay = (day: string) => (day ? dayFormat.format(new Date(`${day}T00:00:00Z`)) : '');

export type RecordFilterChip = {
  key: string;
  label: string;
  clear: Partial<RecordFilterState<never>>;
};

/** One chip per set filter: what it says and what removing it clears. */
export function recordFilterChips<S extends string>(
  state: RecordFilterState<S>,
  sourceLabels: Readonly<Record<S, string>>,
): RecordFilterChip[] {
  const chips: RecordFilterChip[] = [];
  if (state.createdFrom || state.createdTo)
    chips.push({
      key: 'created',
      label: F.created(showDay(state.createdFrom), showDay(state.createdTo)),
      clear: { createdFrom: '', createdTo: '' },
    });
  if (state.leadStatus)
    chips.push({
      key: 'leadStatus',
      label: F.leadStatus(LEAD_STATUS_LABELS[state.leadStatus]),
      clear: { leadStatus: '' },
    });
  if (state.source)
    chips.push({
      key: 'source',
      label: F.source(sourceLabels[state.source]),
      clear: { source: '' },
    });
  return chips;
}
