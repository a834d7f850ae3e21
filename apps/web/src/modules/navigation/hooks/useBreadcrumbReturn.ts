import { useLocation } from 'react-router';
import { useStore } from '@/modules/ui/states/create-store';
import { breadcrumbStore } from '../states/breadcrumb-store';
import { type ReturnTarget, returnTargetFor } from '../utils/breadcrumb-history';

/** Where "back" leads from the current page (the previous breadcrumb entry, else the dashboard). */
export function useBreadcrumbReturn(): ReturnTarget {
  const { pathname } = useLocation();
  const history = useStore(breadcrumbStore);
  return returnTargetFor(history, pathname);
}
