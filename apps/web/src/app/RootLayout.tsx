import { Outlet, ScrollRestoration } from 'react-router';
import { AppUpdateDialog } from '@/modules/app-update/components/AppUpdateDialog';
import { ServiceWorkerEffect } from '@/modules/app-update/components/ServiceWorkerEffect';
import { AuthBroadcastEffect } from '@/modules/auth/components/AuthBroadcastEffect';
import { CrossAppSignInEffect } from '@/modules/auth/components/CrossAppSignInEffect';

export function RootLayout() {
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
