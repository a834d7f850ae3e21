import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type CompaniesListState,
  companiesListSearchParams,
  parseCompaniesListState,
} from '../utils/companies-url-state';

/** The list's search, country and page, read from and written to the address. */
export function useCompaniesListState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseCompaniesListState(params), [params]);

  const update = useCallback(
    (change: Partial<CompaniesListState>) => {
      setParams(
        (current) => {
          // A new search or country starts again at page 1.
          const next = { ...parseCompaniesListState(current), ...change, page: change.page ?? 1 };
          return companiesListSearchParams(next);
        },
        // Typing replaces the entry; choosing a page or country is a step back can undo.
        { replace: change.search !== undefined },
      );
    },
    [setParams],
  );

  return { state, update };
}
