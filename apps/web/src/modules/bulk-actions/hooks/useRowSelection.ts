import { useCallback, useMemo, useState } from 'react';

/**
 * Rows chosen on a list (issue 24 item 5): some ids, or every row matching the list's filters.
 * Cleared whenever the filters change (the caller keys it by them).
 */
export function useRowSelection(filterKey: string) {
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<string>; allMatching: boolean }>({
    key: filterKey,
    ids: new Set(),
    allMatching: false,
  });
  // Other filters: start again (a selection never outlives the rows it was made on).
  const current =
    state.key === filterKey ? state : { key: filterKey, ids: new Set<string>(), allMatching: false };
  const toggle = useCallback(
    (id: string) =>
      setState((s) => {
        const ids = new Set(s.key === filterKey ? s.ids : []);
        if (ids.has(id)) ids.delete(id);
        else ids.add(id);
        return { key: filterKey, ids, allMatching: false };
      }),
    [filterKey],
  );
  const togglePage = useCallback(
    (pageIds: readonly string[]) =>
      setState((s) => {
        const ids = new Set(s.key === filterKey ? s.ids : []);
        const all = pageIds.every((id) => ids.has(id));
        for (const id of pageIds) {
          if (all) ids.delete(id);
          else ids.add(id);
        }
        return { key: filterKey, ids, allMatching: false };
      }),
    [filterKey],
  );
  const selectAllMatching = useCallback(
    () => setState((s) => ({ key: filterKey, ids: s.ids, allMatching: true })),
    [filterKey],
  );
  const clear = useCallback(
    () => setState({ key: filterKey, ids: new Set(), allMatching: false }),
    [filterKey],
  );
  return useMemo(
    () => ({
      ids: current.ids,
      allMatching: current.allMatching,
      toggle,
      togglePage,
      selectAllMatching,
      clear,
    }),
    [current.ids, current.allMatching, toggle, togglePage, selectAllMatching, clear],
  );
}
export type RowSelection = ReturnType<typeof useRowSelection>;
