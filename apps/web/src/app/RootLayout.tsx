import { Outlet, ScrollRestoration } from 'react-router';
import { AuthBroadcastEffect } from '@/modules/auth/components/AuthBroadcastEffect';
import { CrossAppSignInEffect } from '@/modules/auth/components/CrossAppSignInEffect';

export function RootLayout() {
  return (
    <>
      <CrossAppSignInEffect />
      <AuthBroadcastEffect />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
