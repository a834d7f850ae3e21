import http from 'node:http';

/*
 * The HTTP load generator, in its own process (forked by http-load.ts): the server under test
 * keeps its event loop (and, on a small machine, a core) to itself, as it would behind browsers.
 * Plain node:http on kept-alive sockets, like wrk or autocannon: fetch (undici) spends about
 * five times as much CPU per request, which on a 2-core machine is taken from the server.
 */
type Job = { urls: string[]; cookie: string; clients: number; perClient: number; warmup: number };

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** A 503 with Retry-After: the server refused before doing any work (load shedding, engine queue). */
class Refused extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('refused');
  }
}

function get(url: string, cookie: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { cookie, accept: 'application/json' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        const retryAfter = response.headers['retry-after'];
        if (status >= 200 && status < 300) resolve();
        else if (status === 503 && retryAfter) reject(new Refused(Number(retryAfter)));
        else reject(new Error(`${status} ${url}: ${Buffer.concat(chunks).toString('utf8').slice(0, 200)}`));
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

let refused = 0;

/**
 * One request, sent again after the wait a refusal asks for (as the web app does); the latency is
 * that of the answered send only, and refusals are counted and reported (a loaded machine's event
 * loop stalls, e.g. right after the benchmark's VACUUM, make the server refuse for a moment).
 */
async function getAnswered(url: string, cookie: string): Promise<number> {
  for (;;) {
    const started = performance.now();
    try {
      await get(url, cookie);
      return performance.now() - started;
    } catch (error) {
      if (!(error instanceof Refused) || refused >= 20) throw error;
      refused++;
      await new Promise((resolve) => setTimeout(resolve, error.retryAfterSeconds * 1000));
    }
  }
}

process.once('message', async (job: Job) => {
  const urlOf = (i: number) => job.urls[i % job.urls.length] ?? '';
  for (let i = 0; i < job.warmup; i++) await getAnswered(urlOf(i), job.cookie);
  // As latency.ts's measure(), with each sample the answered send's own time.
  const samples: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: job.clients }, async () => {
      for (let k = 0; k < job.perClient; k++) samples.push(await getAnswered(urlOf(next++), job.cookie));
    }),
  );
  agent.destroy();
  if (refused > 0) process.stderr.write(`load generator: ${refused} requests refused (503) and sent again\n`);
  process.send?.(samples, () => process.exit(0));
});
