import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { breadcrumbStore } from '../states/breadcrumb-store';
import { type ReturnTarget, returnTargetFor } from '../utils/breadcrumb-history';

/** Where "back" leads from the current page (the previous breadcrumb entry, else the dashboard). */
export function useBreadcrumbReturn(): ReturnTarget {
  const { pathname } = useLocation();
  const history = useSyncExternalStore(
    breadcrumbStore.subscribe,
    breadcrumbStore.getSnapshot,
    breadcrumbStore.getSnapshot,
  );
  return returnTargetFor(history, pathname);
}
