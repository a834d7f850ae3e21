import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Latencies of GET requests to `urls` (rotated), from a separate process, with the given concurrency. */
export function httpLoad(job: {
  urls: string[];
  cookie: string;
  clients: number;
  perClient: number;
  warmup: number;
}): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./http-load-worker.ts', import.meta.url)), [], {
      execArgv: ['--import', 'tsx'],
    });
    child.once('message', (samples) => resolve(samples as number[]));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load generator exited with ${code}`));
    });
    child.send(job);
  });
}
