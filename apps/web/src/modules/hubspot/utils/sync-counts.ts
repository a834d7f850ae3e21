import { fillCopy, HUBSPOT_COPY, type HubspotSyncCounts, hubspotSyncCountsSchema } from '@northdesk/shared';

/** A finished sync job's counts (its result), or null when the result is not a sync's. */
export function syncCountsOf(result: Record<string, unknown> | null | undefined): HubspotSyncCounts | null {
  const parsed = hubspotSyncCountsSchema.safeParse(result ?? null);
  return parsed.success ? parsed.data : null;
}

export const runCountsText = (c: HubspotSyncCounts) =>
  fillCopy(HUBSPOT_COPY.runCounts, {
    n: c.newRecords,
    m: c.updatedRecords,
    s: c.skippedRecords,
    p: c.pushedRecords,
    a: c.archivedRecords,
    c: c.conflicts,
  });
