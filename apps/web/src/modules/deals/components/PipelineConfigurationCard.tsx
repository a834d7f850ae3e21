import { DEALS_COPY as C } from '@northdesk/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/modules/ui/components/Spinner';
import { usePipelines } from '../hooks/usePipelines';
import { LostReasonsEditor } from './LostReasonsEditor';
import { PipelineStagesEditor } from './PipelineStagesEditor';

/** CRM Settings → Pipeline configuration: the default pipeline's stages and the lost reasons. */
export function PipelineConfigurationCard() {
  const pipelines = usePipelines();
  const pipeline = pipelines.data?.pipelines[0];
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>{C.pipelineCardTitle}</CardTitle>
        <CardDescription>{C.pipelineCardDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        {pipelines.isPending ? (
          <Spinner />
        ) : pipeline && pipelines.data ? (
          <>
            <section aria-label={pipeline.name} className="grid gap-2">
              <h3 className="font-medium text-sm">{pipeline.name}</h3>
              {/* Keyed on the saved stages: a save or reload starts the rows afresh. */}
              <PipelineStagesEditor
                key={pipeline.stages.map((s) => `${s.id}${s.name}${s.probability}`).join()}
                pipeline={pipeline}
              />
            </section>
            <section aria-label={C.lostReasonsTitle} className="grid gap-2">
              <h3 className="font-medium text-sm">{C.lostReasonsTitle}</h3>
              <LostReasonsEditor
                key={pipelines.data.lostReasons.map((r) => r.id + r.label).join()}
                reasons={pipelines.data.lostReasons}
              />
            </section>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
