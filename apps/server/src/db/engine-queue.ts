import { AsyncLocalStorage } from 'node:async_hooks';
import { SHELL_COPY } from '@northdesk/shared';
import { AppError } from '../lib/errors.ts';

/**
 * The embedded engine's queue limits, all in one place. PGlite runs one statement (or one
 * transaction) at a time; a request that cannot start within `maxWaitMs`, whose units together
 * would wait more than `maxRequestWaitMs`, or that finds `maxWaitingPerLane` units already waiting
 * in its lane, is answered 503 with Retry-After instead of waiting (before this queue, some waited
 * 30 s under 200 clients). Refusing before a request's first unit wastes no work on it.
 */
export const EMBEDDED_QUEUE_LIMITS: EngineQueueLimits = {
  maxWaitingPerLane: 400,
  maxWaitMs: 3_000,
  maxRequestWaitMs: 4_500,
  retryAfterSeconds: 2,
};

export type EngineQueueLimits = {
  /** Units of requests waiting in one lane; one more is refused at once. */
  maxWaitingPerLane: number;
  /**
   * Longest a request waits before its first unit starts. A new request is refused at once when
   * the units already waiting would take longer than this (their measured average duration).
   */
  maxWaitMs: number;
  /** Longest a request's units wait for the engine, all together. */
  maxRequestWaitMs: number;
  /** Sent as Retry-After with the 503. */
  retryAfterSeconds: number;
};

/** Reads (GET/HEAD requests) and writes (every other request, and work outside a request). */
export type EngineLane = 'read' | 'write';

/**
 * One request's place in the queue: its lane, how long its units have waited so far (together),
 * and whether one of them has run (then the request is under way and goes before new ones).
 */
export type EngineTicket = { lane: EngineLane; waitedMs: number; started?: boolean };

/** The server is too busy to start this request's database work soon: 503 + Retry-After. */
export class EngineBusyError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('service_unavailable', SHELL_COPY.serverBusy);
    this.name = 'EngineBusyError';
  }
}

/** The queue's refusal behind an error: the error itself, or the cause a driver or library wrapped. */
export function engineBusyCause(error: unknown): EngineBusyError | undefined {
  for (let current = error; current instanceof Error; current = current.cause)
    if (current instanceof EngineBusyError) return current;
  return undefined;
}

const ticketStorage = new AsyncLocalStorage<EngineTicket>();

/**
 * Runs `work` (and everything it starts) as one request holding `ticket`: its database units
 * together wait at most maxWaitMs. Work outside any request (jobs, start-up) queues in the write
 * lane, unbounded.
 */
export function runWithEngineTicket<T>(ticket: EngineTicket, work: () => T): T {
  return ticketStorage.run(ticket, work);
}

/** As runWithEngineTicket, with a new ticket of that lane. */
export function runInEngineLane<T>(lane: EngineLane, work: () => T): T {
  return ticketStorage.run({ lane, waitedMs: 0 }, work);
}

type Waiter = { enqueuedAt: number; ticket?: EngineTicket; start(): void; timer?: NodeJS.Timeout };
/** A lane's waiters: units of requests under way (and work outside requests) first, then new requests. */
type Lane = { continuing: Waiter[]; fresh: Waiter[] };
const AVERAGE_WEIGHT = 0.2;

export type EngineQueueStats = { waiting: number; refused: number; longestWaitMs: number };

/**
 * A fair, bounded queue in front of a one-at-a-time engine. Each unit (a statement, or a whole
 * transaction) runs alone. While both lanes have waiters they take turns, so a write waits for at
 * most the running unit and one read, however many long reads are queued. Within a lane, units of
 * requests already under way go first: under overload the backlog is of new requests, which are
 * refused before any work is spent on them, instead of half-served requests timing out.
 */
export class EngineQueue {
  private running = false;
  private lastLane: EngineLane = 'write';
  private readonly lanes: Record<EngineLane, Lane> = {
    read: { continuing: [], fresh: [] },
    write: { continuing: [], fresh: [] },
  };
  private refused = 0;
  private longestWaitMs = 0;
  /** Moving average of a unit's duration, for the new request's expected wait. */
  private unitMs = 0;

  constructor(private readonly limits: EngineQueueLimits = EMBEDDED_QUEUE_LIMITS) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    const ticket = ticketStorage.getStore();
    const lane = ticket?.lane ?? 'write';
    if (!this.running && this.waiting() === 0) {
      this.lastLane = lane;
      if (ticket) ticket.started = true;
      return this.execute(work);
    }
    const fresh = ticket !== undefined && !ticket.started;
    const queue = fresh ? this.lanes[lane].fresh : this.lanes[lane].continuing;
    const patience = !ticket
      ? Number.POSITIVE_INFINITY
      : fresh
        ? this.limits.maxWaitMs
        : this.limits.maxRequestWaitMs - ticket.waitedMs;
    const full =
      this.lanes[lane].fresh.length + this.lanes[lane].continuing.length >= this.limits.maxWaitingPerLane;
    const expectedWaitMs = this.waiting() * this.unitMs;
    if (ticket && (full || patience <= 0 || (fresh && expectedWaitMs > patience))) {
      this.refused++;
      return Promise.reject(new EngineBusyError(this.limits.retryAfterSeconds));
    }
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter = {
        enqueuedAt: performance.now(),
        ticket,
        start: () => {
          this.execute(work).then(resolve, reject);
        },
      };
      if (ticket) {
        waiter.timer = setTimeout(() => {
          const index = queue.indexOf(waiter);
          if (index < 0) return;
          queue.splice(index, 1);
          this.refused++;
          ticket.waitedMs = this.limits.maxRequestWaitMs;
          reject(new EngineBusyError(this.limits.retryAfterSeconds));
        }, patience);
        waiter.timer.unref();
      }
      queue.push(waiter);
    });
  }

  stats(): EngineQueueStats {
    return { waiting: this.waiting(), refused: this.refused, longestWaitMs: Math.round(this.longestWaitMs) };
  }

  private waiting(): number {
    const { read, write } = this.lanes;
    return read.continuing.length + read.fresh.length + write.continuing.length + write.fresh.length;
  }

  private async execute<T>(work: () => Promise<T>): Promise<T> {
    this.running = true;
    const started = performance.now();
    try {
      return await work();
    } finally {
      const took = performance.now() - started;
      this.unitMs = this.unitMs === 0 ? took : this.unitMs + AVERAGE_WEIGHT * (took - this.unitMs);
      // PGlite computes on this thread: without a pause between units, a queue of them would run
      // back to back and keep other requests from even reaching the queue. The engine stays
      // reserved until then, so the next unit is chosen among everything that has asked by now.
      setImmediate(() => this.startNext());
    }
  }

  private startNext(): void {
    const size = (lane: EngineLane) => this.lanes[lane].continuing.length + this.lanes[lane].fresh.length;
    const other: EngineLane = this.lastLane === 'read' ? 'write' : 'read';
    const lane = size(other) > 0 ? other : this.lastLane;
    const waiter = this.lanes[lane].continuing.shift() ?? this.lanes[lane].fresh.shift();
    this.running = waiter !== undefined;
    if (!waiter) return;
    if (waiter.timer) clearTimeout(waiter.timer);
    this.lastLane = lane;
    const waited = performance.now() - waiter.enqueuedAt;
    if (waiter.ticket) {
      waiter.ticket.waitedMs += waited;
      waiter.ticket.started = true;
    }
    this.longestWaitMs = Math.max(this.longestWaitMs, waited);
    waiter.start();
  }
}
