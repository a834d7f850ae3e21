import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ContactsListState,
  contactsListSearchParams,
  parseContactsListState,
} from '../utils/contacts-url-state';

/** The list's search, category, country and page, read from and written to the address. */
export function useContactsListState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseContactsListState(params), [params]);

  const update = useCallback(
    (change: Partial<ContactsListState>) => {
      setParams(
        (current) => {
          const previous = parseContactsListState(current);
          // A new search, category or country starts again at page 1.
          const next = { ...previous, ...change, page: change.page ?? 1 };
          return contactsListSearchParams(next);
        },
        { replace: change.page === undefined },
      );
    },
    [setParams],
  );

  return { state, update };
}
