import { HUBSPOT_COPY, type HubspotSyncRun } from '@northdesk/shared';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { runCountsText } from '../utils/sync-counts';

const when = (iso: string) => new Date(iso).toLocaleString();

/** The last ten sync runs: when, which mode, outcome, counts or error. */
export function HubspotRunsTable({ runs }: { runs: HubspotSyncRun[] }) {
  if (runs.length === 0) return <p className="text-muted-foreground text-sm">{HUBSPOT_COPY.noRuns}</p>;
  return (
    <Table aria-label={HUBSPOT_COPY.recentRuns}>
      <TableHeader>
        <TableRow>
          <TableHead>Started</TableHead>
          <TableHead>Mode</TableHead>
          <TableHead>Result</TableHead>
          <TableHead>Records</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {runs.map((run) => (
          <TableRow key={run.id}>
            <TableCell className="whitespace-nowrap">{when(run.startedAt)}</TableCell>
            <TableCell>
              {HUBSPOT_COPY.runModes[run.mode]}
              {run.automatic ? ` (${HUBSPOT_COPY.runAutomatic})` : ''}
            </TableCell>
            <TableCell>
              {run.status === 'completed'
                ? HUBSPOT_COPY.resultCompleted
                : run.status === 'failed'
                  ? HUBSPOT_COPY.resultFailed
                  : HUBSPOT_COPY.syncing}
            </TableCell>
            <TableCell className="text-sm">{run.error ?? runCountsText(run.counts)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
