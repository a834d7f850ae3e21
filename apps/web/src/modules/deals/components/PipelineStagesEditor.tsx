import { DEALS_COPY as C, type Pipeline, STAGE_KINDS, type StageKind } from '@northdesk/shared';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { usePipelineSettings } from '../hooks/usePipelineSettings';

type StageDraft = {
  key: string;
  id?: string;
  name: string;
  kind: StageKind;
  probability: string;
  rottingDays: string;
};

const draftsOf = (pipeline: Pipeline): StageDraft[] =>
  pipeline.stages.map((s) => ({
    key: s.id,
    id: s.id,
    name: s.name,
    kind: s.kind,
    probability: String(s.probability),
    rottingDays: s.rottingDays === null ? '' : String(s.rottingDays),
  }));

const clampInt = (text: string, min: number, max: number) => {
  const n = Number.parseInt(text, 10);
  return Number.isNaN(n) ? null : Math.min(max, Math.max(min, n));
};

/** The stages of a pipeline as editable rows: name, type, probability, rotting days; reorder, add, remove. */
export function PipelineStagesEditor({ pipeline }: { pipeline: Pipeline }) {
  const { savePipeline } = usePipelineSettings();
  const [stages, setStages] = useState<StageDraft[]>(() => draftsOf(pipeline));
  const [error, setError] = useState('');

  const change = (key: string, patch: Partial<StageDraft>) =>
    setStages((all) => all.map((s) => (s.key === key ? { ...s, ...patch } : s)));
  const moveBy = (index: number, by: number) =>
    setStages((all) => {
      const next = [...all];
      const [item] = next.splice(index, 1);
      if (item) next.splice(index + by, 0, item);
      return next;
    });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError('');
    if (stages.some((s) => !s.name.trim())) return setError(C.stageNameRequired);
    if (!STAGE_KINDS.every((kind) => stages.some((s) => s.kind === kind)))
      return setError(C.pipelineNeedsStages);
    savePipeline.mutate(
      {
        id: pipeline.id,
        body: {
          name: pipeline.name,
          stages: stages.map((s) => ({
            ...(s.id ? { id: s.id } : {}),
            name: s.name.trim(),
            kind: s.kind,
            probability: clampInt(s.probability, 0, 100) ?? (s.kind === 'won' ? 100 : 0),
            rottingDays: s.kind === 'open' ? clampInt(s.rottingDays, 1, 3650) : null,
          })),
        },
      },
      { onError: (e) => setError(e instanceof ApiError ? e.message : C.pipelineSaveFailed) },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      <div className="hidden grid-cols-[1fr_7rem_5.5rem_6.5rem_6.5rem] gap-2 px-1 text-muted-foreground text-xs sm:grid">
        <span>{C.stageName}</span>
        <span>{C.stageKind}</span>
        <span>{C.probability} %</span>
        <span>{C.rottingDays}</span>
        <span />
      </div>
      <ol className="grid gap-2">
        {stages.map((stage, index) => (
          <li
            key={stage.key}
            className="grid grid-cols-2 gap-2 rounded-md border p-2 sm:grid-cols-[1fr_7rem_5.5rem_6.5rem_6.5rem] sm:border-0 sm:p-0"
            data-testid="pipeline-stage-row"
          >
            <Input
              aria-label={`${C.stageName} ${index + 1}`}
              value={stage.name}
              onChange={(e) => change(stage.key, { name: e.target.value })}
              className="col-span-2 sm:col-span-1"
            />
            <Select
              value={stage.kind}
              onValueChange={(kind) => change(stage.key, { kind: kind as StageKind })}
            >
              <SelectTrigger aria-label={`${C.stageKind}: ${stage.name || index + 1}`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {STAGE_KINDS.map((kind) => (
                  <SelectItem key={kind} value={kind}>
                    {C.stageKinds[kind]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Input
              aria-label={`${C.probability}: ${stage.name || index + 1}`}
              inputMode="numeric"
              value={stage.probability}
              onChange={(e) => change(stage.key, { probability: e.target.value })}
            />
            <Input
              aria-label={`${C.rottingDays}: ${stage.name || index + 1}`}
              inputMode="numeric"
              placeholder={C.rottingNever}
              disabled={stage.kind !== 'open'}
              value={stage.kind === 'open' ? stage.rottingDays : ''}
              onChange={(e) => change(stage.key, { rottingDays: e.target.value })}
            />
            <div className="flex items-center gap-0.5">
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={C.moveStageUp(stage.name)}
                disabled={index === 0}
                onClick={() => moveBy(index, -1)}
              >
                <ArrowUpIcon aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={C.moveStageDown(stage.name)}
                disabled={index === stages.length - 1}
                onClick={() => moveBy(index, 1)}
              >
                <ArrowDownIcon aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={C.removeStage(stage.name)}
                onClick={() => setStages((all) => all.filter((s) => s.key !== stage.key))}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            setStages((all) => {
              const firstClosed = all.findIndex((s) => s.kind !== 'open');
              const draft: StageDraft = {
                key: crypto.randomUUID(),
                name: '',
                kind: 'open',
                probability: '50',
                rottingDays: '14',
              };
              const at = firstClosed === -1 ? all.length : firstClosed;
              return [...all.slice(0, at), draft, ...all.slice(at)];
            })
          }
        >
          <PlusIcon aria-hidden="true" />
          {C.addStage}
        </Button>
        <SubmitButton isPending={savePipeline.isPending}>{C.savePipeline}</SubmitButton>
      </div>
    </form>
  );
}
