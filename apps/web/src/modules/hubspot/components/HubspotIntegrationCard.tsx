import { fillCopy, HUBSPOT_COPY, type HubspotStatus } from '@northdesk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCwIcon, UnplugIcon } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { errorMessageOf } from '@/lib/api-client';
import { Spinner } from '@/modules/ui/components/Spinner';
import { useBackgroundJob } from '../hooks/useBackgroundJob';
import { useDisconnectHubspot, useStartHubspotJob } from '../hooks/useHubspotMutations';
import { useHubspotStatus } from '../hooks/useHubspotStatus';
import { useJobOutcomeEffect } from '../hooks/useJobOutcomeEffect';
import { syncCountsOf } from '../utils/sync-counts';
import { HubspotConnectForm } from './HubspotConnectForm';
import { HubspotRunsTable } from './HubspotRunsTable';
import { JobProgressBar } from './JobProgressBar';

const when = (iso: string | null, fallback: string) => (iso ? new Date(iso).toLocaleString() : fallback);

function StatusList({ status }: { status: HubspotStatus }) {
  const rows: [string, string][] = [
    [HUBSPOT_COPY.token, status.tokenMasked ?? ''],
    ...(status.portalId ? ([[HUBSPOT_COPY.portal, status.portalId]] as [string, string][]) : []),
    [HUBSPOT_COPY.lastSync, when(status.lastSyncAt, HUBSPOT_COPY.never)],
    [
      HUBSPOT_COPY.lastResult,
      status.lastResult === 'completed'
        ? HUBSPOT_COPY.resultCompleted
        : status.lastResult === 'failed'
          ? `${HUBSPOT_COPY.resultFailed}${status.lastError ? `: ${status.lastError}` : ''}`
          : '—',
    ],
    [HUBSPOT_COPY.nextAutoSync, when(status.nextAutoSyncAt, HUBSPOT_COPY.nextAutoSyncOnLogin)],
  ];
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The HubSpot card of /crm-settings: connection, manual syncs with live progress, recent runs. */
export function HubspotIntegrationCard() {
  const queryClient = useQueryClient();
  const { data: status, isPending } = useHubspotStatus();
  const disconnect = useDisconnectHubspot();
  const startSync = useStartHubspotJob('/api/hubspot/sync');
  const [startedJobId, setStartedJobId] = useState<string | null>(null);
  const jobId = startedJobId ?? status?.activeJobId ?? null;
  const { data: job } = useBackgroundJob(jobId);
  const running = Boolean(jobId) && (!job || job.status === 'queued' || job.status === 'running');

  useJobOutcomeEffect(job, (ended) => {
    setStartedJobId(null);
    void queryClient.invalidateQueries({ queryKey: ['hubspot'] });
    // Companies and contacts lists show what the sync brought.
    void queryClient.invalidateQueries();
    if (ended.status === 'completed') {
      const counts = syncCountsOf(ended.result);
      toast.success(
        fillCopy(HUBSPOT_COPY.syncDone, { n: counts?.newRecords ?? 0, m: counts?.updatedRecords ?? 0 }),
      );
    } else if (ended.status === 'failed') {
      toast.error(fillCopy(HUBSPOT_COPY.syncFailed, { message: ended.error ?? 'unknown error' }));
    }
  });

  const start = (mode: 'incremental' | 'full') =>
    startSync.mutate(mode, {
      onSuccess: (id) => {
        setStartedJobId(id);
        toast.info(HUBSPOT_COPY.syncStarted);
      },
      onError: (e) =>
        toast.error(fillCopy(HUBSPOT_COPY.syncFailed, { message: errorMessageOf(e, 'unknown error') })),
    });

  const progress = job?.progress ?? null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <RefreshCwIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          {HUBSPOT_COPY.cardTitle}
          {status ? (
            <Badge variant={status.connected ? 'default' : 'outline'}>
              {status.connected ? HUBSPOT_COPY.connected : HUBSPOT_COPY.notConnected}
            </Badge>
          ) : null}
        </CardTitle>
        <CardDescription>{HUBSPOT_COPY.cardDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {isPending || !status ? (
          <Spinner />
        ) : !status.connected ? (
          <HubspotConnectForm />
        ) : (
          <>
            <StatusList status={status} />
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                onClick={() => start('incremental')}
                disabled={running || startSync.isPending}
              >
                {HUBSPOT_COPY.incrementalSync}
              </Button>
              <Button
                type="button"
                variant="outline"
                onClick={() => start('full')}
                disabled={running || startSync.isPending}
                aria-describedby="hubspot-full-hint"
              >
                {HUBSPOT_COPY.fullSync}
              </Button>
              <AlertDialog>
                <AlertDialogTrigger asChild>
                  <Button type="button" variant="ghost" disabled={running}>
                    <UnplugIcon className="size-4" aria-hidden="true" />
                    {HUBSPOT_COPY.disconnect}
                  </Button>
                </AlertDialogTrigger>
                <AlertDialogContent>
                  <AlertDialogHeader>
                    <AlertDialogTitle>{HUBSPOT_COPY.disconnect}</AlertDialogTitle>
                    <AlertDialogDescription>{HUBSPOT_COPY.disconnectConfirm}</AlertDialogDescription>
                  </AlertDialogHeader>
                  <AlertDialogFooter>
                    <AlertDialogCancel>Cancel</AlertDialogCancel>
                    <AlertDialogAction
                      onClick={() =>
                        disconnect.mutate(undefined, {
                          onSuccess: () => toast.success(HUBSPOT_COPY.disconnectedToast),
                        })
                      }
                    >
                      {HUBSPOT_COPY.disconnect}
                    </AlertDialogAction>
                  </AlertDialogFooter>
                </AlertDialogContent>
              </AlertDialog>
            </div>
            <p id="hubspot-full-hint" className="text-muted-foreground text-xs">
              {HUBSPOT_COPY.fullSyncHint}
            </p>
            {running ? (
              <JobProgressBar
                progress={progress}
                label={
                  progress?.total
                    ? fillCopy(HUBSPOT_COPY.syncProgress, { done: progress.done, total: progress.total })
                    : HUBSPOT_COPY.syncing
                }
              />
            ) : null}
          </>
        )}
        {status && status.runs.length > 0 ? (
          <section className="grid gap-2" aria-labelledby="hubspot-runs-title">
            <h3 id="hubspot-runs-title" className="font-medium text-sm">
              {HUBSPOT_COPY.recentRuns}
            </h3>
            <HubspotRunsTable runs={status.runs} />
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
