import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/*
 * Server nodes as separate processes (`node --import tsx apps/server/src/main.ts`, as `npm run
 * dev` runs them), each with its own port and data folder, sharing one PostgreSQL database.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
/** A longer wait on a machine shared with other test runs (as the E2E suite's E2E_SERVER_START_MS). */
const START_MS = Number(process.env.E2E_SERVER_START_MS ?? 180_000);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type NodeProcess = {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  output(): string;
  /** Ends the process (SIGTERM: graceful; SIGKILL: as a crash) and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
};

/** `dataDir`: a data folder to use (e.g. an embedded database made beforehand); removed on stop. */
export async function startNodeProcess(
  name: string,
  env: Record<string, string>,
  port: number,
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `northdesk-${name}-`)),
): Promise<NodeProcess> {
  const { DATABASE_URL: _db, SMTP_URL: _smtp, S3_ENDPOINT: _s3, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...inherited,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
    },
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const node: NodeProcess = {
    name,
    port,
    url,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + START_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`node ${name} exited early:\n${output}`);
    const ready = await fetch(`${url}/api/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return node;
    await new Promise((r) => setTimeout(r, 250));
  }
  await node.stop('SIGKILL');
  throw new Error(`node ${name} was not ready in ${START_MS} ms:\n${output}`);
}

/** Signs in over HTTP; returns the status and the session cookie (empty when refused). */
export async function signInOver(base: string, email: string, password: string) {
  const response = await fetch(`${base}/api/account/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  await response.arrayBuffer();
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { status: response.status, cookie };
}

/** A JSON request with a session cookie; returns the status and the parsed body. */
export async function call<T>(base: string, cookie: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

export type StreamEvent = { event: string; data: Record<string, unknown> };
export type EventStream = {
  events: StreamEvent[];
  /** Resolves with the first event (already received or to come) that matches, or fails after timeoutMs. */
  waitFor(match: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  close(): void;
};

/** A tab's event stream (GET /api/events), read as server-sent events. */
export async function openEventStream(base: string, cookie: string): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events`, { headers: { cookie }, signal: controller.signal });
  if (response.status !== 200 || !response.body) throw new Error(`event stream refused: ${response.status}`);
  const events: StreamEvent[] = [];
  const listeners = new Set<() => void>();
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) as Record<string, unknown> });
        }
        for (const listener of listeners) listener();
      }
    } catch {
      // closed
    }
  })();
  return {
    events,
    waitFor(match, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return false;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no matching event in ${timeoutMs} ms; received ${JSON.stringify(events)}`));
        }, timeoutMs);
        if (!check()) listeners.add(check);
      });
    },
    close: () => controller.abort(),
  };
}
