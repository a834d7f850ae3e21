import { AppShell } from '@/modules/app-shell/components/AppShell';
import { ForcedPasswordChangeEffect } from '@/modules/auth/components/ForcedPasswordChangeEffect';
import { ProtectedRoute } from '@/modules/auth/components/ProtectedRoute';
import { HubspotAutoSyncEffect } from '@/modules/hubspot/components/HubspotAutoSyncEffect';
import { BreadcrumbTrackerEffect } from '@/modules/navigation/components/BreadcrumbTrackerEffect';
import { RealtimeEventsEffect } from '@/modules/realtime/components/RealtimeEventsEffect';

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
