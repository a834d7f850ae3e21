import { DEFAULT_REPORT_RANGE, REPORT_RANGES, type ReportRange } from '@northdesk/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type ReportFilters = {
  range: ReportRange;
  /** Custom range only: first and last day (YYYY-MM-DD). */
  from: string;
  to: string;
  /** "mine", a user id, or '' for everyone. */
  owner: string;
  pipelineId: string;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRange = (value: string | null): value is ReportRange =>
  (REPORT_RANGES as readonly (string | null)[]).includes(value);

/** The query string the API and the address share (defaults left out). */
export function reportQueryString(filters: ReportFilters): string {
  const params = new URLSearchParams();
  if (filters.range !== DEFAULT_REPORT_RANGE) params.set('range', filters.range);
  if (filters.range === 'custom') {
    if (filters.from) params.set('from', filters.from);
    if (filters.to) params.set('to', filters.to);
  }
  if (filters.owner) params.set('owner', filters.owner);
  if (filters.pipelineId) params.set('pipelineId', filters.pipelineId);
  return params.toString();
}

/** The /reports filters, kept in the address so "Copy link", a reload or Back show the same view. */
export function useReportFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<ReportFilters>(() => {
    const range = params.get('range');
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    return {
      range: isRange(range) ? range : DEFAULT_REPORT_RANGE,
      from: DATE.test(from) ? from : '',
      to: DATE.test(to) ? to : '',
      owner: params.get('owner') ?? '',
      pipelineId: params.get('pipelineId') ?? '',
    };
  }, [params]);

  const update = useCallback(
    (change: Partial<ReportFilters>) => {
      setParams((current) => {
        const range = current.get('range');
        const base: ReportFilters = {
          range: isRange(range) ? range : DEFAULT_REPORT_RANGE,
          from: current.get('from') ?? '',
          to: current.get('to') ?? '',
          owner: current.get('owner') ?? '',
          pipelineId: current.get('pipelineId') ?? '',
        };
        return new URLSearchParams(reportQueryString({ ...base, ...change }));
      });
    },
    [setParams],
  );

  /** A custom range is asked for only once both days are there and in order. */
  const ready =
    filters.range !== 'custom' || Boolean(filters.from && filters.to && filters.from <= filters.to);
  return { filters, update, ready };
}
