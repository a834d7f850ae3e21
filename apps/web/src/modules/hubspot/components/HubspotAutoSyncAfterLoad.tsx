import { Suspense, useEffect, useState } from 'react';
import { afterPageLoad } from '@/lib/after-page-load';
import { lazyPart } from '@/modules/ui/utils/lazy-part';

// The automatic sync's code (its job polling and schema) is fetched when it starts, not with every
// page's first load (issue 17).
const HubspotAutoSyncEffect = lazyPart(() => import('./HubspotAutoSyncEffect'), 'HubspotAutoSyncEffect');

/**
 * Starts the automatic HubSpot sync (HubspotAutoSyncEffect) once the page has loaded and the main
 * thread is idle: a sync the server may start in the background has no place in the first paint.
 */
export function HubspotAutoSyncAfterLoad() {
  const [started, setStarted] = useState(false);
  useEffect(() => afterPageLoad(() => setStarted(true), 0), []);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <HubspotAutoSyncEffect />
    </Suspense>
  );
}
