import { HUBSPOT_JOBS } from '@northdesk/shared';
import { defineJob } from '../../lib/jobs/define-job.ts';
import { bulkEnrich } from './bulk-enrich.service.ts';
import { relinkContacts } from './hubspot-relink.service.ts';
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

/** Re-links the tenant's contacts to companies (HubSpot associations, then email domains). */
export const hubspotRelinkJob = defineJob<object>({
  name: HUBSPOT_JOBS.relink,
  singletonPerTenant: true,
  retryLimit: 1,
  run: (job, deps) => relinkContacts(deps, job),
});

/** Enriches up to 50 companies with a domain and no city, one per second. */
export const bulkEnrichJob = defineJob<object>({
  name: HUBSPOT_JOBS.bulkEnrich,
  singletonPerTenant: true,
  // Not retried: a second pass would refetch sites that already answered.
  retryLimit: 0,
  expireInSeconds: 30 * 60,
  run: (job, deps) => bulkEnrich(deps, job),
});
