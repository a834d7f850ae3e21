import { sectionAccessQuery } from '@/modules/access/hooks/useSectionAccess';
import { AppShell, loadDesktopShell, loadMobileShell } from '@/modules/app-shell/components/AppShell';
import { ForcedPasswordChangeEffect } from '@/modules/auth/components/ForcedPasswordChangeEffect';
import { ProtectedRoute } from '@/modules/auth/components/ProtectedRoute';
import { HubspotAutoSyncAfterLoad } from '@/modules/hubspot/components/HubspotAutoSyncAfterLoad';
import { usesMobileShellNow } from '@/modules/mobile/hooks/useUsesMobileShell';
import { BreadcrumbTrackerEffect } from '@/modules/navigation/components/BreadcrumbTrackerEffect';
import { RealtimeEventsEffect } from '@/modules/realtime/components/RealtimeEventsEffect';
import { appQueryClient } from './query-client';

/**
 * What the layout's first render needs (lazy-page.ts): the user's levels (preloaded with the
 * page), so pages show what they offer at once, and the layout's chunk, run: the desktop's or, on
 * a phone or upright tablet, the phone's.
 */
export function prepareProtectedLayout(): Promise<unknown> {
  return Promise.all([
    appQueryClient.prefetchQuery(sectionAccessQuery),
    usesMobileShellNow() ? loadMobileShell() : loadDesktopShell(),
  ]);
}

/** Everything behind the sign-in guard renders inside this layout. */
export function ProtectedLayout() {
  return (
    <ProtectedRoute>
      <ForcedPasswordChangeEffect />
      <RealtimeEventsEffect />
      <BreadcrumbTrackerEffect />
      <HubspotAutoSyncAfterLoad />
      <AppShell />
    </ProtectedRoute>
  );
}
