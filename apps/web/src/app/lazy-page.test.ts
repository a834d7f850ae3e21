import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BEFORE_RENDER_WAIT_MS, waitBriefly } from './lazy-page';

describe("a page's wait for what its first render needs", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const settled = (promise: Promise<unknown>) => {
    const state = { done: false };
    void promise.then(() => {
      state.done = true;
    });
    return state;
  };

  it('ends as soon as the work is done', async () => {
    let finish: () => void = () => undefined;
    const state = settled(waitBriefly(new Promise<void>((resolve) => (finish = resolve))));
    await vi.advanceTimersByTimeAsync(10);
    expect(state.done).toBe(false);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.done).toBe(true);
  });

  it('does not hold the page longer than its limit when the work is slow', async () => {
    const state = settled(waitBriefly(new Promise<void>(() => undefined)));
    await vi.advanceTimersByTimeAsync(BEFORE_RENDER_WAIT_MS - 1);
    expect(state.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.done).toBe(true);
  });

  it('lets the page render when the work fails: the failure is the page to show, not the route', async () => {
    await expect(waitBriefly(Promise.reject(new Error('offline')))).resolves.toBeUndefined();
  });
});
