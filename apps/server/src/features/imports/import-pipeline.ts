/** A promise settled from outside; a rejection nobody awaits is not reported as unhandled. */
export type Signal = { promise: Promise<void>; resolve(): void; reject(error: unknown): void };

export function signal(): Signal {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

/**
 * What one batch waits for and announces. A batch may read while the one before it is still
 * writing, but it decides its rows only once that one has decided (the file's memory of keys and
 * records is then complete up to it), and commits only once that one has committed (so the
 * progress saved with each commit counts a prefix of the file, and a resumed import skips only
 * committed rows). Only batches whose writes lock no row in common may be in flight together
 * (ImportAdapter.concurrentWrites): otherwise the later batch could lock a row first and wait for
 * the earlier one's commit while the earlier one waits for the row, a deadlock PostgreSQL cannot
 * see. A failed batch rejects its signals: every later batch then fails before committing.
 */
type Stage = 'decided' | 'committed';
export type Turn = { previous: Record<Stage, Promise<void>> } & Record<Stage, Signal>;

/**
 * Runs batches with at most `width` of them in flight, in file order (issue 24, PostgreSQL: the
 * next batch's lookups and insert run on a second connection while this one's insert writes, so
 * both cores work). `settle` runs after each batch in file order (progress, statistics). On a
 * failure the batches in flight are told to stop (`stopped()` is true) and awaited before the
 * first error is thrown.
 */
export function batchPipeline(width: number) {
  let previous: Turn['previous'] = { decided: Promise.resolve(), committed: Promise.resolve() };
  const inFlight: { done: Promise<void>; after: () => Promise<void> }[] = [];
  let stopped = false;

  async function settleOldest() {
    const oldest = inFlight.shift();
    if (!oldest) return;
    await oldest.done;
    await oldest.after();
  }

  return {
    width,
    stopped: () => stopped,
    /** Starts a batch (after waiting for room); `after` runs once it and those before it are done. */
    async push(run: (turn: Turn) => Promise<void>, after: () => Promise<void>) {
      while (inFlight.length >= width) await settleOldest();
      const turn: Turn = { previous, decided: signal(), committed: signal() };
      const stages = [turn.decided, turn.committed];
      previous = { decided: turn.decided.promise, committed: turn.committed.promise };
      const done = run(turn).then(
        () => {
          for (const stage of stages) stage.resolve();
        },
        (error: unknown) => {
          for (const stage of stages) stage.reject(error);
          throw error;
        },
      );
      done.catch(() => undefined);
      inFlight.push({ done, after });
    },
    /** Waits for every batch; the first failure is thrown after the others have settled. */
    async finish() {
      while (inFlight.length > 0) await settleOldest();
    },
    /** After a failure: stops the batches in flight (they roll back) and waits for them. */
    async abandon() {
      stopped = true;
      await Promise.allSettled(inFlight.map((f) => f.done));
      inFlight.length = 0;
    },
  };
}
