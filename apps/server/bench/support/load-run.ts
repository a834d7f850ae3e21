import os from 'node:os';
import { type EventStream, openEventStream } from '../../test/support/cluster/node-processes.ts';
import type { LoadUser } from './load-setup.ts';

export type LoadOptions = { durationMs: number; thinkMs: number };

export type LoadResult = {
  /** HTTP requests sent (a click resent after a 503 counts each send). */
  requests: number;
  seconds: number;
  /** Clicks done (answered 2xx) per second: the work the users got done. */
  throughput: number;
  /** Requests sent per second, resends included. */
  sendRate: number;
  /** Each request's time, send to full answer (percentiles and max, ms). */
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Requests that took more than 5 s. */
  over5s: number;
  /** A click's time as its user saw it: every send and the Retry-After waits between them. */
  clickP95: number;
  clickMax: number;
  /** What a user would see fail: a click whose last answer was not 2xx, or a stream that would not open. */
  errors: number;
  /** 503 + Retry-After answers that the user's app sent again (not errors: the user saw a slower click). */
  resent: number;
  /** Of the errors: clicks still refused with 503 after the app's 4 sends. */
  shed: number;
  /** Latency of the answers that were not 503s. */
  servedP95: number;
  errorKinds: Record<string, number>;
  streamsOpen: number;
  /** Stream openings refused and tried again 10 s later (as the web app does). */
  streamsReopened: number;
  byAction: Record<string, number>;
  load: string;
};

const SEARCHES = [
  'north',
  'works',
  'leeds',
  'food',
  'fab',
  'metal',
  'dublin',
  'tail',
  'pro',
  'win',
  'ber',
  'log',
];

type Answer = { status: number; text: string; retryAfter: number };

type Send = (method: string, url: string, body?: unknown) => Promise<Answer>;

type Action = {
  name: string;
  weight: number;
  run(send: Send, user: LoadUser, own: string[]): Promise<Answer>;
};

/** As the web app (apps/web/src/lib/api-client.ts): sends of one click, and the longest wait between them. */
const BUSY_ATTEMPTS = 4;
const BUSY_WAIT_CAP_MS = 5_000;
/** As the web app's RealtimeEventsEffect: a refused event stream is opened again after 10 s. */
const STREAM_RESTART_MS = 10_000;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

async function sendOnce(base: string, user: LoadUser, method: string, url: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { cookie: user.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, retryAfter: Number(response.headers.get('retry-after') ?? 0) };
}

/** A working day's mix: mostly lists with a search and detail pages, some creates and edits. */
const ACTIONS: Action[] = [
  {
    name: 'companies list + search',
    weight: 35,
    run: async (send) => send('GET', `/api/companies?search=${pick(SEARCHES)}&page=1`),
  },
  {
    name: 'contacts list + search',
    weight: 10,
    run: async (send) => send('GET', `/api/contacts?search=${pick(SEARCHES)}`),
  },
  {
    name: 'company detail',
    weight: 25,
    run: async (send, user) => send('GET', `/api/companies/${pick(user.companyIds)}`),
  },
  {
    name: 'notifications',
    weight: 10,
    run: async (send) => send('GET', '/api/notifications'),
  },
  {
    name: 'create company',
    weight: 8,
    run: async (send, _user, own) => {
      const name = `Load Created ${Math.random().toString(36).slice(2, 10)}`;
      const answer = await send('POST', '/api/companies', { name, city: 'Leeds' });
      if (answer.status === 201)
        own.push((JSON.parse(answer.text) as { company: { id: string } }).company.id);
      return answer;
    },
  },
  {
    name: 'edit company',
    weight: 12,
    run: async (send, user, own) => {
      const id = own.length > 0 && Math.random() < 0.5 ? pick(own) : pick(user.companyIds);
      return send('PATCH', `/api/companies/${id}`, { city: pick(['Leeds', 'York', 'Bath']) });
    },
  },
];
const TOTAL_WEIGHT = ACTIONS.reduce((sum, a) => sum + a.weight, 0);

function chooseAction(): Action {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const action of ACTIONS) {
    roll -= action.weight;
    if (roll < 0) return action;
  }
  return ACTIONS[0] as Action;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/**
 * Every user opens the notifications stream, then works in a closed loop (a click, a random pause
 * of 0..2×thinkMs, the next click) until the time is up. A click is sent as the web app sends it:
 * a 503 with Retry-After (the server did none of it) is sent again after that wait (at most 5 s),
 * up to 4 sends. Errors are what a user would see: a click whose last answer is not 2xx, a failed
 * request, a stream that would not open. The resent 503s are counted apart, not hidden.
 */
export async function runLoad(base: string, users: LoadUser[], options: LoadOptions): Promise<LoadResult> {
  const errorKinds: Record<string, number> = {};
  const byAction: Record<string, number> = {};
  const latencies: number[] = [];
  const served: number[] = [];
  const clicks: number[] = [];
  let done = 0;
  let resent = 0;
  let shed = 0;
  const countError = (kind: string) => {
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  };
  // A refused stream is opened again 10 s later, as the web app does (RealtimeEventsEffect): the
  // user sees nothing then. Only a stream still not open at the end counts as an error.
  let streamsReopened = 0;
  let running = true;
  const openStream = async (user: LoadUser): Promise<EventStream | undefined> => {
    for (;;) {
      try {
        return await openEventStream(base, user.cookie);
      } catch (error) {
        if (!running) {
          countError(`stream: ${(error as Error).message}`);
          return undefined;
        }
        streamsReopened++;
        await new Promise((r) => setTimeout(r, STREAM_RESTART_MS));
      }
    }
  };
  const streamsOpening = users.map(openStream);
  const loadAtStart = loadAverage();
  const started = performance.now();
  const end = started + options.durationMs;
  await Promise.all(
    users.map(async (user) => {
      const own: string[] = [];
      /** One click's sends: each timed on its own; resent after a 503's Retry-After. */
      const busyAware: Send = async (method, url, body) => {
        for (let attempt = 1; ; attempt++) {
          const at = performance.now();
          const answer = await sendOnce(base, user, method, url, body);
          const took = performance.now() - at;
          latencies.push(took);
          if (answer.status !== 503) served.push(took);
          if (answer.status !== 503 || !answer.retryAfter || attempt >= BUSY_ATTEMPTS) return answer;
          resent++;
          await new Promise((r) => setTimeout(r, Math.min(answer.retryAfter * 1000, BUSY_WAIT_CAP_MS)));
        }
      };
      // Spread the first clicks over one pause, as people do not all click at once.
      await new Promise((r) => setTimeout(r, Math.random() * options.thinkMs * 2));
      while (performance.now() < end) {
        const action = chooseAction();
        const at = performance.now();
        let answer: Answer | undefined;
        try {
          answer = await action.run(busyAware, user, own);
        } catch (error) {
          const cause = (error as Error).cause as Error | undefined;
          countError(`${action.name}: ${(error as Error).message}${cause ? ` (${cause.message})` : ''}`);
        }
        clicks.push(performance.now() - at);
        byAction[action.name] = (byAction[action.name] ?? 0) + 1;
        const status = answer?.status ?? 0;
        if (status >= 200 && status < 300) done++;
        else if (status !== 0) {
          if (status === 503 && answer?.retryAfter) shed++;
          countError(`${action.name}: ${status}`);
        }
        await new Promise((r) => setTimeout(r, Math.random() * options.thinkMs * 2));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  running = false;
  const streams = await Promise.all(streamsOpening);
  const streamsOpen = streams.filter(Boolean).length;
  for (const stream of streams) stream?.close();
  const sorted = [...latencies].sort((a, b) => a - b);
  const servedSorted = [...served].sort((a, b) => a - b);
  const clickSorted = [...clicks].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds,
    throughput: done / seconds,
    sendRate: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    over5s: sorted.filter((ms) => ms > 5_000).length,
    clickP95: percentile(clickSorted, 95),
    clickMax: clickSorted.at(-1) ?? 0,
    errors: Object.values(errorKinds).reduce((sum, n) => sum + n, 0),
    resent,
    shed,
    servedP95: percentile(servedSorted, 95),
    errorKinds,
    streamsOpen,
    streamsReopened,
    byAction,
    load: `${loadAtStart} → ${loadAverage()}`,
  };
}
