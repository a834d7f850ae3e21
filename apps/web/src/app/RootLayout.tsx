import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AppUpdateDialog } from '@/modules/app-update/components/AppUpdateDialog';
import { ServiceWorkerEffect } from '@/modules/app-update/components/ServiceWorkerEffect';
import { AuthBroadcastEffect } from '@/modules/auth/components/AuthBroadcastEffect';
import { CrossAppSignInEffect } from '@/modules/auth/components/CrossAppSignInEffect';
import { isDecodablePath } from '@/modules/navigation/utils/is-decodable-path';
import { NotFoundPage } from '@/pages/errors/NotFoundPage';

export function RootLayout() {
  const { pathname } = useLocation();
  // A malformed page URL names no page: the 404 page, never a page that fails on its parameter.
  if (!isDecodablePath(pathname)) return <NotFoundPage />;
  return (
    <>
      <CrossAppSignInEffect />
      <AuthBroadcastEffect />
      <ServiceWorkerEffect />
      <Outlet />
      <AppUpdateDialog />
      <ScrollRestoration />
    </>
  );
}
