/** Latency samples in milliseconds and their summary. */
export type LatencySummary = { n: number; p50: number; p95: number; mean: number };

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export function summarize(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    mean: sorted.reduce((sum, x) => sum + x, 0) / Math.max(1, sorted.length),
  };
}

/**
 * Runs `task` `perClient` times on each of `clients` concurrent loops (after `warmup` unmeasured
 * runs) and returns every run's latency. Task i gets a running index so it can rotate its inputs.
 */
export async function measure(
  task: (i: number) => Promise<unknown>,
  options: { clients: number; perClient: number; warmup?: number },
): Promise<number[]> {
  for (let i = 0; i < (options.warmup ?? 0); i++) await task(i);
  const samples: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: options.clients }, async () => {
      for (let k = 0; k < options.perClient; k++) {
        const i = next++;
        const started = performance.now();
        await task(i);
        samples.push(performance.now() - started);
      }
    }),
  );
  return samples;
}
