import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type UrlListState = { search: string; status: string; page: number };

/**
 * A list's search, status filter and page, kept in the address (so a link or Back shows the same
 * list). A new search or status starts again at page 1; typing replaces the history entry.
 */
export function useUrlListState(defaultStatus: string) {
  const [params, setParams] = useSearchParams();
  const state = useMemo<UrlListState>(() => {
    const page = Number(params.get('page'));
    return {
      search: params.get('search') ?? '',
      status: params.get('status') ?? defaultStatus,
      page: Number.isInteger(page) && page > 1 ? page : 1,
    };
  }, [params, defaultStatus]);

  const update = useCallback(
    (change: Partial<UrlListState>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const merged = {
            search: change.search ?? current.get('search') ?? '',
            status: change.status ?? current.get('status') ?? defaultStatus,
            page: change.page ?? 1,
          };
          for (const [key, value, empty] of [
            ['search', merged.search, ''],
            ['status', merged.status, defaultStatus],
            ['page', String(merged.page), '1'],
          ] as const) {
            if (value === empty) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: change.search !== undefined },
      );
    },
    [setParams, defaultStatus],
  );

  return { state, update };
}
