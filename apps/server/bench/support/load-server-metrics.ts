import { monitorEventLoopDelay } from 'node:perf_hooks';

/*
 * Where the time of a load run went: the nodes' own view (their /metrics: time from the first
 * hook to the answer, event-loop delay) beside what the users saw, and the load process's own
 * event-loop delay (the users and the proxy share it). A wide gap between the users' latency and
 * the nodes' says requests waited before a node's first hook, or in this process.
 */

export const LOAD_METRICS_TOKEN = 'load-bench-metrics-token-0123456789';

export type NodeFigures = {
  /** API requests the node answered (event streams left out), and how many with 503. */
  requests: number;
  refused: number;
  /** Of those, refused in the first hook (load shedding); the rest by the engine's queue or later. */
  shedAtOnce: number;
  /** Upper bound of the histogram bucket holding the 50th / 95th percentile, in ms. */
  p50: number;
  p95: number;
  /** The node's event-loop delay over the run: p99 and max, in ms. */
  lagP99: number;
  lagMax: number;
};

type Bucket = { le: number; count: number };

async function scrape(nodeUrl: string): Promise<string> {
  const response = await fetch(`${nodeUrl}/metrics`, {
    headers: { authorization: `Bearer ${LOAD_METRICS_TOKEN}` },
  });
  return response.text();
}

const labelsOf = (line: string) =>
  Object.fromEntries([...line.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
const sampleValue = (line: string) => Number(line.slice(line.lastIndexOf(' ') + 1));

/** Requests by bucket, summed over routes and statuses (the event stream left out). */
function parse(text: string) {
  const buckets = new Map<number, number>();
  let requests = 0;
  let refused = 0;
  let lagP99 = 0;
  let lagMax = 0;
  let shedAtOnce = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('northdesk_http_request_duration_seconds_bucket{')) {
      const labels = labelsOf(line);
      if (labels.route === '/api/events' || !labels.route?.startsWith('/api')) continue;
      const le = labels.le === '+Inf' ? Number.POSITIVE_INFINITY : Number(labels.le);
      buckets.set(le, (buckets.get(le) ?? 0) + sampleValue(line));
    } else if (line.startsWith('northdesk_http_request_duration_seconds_count{')) {
      const labels = labelsOf(line);
      if (labels.route === '/api/events' || !labels.route?.startsWith('/api')) continue;
      requests += sampleValue(line);
      if (labels.status === '503') refused += sampleValue(line);
    } else if (line.startsWith('northdesk_nodejs_eventloop_lag_p99_seconds '))
      lagP99 = sampleValue(line) * 1000;
    else if (line.startsWith('northdesk_nodejs_eventloop_lag_max_seconds '))
      lagMax = sampleValue(line) * 1000;
    else if (line.startsWith('northdesk_http_shed_requests ')) shedAtOnce = sampleValue(line);
  }
  const sorted: Bucket[] = [...buckets.entries()]
    .map(([le, count]) => ({ le, count }))
    .sort((a, b) => a.le - b.le);
  return { sorted, requests, refused, lagP99, lagMax, shedAtOnce };
}

const bucketPercentile = (buckets: Bucket[], total: number, p: number) =>
  (buckets.find((b) => b.count >= (p / 100) * total)?.le ?? Number.POSITIVE_INFINITY) * 1000;

/** Scrapes each node before the run (which also resets its event-loop histogram) and after. */
export async function nodeFiguresAround<T>(
  nodeUrls: string[],
  run: () => Promise<T>,
): Promise<{ result: T; nodes: NodeFigures[]; loadProcessLag: { p99: number; max: number } }> {
  const before = await Promise.all(nodeUrls.map(async (url) => parse(await scrape(url))));
  const ownLag = monitorEventLoopDelay({ resolution: 10 });
  ownLag.enable();
  const result = await run();
  ownLag.disable();
  const after = await Promise.all(nodeUrls.map(async (url) => parse(await scrape(url))));
  const nodes = after.map((end, i) => {
    const start = before[i] ?? { sorted: [], requests: 0, refused: 0, shedAtOnce: 0 };
    const buckets = end.sorted.map((b) => ({
      le: b.le,
      count: b.count - (start.sorted.find((s) => s.le === b.le)?.count ?? 0),
    }));
    const requests = end.requests - start.requests;
    return {
      requests,
      refused: end.refused - start.refused,
      shedAtOnce: end.shedAtOnce - start.shedAtOnce,
      p50: bucketPercentile(buckets, requests, 50),
      p95: bucketPercentile(buckets, requests, 95),
      lagP99: end.lagP99,
      lagMax: end.lagMax,
    };
  });
  return {
    result,
    nodes,
    loadProcessLag: { p99: ownLag.percentile(99) / 1e6, max: ownLag.max / 1e6 },
  };
}
