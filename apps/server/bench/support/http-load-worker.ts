import { measure } from './latency.ts';

/*
 * The HTTP load generator, in its own process (forked by http-load.ts): the server under test
 * keeps its event loop (and, on a small machine, a core) to itself, as it would behind browsers.
 */
type Job = { urls: string[]; cookie: string; clients: number; perClient: number; warmup: number };

process.once('message', async (job: Job) => {
  const samples = await measure(
    async (i) => {
      const url = job.urls[i % job.urls.length] ?? '';
      const response = await fetch(url, { headers: { cookie: job.cookie, accept: 'application/json' } });
      const body = await response.text();
      if (!response.ok) throw new Error(`${response.status} ${url}: ${body.slice(0, 200)}`);
    },
    { clients: job.clients, perClient: job.perClient, warmup: job.warmup },
  );
  process.send?.(samples, () => process.exit(0));
});
