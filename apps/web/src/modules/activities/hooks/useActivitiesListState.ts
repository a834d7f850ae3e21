import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ActivitiesListState,
  activitiesListSearchParams,
  parseActivitiesListState,
} from '../utils/activities-url-state';

/** The /activities filters and page position, read from and written to the address. */
export function useActivitiesListState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseActivitiesListState(params), [params]);

  const update = useCallback(
    (change: Partial<ActivitiesListState>) => {
      setParams(
        (current) => {
          // A new filter starts again at the newest page; a page step names its own position.
          const paging = change.before !== undefined || change.after !== undefined;
          const next = {
            ...parseActivitiesListState(current),
            ...change,
            ...(paging ? {} : { before: '', after: '' }),
          };
          return activitiesListSearchParams(next);
        },
        // Typing replaces the entry; a filter or a page is a step Back can undo.
        { replace: change.search !== undefined },
      );
    },
    [setParams],
  );

  return { state, update };
}
