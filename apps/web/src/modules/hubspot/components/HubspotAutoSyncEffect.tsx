import { fillCopy, HUBSPOT_COPY, hubspotAutoSyncResponseSchema } from '@northdesk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toaster';
import { apiFetch } from '@/lib/api-client';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { useProfile } from '@/modules/profile/hooks/useProfile';
import { useBackgroundJob } from '../hooks/useBackgroundJob';
import { useJobOutcomeEffect } from '../hooks/useJobOutcomeEffect';
import { syncCountsOf } from '../utils/sync-counts';

const TOAST_MS = 3_000;

/**
 * After the profile loads: asks the server for the automatic HubSpot sync (it starts one only when
 * the tenant is connected and the last sync is missing or older than 4 hours), then follows the job.
 * "HubSpot sync: {n} new, {m} updated" for 3 seconds when either count is above 0; a failure is
 * only logged (spec: no toast).
 */
export function HubspotAutoSyncEffect() {
  const { data: profile } = useProfile();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const asked = useRef<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const { data: job } = useBackgroundJob(jobId);
  // Once per user and tenant (a company switch asks again), after the profile has loaded.
  const tenant = profile && user ? `${profile.id}:${user.companyId}` : null;

  useEffect(() => {
    if (!tenant || asked.current === tenant) return;
    asked.current = tenant;
    apiFetch('/api/hubspot/auto-sync', { method: 'POST', body: {}, schema: hubspotAutoSyncResponseSchema })
      .then(({ jobId: started }) => setJobId(started))
      .catch((error: unknown) => console.warn('HubSpot automatic sync could not start', error));
  }, [tenant]);

  useJobOutcomeEffect(job, (ended) => {
    if (ended.status !== 'completed') {
      console.warn('HubSpot automatic sync failed', ended.error);
      return;
    }
    const counts = syncCountsOf(ended.result);
    if (counts && (counts.newRecords > 0 || counts.updatedRecords > 0)) {
      toast.success(
        fillCopy(HUBSPOT_COPY.autoSyncToast, { n: counts.newRecords, m: counts.updatedRecords }),
        {
          duration: TOAST_MS,
        },
      );
      void queryClient.invalidateQueries();
    }
  });
  return null;
}
