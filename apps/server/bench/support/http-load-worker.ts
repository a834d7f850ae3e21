import http from 'node:http';
import { measure } from './latency.ts';

/*
 * The HTTP load generator, in its own process (forked by http-load.ts): the server under test
 * keeps its event loop (and, on a small machine, a core) to itself, as it would behind browsers.
 * Plain node:http on kept-alive sockets, like wrk or autocannon: fetch (undici) spends about
 * five times as much CPU per request, which on a 2-core machine is taken from the server.
 */
type Job = { urls: string[]; cookie: string; clients: number; perClient: number; warmup: number };

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function get(url: string, cookie: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { cookie, accept: 'application/json' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        if (status >= 200 && status < 300) resolve();
        else reject(new Error(`${status} ${url}: ${Buffer.concat(chunks).toString('utf8').slice(0, 200)}`));
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

process.once('message', async (job: Job) => {
  const samples = await measure((i) => get(job.urls[i % job.urls.length] ?? '', job.cookie), {
    clients: job.clients,
    perClient: job.perClient,
    warmup: job.warmup,
  });
  agent.destroy();
  process.send?.(samples, () => process.exit(0));
});
