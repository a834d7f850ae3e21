import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AppUpdateDialog } from '@/modules/app-update/components/AppUpdateDialog';
import { ServiceWorkerEffect } from '@/modules/app-update/components/ServiceWorkerEffect';
import { AuthBroadcastEffect } from '@/modules/auth/components/AuthBroadcastEffect';
import { CrossAppSignInEffect } from '@/modules/auth/components/CrossAppSignInEffect';
import { DocumentTitleEffect } from '@/modules/navigation/components/DocumentTitleEffect';
import { isDecodablePath } from '@/modules/navigation/utils/is-decodable-path';
import { NotFoundPage } from '@/pages/errors/NotFoundPage';

export function RootLayout() {
  // Subscribes to navigation; the address bar's own path is read since the router's copy of it is
  // already normalised. A malformed page URL names no page: the 404 page, never a page that fails.
  useLocation();
  if (!isDecodablePath(window.location.pathname)) return <NotFoundPage />;
  return (
    <>
      <DocumentTitleEffect />
      <CrossAppSignInEffect />
      <AuthBroadcastEffect />
      <ServiceWorkerEffect />
      <Outlet />
      <AppUpdateDialog />
      <ScrollRestoration />
    </>
  );
}
