import { HUBSPOT_JOBS } from '@northdesk/shared';
import { defineJob } from '../../lib/jobs/define-job.ts';
import { runHubspotSync, type SyncJobData } from './hubspot-sync.service.ts';

/** A tenant's HubSpot sync (incremental or full); one per tenant at a time. */
export const hubspotSyncJob = defineJob<SyncJobData>({
  name: HUBSPOT_JOBS.sync,
  singletonPerTenant: true,
  retryLimit: 3,
  retryDelaySeconds: 30,
  retryBackoff: true,
  // A full sync of a large account at HubSpot's rate takes a while (300,000 records ≈ 5 min at 100
  // requests per 10 s); a run that dies is picked up by the heartbeat long before this.
  expireInSeconds: 3 * 60 * 60,
  concurrency: 2,
  run: (job, deps) => runHubspotSync(deps, job),
});
