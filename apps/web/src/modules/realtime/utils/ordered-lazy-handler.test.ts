import { describe, expect, it, vi } from 'vitest';
import { orderedLazyHandler } from './ordered-lazy-handler';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('orderedLazyHandler (the stream handlers fetched with their first event)', () => {
  it('handles the events that came while the code was on its way in their order, then the next ones at once', async () => {
    const code = deferred<{ name: string }>();
    const load = vi.fn(() => code.promise);
    const onLoadFailed = vi.fn();
    const withCode = orderedLazyHandler(load, onLoadFailed);
    const seen: string[] = [];
    for (const event of ['a', 'b', 'c']) withCode(() => seen.push(event));
    expect(seen).toEqual([]);
    code.resolve({ name: 'handlers' });
    await flush();
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(load).toHaveBeenCalledTimes(1);
    // Once there and nothing waits: at once, as an eager listener.
    withCode((module) => seen.push(`d:${module.name}`));
    expect(seen).toEqual(['a', 'b', 'c', 'd:handlers']);
    expect(onLoadFailed).not.toHaveBeenCalled();
  });

  it('an event that comes while earlier ones wait is handled after them', async () => {
    const code = deferred<object>();
    const withCode = orderedLazyHandler(
      () => code.promise,
      () => undefined,
    );
    const seen: number[] = [];
    withCode(() => seen.push(1));
    await flush();
    withCode(() => seen.push(2));
    code.resolve({});
    withCode(() => seen.push(3));
    await flush();
    expect(seen).toEqual([1, 2, 3]);
  });

  it('code that cannot be fetched: onLoadFailed for each waiting event, and the next event tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue({});
    const onLoadFailed = vi.fn();
    const withCode = orderedLazyHandler(load, onLoadFailed);
    const seen: string[] = [];
    withCode(() => seen.push('lost'));
    await flush();
    expect(onLoadFailed).toHaveBeenCalledTimes(1);
    withCode(() => seen.push('next'));
    await flush();
    expect(seen).toEqual(['next']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a handler that throws is reported and does not stop the events behind it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const withCode = orderedLazyHandler(
      () => Promise.resolve({}),
      () => undefined,
    );
    const seen: string[] = [];
    withCode(() => {
      throw new Error('bad event');
    });
    withCode(() => seen.push('after'));
    await flush();
    expect(seen).toEqual(['after']);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
