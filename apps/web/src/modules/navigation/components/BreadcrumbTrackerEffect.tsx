import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { breadcrumbStore } from '../states/breadcrumb-store';

/** Records every page the user visits in the breadcrumb history. */
export function BreadcrumbTrackerEffect() {
  const { pathname } = useLocation();

  useEffect(() => {
    breadcrumbStore.recordVisit(pathname);
  }, [pathname]);

  return null;
}
