import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AppUpdatePrompt } from '@/modules/app-update/components/AppUpdatePrompt';
import { ServiceWorkerEffect } from '@/modules/app-update/components/ServiceWorkerEffect';
import { AuthBroadcastEffect } from '@/modules/auth/components/AuthBroadcastEffect';
import { CrossAppSignInEffect } from '@/modules/auth/components/CrossAppSignInEffect';
import { DocumentTitleEffect } from '@/modules/navigation/components/DocumentTitleEffect';
import { isDecodablePath } from '@/modules/navigation/utils/is-decodable-path';

// Rare (a malformed address): its own chunk, like the router's 404 route, not part of every first load.
const NotFoundPage = lazy(() =>
  import('@/pages/errors/NotFoundPage').then((module) => ({ default: module.NotFoundPage })),
);

export function RootLayout() {
  // Subscribes to navigation; the address bar's own path is read since the router's copy of it is
  // already normalised. A malformed page URL names no page: the 404 page, never a page that fails.
  useLocation();
  if (!isDecodablePath(window.location.pathname)) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return (
    <>
      <DocumentTitleEffect />
      <CrossAppSignInEffect />
      <AuthBroadcastEffect />
      <ServiceWorkerEffect />
      <Outlet />
      <AppUpdatePrompt />
      <ScrollRestoration />
    </>
  );
}
