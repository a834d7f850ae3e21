import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { documentTitle } from '../utils/document-title';

/**
 * Names the tab and the history entry after the page. Runs on a new path only, so the
 * "CRM - {breadcrumb}" title a cross-app entry sets (useCrossAppSignIn) stays until the person moves on.
 */
export function DocumentTitleEffect() {
  const { pathname } = useLocation();

  useEffect(() => {
    document.title = documentTitle(pathname);
  }, [pathname]);

  return null;
}
