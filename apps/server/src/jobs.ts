import { bulkActionsJob } from './features/bulk-actions/bulk-actions.jobs.ts';
import { slackPollJob } from './features/chat/slack/slack-poll.job.ts';
import { bulkEnrichJob, hubspotRelinkJob, hubspotSyncJob } from './features/hubspot/hubspot.jobs.ts';
import { importJob } from './features/imports/imports.jobs.ts';
import { mailDeliveryJob } from './features/mail/mailer.ts';
import { pendingFileSweepJob } from './features/pending-files/pending-files.jobs.ts';
import type { JobDefinition } from './lib/jobs/define-job.ts';

/**
 * Every kind of background job, one line per feature (like routes.ts). A job kind missing here
 * cannot be enqueued.
 */
export const jobDefinitions: readonly JobDefinition<object>[] = [
  mailDeliveryJob,
  pendingFileSweepJob,
  hubspotSyncJob,
  hubspotRelinkJob,
  bulkEnrichJob,
  slackPollJob,
  bulkActionsJob,
  importJob,
];

/** Recurring system jobs (cron, UTC); each run happens on one node. */
export const jobSchedules: readonly { job: JobDefinition<object>; cron: string }[] = [
  { job: pendingFileSweepJob, cron: '*/15 * * * *' },
];
