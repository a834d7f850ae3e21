/**
 * A rolling-window limiter: at most `max` starts in any `windowMs`. HubSpot counts requests per
 * rolling window (TEN_SECONDLY_ROLLING), so waiting until the oldest start leaves the window keeps
 * every window under the limit, however the requests bunch up. One per sync run (one run per tenant
 * at a time), so it is the tenant's budget.
 */
export type RateLimiter = { take(signal?: AbortSignal): Promise<void> };

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason ?? new Error('aborted'));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason ?? new Error('aborted'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export function createRateLimiter(max: number, windowMs: number, now: () => number = Date.now): RateLimiter {
  // Start times of the last `max` requests, oldest first (a ring would do; max is small).
  const starts: number[] = [];
  // Requests wait in turn, so a burst is spread instead of racing for the same slot.
  let queue: Promise<void> = Promise.resolve();
  // A little margin: our clock and HubSpot's window edges need not agree to the millisecond.
  const margin = Math.min(50, Math.ceil(windowMs / 100));
  return {
    take(signal) {
      const turn = queue.then(async () => {
        while (starts.length >= max) {
          const oldest = starts[0] ?? 0;
          const wait = oldest + windowMs + margin - now();
          if (wait > 0) await sleep(wait, signal);
          else starts.shift();
        }
        starts.push(now());
      });
      queue = turn.catch(() => undefined);
      return turn;
    },
  };
}
