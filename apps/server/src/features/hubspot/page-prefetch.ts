import type { HubspotPage } from './hubspot-client.ts';

/**
 * Lets the event loop run before the writer's next statement. The embedded engine (PGlite) runs a
 * statement on this thread and resolves it without giving the loop a turn, so a transaction of
 * many statements ran from start to end with the fetcher's answer waiting unread and its next
 * request unsent: fetching and writing took turns instead of overlapping (the writer always found
 * one page, never more). Between statements the fetcher now reads its answer and sends the next
 * request, which HubSpot answers while the writer writes. On PostgreSQL it costs one loop turn.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Reads a paged list ahead of its consumer. At HubSpot's limit a page may start every 100 ms, and
 * writing a page costs about as much (more on a busy machine): fetched and written in turn, the
 * two add up and a full sync ran at 60 % of the limit. Here the fetching runs on its own, as fast
 * as the rate limiter lets it, into a small buffer (`depth` pages, so memory stays flat); the
 * writer takes whatever has arrived, up to `max` pages at once, and writes them together, so when
 * writing falls behind it catches up with bigger, cheaper batches instead of slowing the fetching.
 */
export type PagePrefetcher = {
  /** Waits for at least one page and returns up to `max`; an empty array once the list is read. */
  take(max: number): Promise<HubspotPage[]>;
  /** Stops fetching (the writer failed or finished early). */
  stop(): void;
};

export function prefetchPages(
  fetchPage: (after: string | null) => Promise<HubspotPage>,
  first: string | null,
  depth: number,
): PagePrefetcher {
  const ready: HubspotPage[] = [];
  let failure: { error: unknown } | null = null;
  let finished = false;
  let stopped = false;
  let wakeReader: (() => void) | null = null;
  let wakeFetcher: (() => void) | null = null;
  const signalReader = () => {
    const wake = wakeReader;
    wakeReader = null;
    wake?.();
  };

  void (async () => {
    let after = first;
    try {
      do {
        while (ready.length >= depth && !stopped)
          await new Promise<void>((resolve) => {
            wakeFetcher = resolve;
          });
        if (stopped) return;
        const page = await fetchPage(after);
        ready.push(page);
        signalReader();
        after = page.after;
      } while (after && !stopped);
    } catch (error) {
      failure = { error };
    } finally {
      finished = true;
      signalReader();
    }
  })();

  return {
    async take(max) {
      while (ready.length === 0 && !finished)
        await new Promise<void>((resolve) => {
          wakeReader = resolve;
        });
      // Pages fetched before a failure are written first; the failure surfaces after them.
      if (ready.length === 0 && failure) throw failure.error;
      const out = ready.splice(0, Math.max(1, max));
      const wake = wakeFetcher;
      wakeFetcher = null;
      wake?.();
      return out;
    },
    stop() {
      stopped = true;
      const wake = wakeFetcher;
      wakeFetcher = null;
      wake?.();
    },
  };
}
