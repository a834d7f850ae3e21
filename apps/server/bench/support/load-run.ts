import os from 'node:os';
import { openEventStream } from '../../test/support/cluster/node-processes.ts';
import type { LoadUser } from './load-setup.ts';

export type LoadOptions = { durationMs: number; thinkMs: number };

export type LoadResult = {
  requests: number;
  seconds: number;
  throughput: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Requests that took more than 5 s. */
  over5s: number;
  errors: number;
  /** Of the errors: 503 answers with Retry-After (the node shed the request at once). */
  shed: number;
  /** Latency of the answers that were not shed. */
  servedP95: number;
  errorKinds: Record<string, number>;
  streamsOpen: number;
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

type Action = {
  name: string;
  weight: number;
  run(base: string, user: LoadUser, own: string[]): Promise<Answer>;
};

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

async function send(base: string, user: LoadUser, method: string, url: string, body?: unknown) {
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
    run: async (base, user) => send(base, user, 'GET', `/api/companies?search=${pick(SEARCHES)}&page=1`),
  },
  {
    name: 'contacts list + search',
    weight: 10,
    run: async (base, user) => send(base, user, 'GET', `/api/contacts?search=${pick(SEARCHES)}`),
  },
  {
    name: 'company detail',
    weight: 25,
    run: async (base, user) => send(base, user, 'GET', `/api/companies/${pick(user.companyIds)}`),
  },
  {
    name: 'notifications',
    weight: 10,
    run: async (base, user) => send(base, user, 'GET', '/api/notifications'),
  },
  {
    name: 'create company',
    weight: 8,
    run: async (base, user, own) => {
      const name = `Load Created ${Math.random().toString(36).slice(2, 10)}`;
      const answer = await send(base, user, 'POST', '/api/companies', { name, city: 'Leeds' });
      if (answer.status === 201)
        own.push((JSON.parse(answer.text) as { company: { id: string } }).company.id);
      return answer;
    },
  },
  {
    name: 'edit company',
    weight: 12,
    run: async (base, user, own) => {
      const id = own.length > 0 && Math.random() < 0.5 ? pick(own) : pick(user.companyIds);
      return send(base, user, 'PATCH', `/api/companies/${id}`, { city: pick(['Leeds', 'York', 'Bath']) });
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
 * Every user opens the notifications stream, then works in a closed loop (request, a random
 * pause of 0..2×thinkMs, next request) until the time is up. Any answer other than 2xx, any
 * failed request and any stream that fails to open or closes early counts as an error. After a
 * 503 the user waits its Retry-After before the next click, as the page's "try again in a
 * moment" asks.
 */
export async function runLoad(base: string, users: LoadUser[], options: LoadOptions): Promise<LoadResult> {
  const errorKinds: Record<string, number> = {};
  const byAction: Record<string, number> = {};
  const latencies: number[] = [];
  const served: number[] = [];
  let shed = 0;
  const countError = (kind: string) => {
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  };
  const streams = await Promise.all(
    users.map((user) =>
      openEventStream(base, user.cookie).catch((error: Error) => {
        countError(`stream: ${error.message}`);
        return undefined;
      }),
    ),
  );
  const loadAtStart = loadAverage();
  const started = performance.now();
  const end = started + options.durationMs;
  await Promise.all(
    users.map(async (user) => {
      const own: string[] = [];
      // Spread the first requests over one pause, as people do not all click at once.
      await new Promise((r) => setTimeout(r, Math.random() * options.thinkMs * 2));
      while (performance.now() < end) {
        const action = chooseAction();
        const at = performance.now();
        let answer: Answer | undefined;
        try {
          answer = await action.run(base, user, own);
        } catch (error) {
          const cause = (error as Error).cause as Error | undefined;
          countError(`${action.name}: ${(error as Error).message}${cause ? ` (${cause.message})` : ''}`);
        }
        const took = performance.now() - at;
        latencies.push(took);
        byAction[action.name] = (byAction[action.name] ?? 0) + 1;
        const status = answer?.status ?? 0;
        if (status === 503 && answer?.retryAfter) shed++;
        else served.push(took);
        if (status !== 0 && (status < 200 || status >= 300)) countError(`${action.name}: ${status}`);
        const pause = Math.random() * options.thinkMs * 2;
        await new Promise((r) =>
          setTimeout(r, Math.max(pause, status === 503 ? (answer?.retryAfter ?? 0) * 1000 : 0)),
        );
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const streamsOpen = streams.filter(Boolean).length;
  for (const stream of streams) stream?.close();
  const sorted = [...latencies].sort((a, b) => a - b);
  const servedSorted = [...served].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds,
    throughput: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    over5s: sorted.filter((ms) => ms > 5_000).length,
    errors: Object.values(errorKinds).reduce((sum, n) => sum + n, 0),
    shed,
    servedP95: percentile(servedSorted, 95),
    errorKinds,
    streamsOpen,
    byAction,
    load: `${loadAtStart} → ${loadAverage()}`,
  };
}
