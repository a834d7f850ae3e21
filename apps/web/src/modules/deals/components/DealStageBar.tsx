import { DEALS_COPY as C, type DealDetail, type Pipeline } from '@northdesk/shared';
import { CheckIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { useMoveDeal } from '../hooks/useDealMutations';

interface DealStageBarProps {
  deal: DealDetail;
  pipeline: Pipeline | undefined;
  canMove: boolean;
}

/** The open stages as steps (Pipedrive's bar): passed ones ticked, the current one marked; a click moves the deal. */
export function DealStageBar({ deal, pipeline, canMove }: DealStageBarProps) {
  const move = useMoveDeal();
  const stages = pipeline?.stages.filter((s) => s.kind === 'open') ?? [];
  const currentIndex = stages.findIndex((s) => s.id === deal.stageId);
  const closed = deal.status !== 'open';
  return (
    <nav aria-label={C.stage}>
      <ol className="flex flex-wrap gap-1">
        {stages.map((stage, index) => {
          const current = stage.id === deal.stageId;
          const passed = closed || index < currentIndex;
          return (
            <li key={stage.id} className="min-w-28 flex-1">
              <button
                type="button"
                disabled={!canMove || closed || current || move.isPending}
                aria-current={current ? 'step' : undefined}
                onClick={() => move.mutate({ deal, toStageId: stage.id, toStageName: stage.name })}
                className={cn(
                  'flex w-full items-center justify-center gap-1 rounded-sm px-2 py-1.5 font-medium text-xs transition-colors',
                  current
                    ? 'bg-primary text-primary-foreground'
                    : passed
                      ? 'bg-primary/15 text-foreground'
                      : 'bg-muted text-muted-foreground',
                  canMove && !closed && !current && 'hover:bg-primary/25',
                )}
              >
                {passed && !current ? <CheckIcon className="size-3.5" aria-hidden="true" /> : null}
                {stage.name}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
