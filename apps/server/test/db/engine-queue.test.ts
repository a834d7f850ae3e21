import { describe, expect, it, vi } from 'vitest';
import {
  EMBEDDED_QUEUE_LIMITS,
  EngineBusyError,
  EngineQueue,
  runInEngineLane,
  runWithEngineTicket,
} from '../../src/db/engine-queue.ts';

type Gate = { promise: Promise<void>; open(): void };

function gate(): Gate {
  const opener: { open?: () => void } = {};
  const promise = new Promise<void>((resolve) => {
    opener.open = resolve;
  });
  return { promise, open: () => opener.open?.() };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('engine queue', () => {
  it('runs one unit at a time, in order within a lane', async () => {
    const queue = new EngineQueue();
    const log: string[] = [];
    let running = 0;
    const unit = (name: string) =>
      queue.run(async () => {
        running++;
        expect(running).toBe(1);
        log.push(`start ${name}`);
        await tick();
        log.push(`end ${name}`);
        running--;
        return name;
      });
    const results = await Promise.all([unit('a'), unit('b'), unit('c')]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('lets a write through after at most one read while many reads wait', async () => {
    const queue = new EngineQueue();
    const order: string[] = [];
    const first = gate();
    const held = runInEngineLane('read', () =>
      queue.run(async () => {
        await first.promise;
        order.push('read 0');
      }),
    );
    const reads = Array.from({ length: 20 }, (_, i) =>
      runInEngineLane('read', () => queue.run(async () => void order.push(`read ${i + 1}`))),
    );
    const write = runInEngineLane('write', () => queue.run(async () => void order.push('write')));
    first.open();
    await Promise.all([held, write, ...reads]);
    expect(order.indexOf('write')).toBeLessThanOrEqual(2);
    expect(order).toHaveLength(22);
  });

  it('takes turns while both lanes wait', async () => {
    const queue = new EngineQueue();
    const order: string[] = [];
    const first = gate();
    const held = runInEngineLane('write', () => queue.run(() => first.promise));
    const units = [
      ...Array.from({ length: 3 }, (_, i) =>
        runInEngineLane('read', () => queue.run(async () => void order.push(`r${i}`))),
      ),
      ...Array.from({ length: 3 }, (_, i) =>
        runInEngineLane('write', () => queue.run(async () => void order.push(`w${i}`))),
      ),
    ];
    first.open();
    await Promise.all([held, ...units]);
    expect(order).toEqual(['r0', 'w0', 'r1', 'w1', 'r2', 'w2']);
  });

  it('refuses a request unit at once when its lane is full, with Retry-After seconds', async () => {
    const queue = new EngineQueue({
      maxWaitingPerLane: 2,
      maxWaitMs: 10_000,
      maxRequestWaitMs: 10_000,
      retryAfterSeconds: 3,
    });
    const first = gate();
    const held = queue.run(() => first.promise);
    const waiting = [1, 2].map(() => runInEngineLane('read', () => queue.run(async () => 'ok')));
    const refused = runInEngineLane('read', () => queue.run(async () => 'late'));
    await expect(refused).rejects.toBeInstanceOf(EngineBusyError);
    await expect(refused).rejects.toMatchObject({ statusCode: 503, retryAfterSeconds: 3 });
    // The other lane still has room.
    const write = runInEngineLane('write', () => queue.run(async () => 'write'));
    first.open();
    await expect(Promise.all([held, write, ...waiting])).resolves.toEqual([undefined, 'write', 'ok', 'ok']);
    expect(queue.stats()).toMatchObject({ waiting: 0, refused: 1 });
  });

  it('refuses a request unit that waited longer than maxWaitMs, and runs nothing of it', async () => {
    const queue = new EngineQueue({
      maxWaitingPerLane: 100,
      maxWaitMs: 50,
      maxRequestWaitMs: 50,
      retryAfterSeconds: 1,
    });
    const first = gate();
    const held = queue.run(() => first.promise);
    let ran = false;
    const started = performance.now();
    const late = runInEngineLane('read', () =>
      queue.run(async () => {
        ran = true;
      }),
    );
    await expect(late).rejects.toBeInstanceOf(EngineBusyError);
    expect(performance.now() - started).toBeLessThan(2_000);
    first.open();
    await held;
    await tick();
    expect(ran).toBe(false);
    expect(queue.stats()).toMatchObject({ waiting: 0, refused: 1 });
  });

  it('never refuses work outside a request (jobs, start-up)', async () => {
    const queue = new EngineQueue({
      maxWaitingPerLane: 1,
      maxWaitMs: 20,
      maxRequestWaitMs: 20,
      retryAfterSeconds: 1,
    });
    const first = gate();
    const held = queue.run(() => first.promise);
    const jobs = Array.from({ length: 5 }, (_, i) => queue.run(async () => i));
    await new Promise((resolve) => setTimeout(resolve, 60));
    first.open();
    await expect(Promise.all([held, ...jobs])).resolves.toEqual([undefined, 0, 1, 2, 3, 4]);
  });

  it('passes a unit failure to its caller and carries on', async () => {
    const queue = new EngineQueue();
    const failing = queue.run(async () => {
      throw new Error('boom');
    });
    const next = queue.run(async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
  });

  it('keeps its limits in one place: a few seconds at most', () => {
    expect(EMBEDDED_QUEUE_LIMITS.maxWaitMs).toBeLessThanOrEqual(EMBEDDED_QUEUE_LIMITS.maxRequestWaitMs);
    expect(EMBEDDED_QUEUE_LIMITS.maxRequestWaitMs).toBeLessThan(5_000);
    expect(EMBEDDED_QUEUE_LIMITS.retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe('engine queue: one time limit per request', () => {
  it('refuses a request whose units together waited longer than maxWaitMs', async () => {
    // The engine's clock and timers are the test's: a busy machine cannot stretch the waits.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const queue = new EngineQueue({
        maxWaitingPerLane: 100,
        maxWaitMs: 80,
        maxRequestWaitMs: 100,
        retryAfterSeconds: 1,
      });
      const ticket = { lane: 'read' as const, waitedMs: 0 };
      const hold = (ms: number) => queue.run(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
      // First unit: waits 50 ms behind a job, then runs.
      const job = hold(50);
      const first = runWithEngineTicket(ticket, () => queue.run(async () => 'first'));
      await vi.advanceTimersByTimeAsync(50);
      await expect(first).resolves.toBe('first');
      await job;
      expect(ticket.waitedMs).toBeGreaterThanOrEqual(50);
      // Second unit of the same request: only the rest of the 100 ms is left.
      const longJob = hold(200);
      const second = expect(
        runWithEngineTicket(ticket, () => queue.run(async () => 'second')),
      ).rejects.toBeInstanceOf(EngineBusyError);
      await vi.advanceTimersByTimeAsync(200);
      await second;
      await longJob;
      // Spent: a third unit is refused at once, even with the engine idle but others waiting.
      const blocker = hold(30);
      await expect(runWithEngineTicket(ticket, () => queue.run(async () => 'third'))).rejects.toBeInstanceOf(
        EngineBusyError,
      );
      await vi.advanceTimersByTimeAsync(30);
      await blocker;
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('engine queue: requests under way first', () => {
  it('runs the next unit of a started request before the first unit of new ones in its lane', async () => {
    const queue = new EngineQueue();
    const order: string[] = [];
    const first = gate();
    const underWay = { lane: 'read' as const, waitedMs: 0, started: true };
    const held = queue.run(() => first.promise);
    const fresh = Array.from({ length: 5 }, (_, i) =>
      runInEngineLane('read', () => queue.run(async () => void order.push(`new ${i}`))),
    );
    const next = runWithEngineTicket(underWay, () => queue.run(async () => void order.push('under way')));
    first.open();
    await Promise.all([held, next, ...fresh]);
    expect(order[0]).toBe('under way');
  });

  it('refuses a new request at once when the waiting units would take longer than maxWaitMs', async () => {
    const queue = new EngineQueue({
      maxWaitingPerLane: 100,
      maxWaitMs: 100,
      maxRequestWaitMs: 200,
      retryAfterSeconds: 1,
    });
    // Teach it that a unit takes ~40 ms.
    await queue.run(() => new Promise<void>((resolve) => setTimeout(resolve, 40)));
    const first = gate();
    const held = queue.run(() => first.promise);
    const jobs = Array.from({ length: 5 }, () => queue.run(async () => undefined));
    const started = performance.now();
    await expect(runInEngineLane('read', () => queue.run(async () => 'late'))).rejects.toBeInstanceOf(
      EngineBusyError,
    );
    expect(performance.now() - started).toBeLessThan(50);
    first.open();
    await Promise.all([held, ...jobs]);
  });
});
