/**
 * A rolling-window limiter: at most `max` starts in any `windowMs`. HubSpot counts requests per
 * rolling window (TEN_SECONDLY_ROLLING), so waiting until the oldest start leaves the window keeps
 * every window under the limit, however the requests bunch up. One per sync run (one run per tenant
 * at a time), so it is the tenant's budget.
 */
export type RateLimiter = {
  /**
   * Waits for a slot. The returned `done` is called when the request's answer arrives: the slot
   * then counts from that moment, not from when the request left (see createRateLimiter).
   */
  take(signal?: AbortSignal): Promise<() => void>;
};

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
  // Times of the last `max` requests, oldest first: when each left, then when its answer came.
  // HubSpot counts a request when it arrives, which is some time after it left; on a busy machine
  // that delay varies by more than any fixed margin, and the benchmark saw 101 requests arrive
  // within one 10 s window. A request has always arrived by the time its answer is back, so a
  // window counted from the answer never holds more than `max` arrivals.
  const starts: { at: number; answered: boolean }[] = [];
  // Requests wait in turn, so a burst is spread instead of racing for the same slot.
  let queue: Promise<void> = Promise.resolve();
  // A little margin: our clock and HubSpot's window edges need not agree to the millisecond.
  const margin = Math.min(50, Math.ceil(windowMs / 100));
  // A request still on its way may not have arrived yet: its slot cannot free.
  const freesAt = (s: { at: number; answered: boolean }) => (s.answered ? s.at : now()) + windowMs + margin;
  return {
    take(signal) {
      const turn = queue.then(async () => {
        while (starts.length >= max) {
          // The slot that frees first (answers may come back out of order).
          const first = starts.reduce((a, b) => (freesAt(b) < freesAt(a) ? b : a));
          const wait = freesAt(first) - now();
          if (wait > 0) await sleep(wait, signal);
          else starts.splice(starts.indexOf(first), 1);
        }
        const slot = { at: now(), answered: false };
        starts.push(slot);
        return () => {
          slot.at = Math.max(slot.at, now());
          slot.answered = true;
        };
      });
      queue = turn.then(
        () => undefined,
        () => undefined,
      );
      return turn;
    },
  };
}
