import { BULK_ACTIONS_JOB } from '@northdesk/shared';
import { defineJob } from '../../lib/jobs/define-job.ts';
import { type BulkJobData, runBulkAction } from './bulk-actions.service.ts';

/** A bulk change of companies or contacts; one per tenant at a time (a second is a 409). */
export const bulkActionsJob = defineJob<BulkJobData>({
  name: BULK_ACTIONS_JOB,
  singletonPerTenant: true,
  retryLimit: 2,
  expireInSeconds: 60 * 60,
  run: (job, deps) => runBulkAction(deps.database.db, job),
});
