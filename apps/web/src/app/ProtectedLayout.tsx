import { sectionAccessQuery } from '@/modules/access/hooks/useSectionAccess';
import { AppShell, loadDesktopShell } from '@/modules/app-shell/components/AppShell';
import { ForcedPasswordChangeEffect } from '@/modules/auth/components/ForcedPasswordChangeEffect';
import { ProtectedRoute } from '@/modules/auth/components/ProtectedRoute';
import { HubspotAutoSyncEffect } from '@/modules/hubspot/components/HubspotAutoSyncEffect';
import { usesMobileShellNow } from '@/modules/mobile/hooks/useUsesMobileShell';
import { BreadcrumbTrackerEffect } from '@/modules/navigation/components/BreadcrumbTrackerEffect';
import { RealtimeEventsEffect } from '@/modules/realtime/components/RealtimeEventsEffect';
import { appQueryClient } from './query-client';

/**
 * What the layout's first render needs (lazy-page.ts): the user's levels (preloaded with the
 * page), so pages show what they offer at once, and on a desktop the layout's chunk, run.
 */
export function prepareProtectedLayout(): Promise<unknown> {
  return Promise.all([
    appQueryClient.prefetchQuery(sectionAccessQuery),
    usesMobileShellNow() ? null : loadDesktopShell(),
  ]);
}

/** Everything behind the sign-in guard renders inside this layout. */
export function ProtectedLayout() {
  return (
    <ProtectedRoute>
      <ForcedPasswordChangeEffect />
      <RealtimeEventsEffect />
      <BreadcrumbTrackerEffect />
      <HubspotAutoSyncEffect />
      <AppShell />
    </ProtectedRoute>
  );
}
