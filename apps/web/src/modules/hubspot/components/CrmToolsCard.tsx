import { bulkEnrichResultSchema, fillCopy, HUBSPOT_COPY, hubspotRelinkResultSchema } from '@northdesk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Link2Icon, SparklesIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { errorMessageOf } from '@/lib/api-client';
import { useBackgroundJob } from '../hooks/useBackgroundJob';
import { useStartHubspotJob } from '../hooks/useHubspotMutations';
import { useJobOutcomeEffect } from '../hooks/useJobOutcomeEffect';
import { JobProgressBar } from './JobProgressBar';

type ToolProps = {
  icon: ReactNode;
  title: string;
  description: string;
  action: string;
  busy: string;
  path: '/api/hubspot/relink' | '/api/hubspot/bulk-enrich';
  progressText: (done: number, total: number) => string;
  summary: (result: Record<string, unknown> | null) => string;
  failure: string;
};

function Tool(props: ToolProps) {
  const queryClient = useQueryClient();
  const start = useStartHubspotJob(props.path);
  const [jobId, setJobId] = useState<string | null>(null);
  const [summary, setSummary] = useState<string | null>(null);
  const { data: job } = useBackgroundJob(jobId);
  const running = Boolean(jobId) && (!job || job.status === 'queued' || job.status === 'running');
  useJobOutcomeEffect(job, (ended) => {
    setJobId(null);
    if (ended.status === 'completed') {
      const text = props.summary(ended.result);
      setSummary(text);
      toast.success(text);
      void queryClient.invalidateQueries();
    } else {
      toast.error(fillCopy(props.failure, { message: ended.error ?? 'unknown error' }));
    }
  });
  const headingId = `${props.path.replaceAll('/', '-')}-title`;
  return (
    <section className="grid gap-2 rounded-lg border p-4" aria-labelledby={headingId}>
      <h3 id={headingId} className="flex items-center gap-2 font-medium text-sm">
        {props.icon}
        {props.title}
      </h3>
      <p className="text-muted-foreground text-sm">{props.description}</p>
      <div>
        <Button
          type="button"
          variant="outline"
          disabled={running || start.isPending}
          onClick={() => {
            setSummary(null);
            start.mutate(undefined, {
              onSuccess: setJobId,
              onError: (e) =>
                toast.error(fillCopy(props.failure, { message: errorMessageOf(e, 'unknown error') })),
            });
          }}
        >
          {running ? props.busy : props.action}
        </Button>
      </div>
      {running ? (
        <JobProgressBar
          progress={job?.progress}
          label={
            job?.progress?.total ? props.progressText(job.progress.done, job.progress.total) : props.busy
          }
        />
      ) : null}
      {summary ? (
        <p role="status" className="text-sm">
          {summary}
        </p>
      ) : null}
    </section>
  );
}

/** CRM settings tools: re-link contacts to companies, bulk enrichment of companies. */
export function CrmToolsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{HUBSPOT_COPY.toolsTitle}</CardTitle>
        <CardDescription>{HUBSPOT_COPY.toolsDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Tool
          icon={<Link2Icon className="size-4 text-muted-foreground" aria-hidden="true" />}
          title={HUBSPOT_COPY.relinkTitle}
          description={HUBSPOT_COPY.relinkDescription}
          action={HUBSPOT_COPY.relink}
          busy={HUBSPOT_COPY.relinking}
          path="/api/hubspot/relink"
          progressText={(done, total) => fillCopy(HUBSPOT_COPY.relinkProgress, { done, total })}
          summary={(result) => {
            const r = hubspotRelinkResultSchema.safeParse(result);
            return r.success ? fillCopy(HUBSPOT_COPY.relinkDone, r.data) : HUBSPOT_COPY.relink;
          }}
          failure={HUBSPOT_COPY.relinkFailed}
        />
        <Tool
          icon={<SparklesIcon className="size-4 text-muted-foreground" aria-hidden="true" />}
          title={HUBSPOT_COPY.bulkEnrichTitle}
          description={HUBSPOT_COPY.bulkEnrichDescription}
          action={HUBSPOT_COPY.bulkEnrich}
          busy={HUBSPOT_COPY.bulkEnriching}
          path="/api/hubspot/bulk-enrich"
          progressText={(done, total) => fillCopy(HUBSPOT_COPY.bulkEnrichProgress, { done, total })}
          summary={(result) => {
            const r = bulkEnrichResultSchema.safeParse(result);
            if (!r.success) return HUBSPOT_COPY.bulkEnrich;
            return r.data.total === 0
              ? HUBSPOT_COPY.bulkEnrichNone
              : fillCopy(HUBSPOT_COPY.bulkEnrichDone, r.data);
          }}
          failure={HUBSPOT_COPY.bulkEnrichFailed}
        />
      </CardContent>
    </Card>
  );
}
