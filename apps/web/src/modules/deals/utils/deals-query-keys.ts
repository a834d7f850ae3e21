import type { DealBoardQuery, DealListQuery } from '@northdesk/shared';

/** React Query keys of the deals area; invalidating `all` refreshes every deals view. */
export const dealsQueryKeys = {
  all: ['deals'] as const,
  board: (query: DealBoardQuery) => ['deals', 'board', query] as const,
  boards: ['deals', 'board'] as const,
  list: (query: DealListQuery) => ['deals', 'list', query] as const,
  detail: (id: string) => ['deals', 'detail', id] as const,
  owners: ['deals', 'owners'] as const,
  pipelines: ['pipelines'] as const,
};

/** A query string of the defined, non-empty values. */
export function queryString(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, unknown][])
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}
