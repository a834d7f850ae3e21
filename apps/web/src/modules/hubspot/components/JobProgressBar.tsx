import type { JobProgress } from '@northdesk/shared';

/** A labelled progress bar for a running job (indeterminate until the total is known). */
export function JobProgressBar({
  progress,
  label,
}: {
  progress: JobProgress | null | undefined;
  label: string;
}) {
  const total = progress?.total ?? null;
  const done = progress?.done ?? 0;
  const percent = total && total > 0 ? Math.min(100, Math.round((done / total) * 100)) : null;
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total ?? undefined}
        aria-valuenow={total ? done : undefined}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className={`h-full bg-primary transition-[width] ${percent === null ? 'w-1/3 animate-pulse' : ''}`}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
      <p className="text-muted-foreground text-xs tabular-nums">{label}</p>
    </div>
  );
}
