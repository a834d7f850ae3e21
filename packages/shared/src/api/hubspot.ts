import { z } from 'zod';

/** What one sync run did (docs/product/hubspot.md); every count is a number of records. */
export const hubspotSyncCountsSchema = z.object({
  newRecords: z.number().int(),
  updatedRecords: z.number().int(),
  skippedRecords: z.number().int(),
  totalFetched: z.number().int(),
  pushedRecords: z.number().int(),
  archivedRecords: z.number().int(),
  conflicts: z.number().int(),
});
export type HubspotSyncCounts = z.infer<typeof hubspotSyncCountsSchema>;

export const HUBSPOT_SYNC_MODES = ['incremental', 'full'] as const;
export type HubspotSyncMode = (typeof HUBSPOT_SYNC_MODES)[number];

export const hubspotSyncRunSchema = z.object({
  id: z.uuid(),
  mode: z.enum(HUBSPOT_SYNC_MODES),
  status: z.enum(['running', 'completed', 'failed']),
  automatic: z.boolean(),
  startedAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
  counts: hubspotSyncCountsSchema,
  error: z.string().nullable(),
});
export type HubspotSyncRun = z.infer<typeof hubspotSyncRunSchema>;

/** The integration card's status: connection, last and next sync, recent runs. */
export const hubspotStatusSchema = z.object({
  connected: z.boolean(),
  /** The token with all but its last four characters hidden. */
  tokenMasked: z.string().nullable(),
  portalId: z.string().nullable(),
  lastSyncAt: z.iso.datetime({ offset: true }).nullable(),
  lastResult: z.enum(['completed', 'failed']).nullable(),
  lastError: z.string().nullable(),
  nextAutoSyncAt: z.iso.datetime({ offset: true }).nullable(),
  /** The sync job queued or running now, if any. */
  activeJobId: z.uuid().nullable(),
  runs: z.array(hubspotSyncRunSchema),
});
export type HubspotStatus = z.infer<typeof hubspotStatusSchema>;
export const hubspotStatusResponseSchema = z.object({ status: hubspotStatusSchema });

export const hubspotConnectSchema = z.object({
  accessToken: z
    .string()
    .trim()
    .min(10, 'Enter the access token of your HubSpot private app')
    .max(500, 'That token is too long')
    .regex(/^[\x21-\x7e]+$/, 'A token has no spaces or special characters'),
});
export type HubspotConnectInput = z.infer<typeof hubspotConnectSchema>;

export const hubspotSyncRequestSchema = z.object({ mode: z.enum(HUBSPOT_SYNC_MODES).default('incremental') });
export const hubspotJobResponseSchema = z.object({ jobId: z.uuid() });
export const hubspotAutoSyncResponseSchema = z.object({ jobId: z.uuid().nullable() });

/** Result of re-linking contacts to companies by email domain. */
export const hubspotRelinkResultSchema = z.object({
  linked: z.number().int(),
  fixed: z.number().int(),
  skipped: z.number().int(),
  total: z.number().int(),
});
export type HubspotRelinkResult = z.infer<typeof hubspotRelinkResultSchema>;

/** Result of a bulk enrichment run. */
export const bulkEnrichResultSchema = z.object({
  enriched: z.number().int(),
  failed: z.number().int(),
  total: z.number().int(),
});
export type BulkEnrichResult = z.infer<typeof bulkEnrichResultSchema>;

/** The job kinds of this feature (the web reacts to their job.finished events). */
export const HUBSPOT_JOBS = {
  sync: 'hubspot.sync',
  relink: 'hubspot.relink',
  bulkEnrich: 'hubspot.bulk-enrich',
} as const;

/** Spec constants: automatic sync when the last one is older than this; bulk enrichment limits. */
export const HUBSPOT_AUTO_SYNC_HOURS = 4;
export const BULK_ENRICH_LIMIT = 50;
export const BULK_ENRICH_INTERVAL_MS = 1_000;
