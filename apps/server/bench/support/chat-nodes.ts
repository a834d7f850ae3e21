import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openEmbeddedDatabase } from '../../src/db/embedded.ts';
import { openPostgresDatabase } from '../../src/db/postgres.ts';
import type { DatabaseHandle } from '../../src/db/types.ts';
import type { AppDeps } from '../../src/deps.ts';
import { createLogger } from '../../src/lib/logger.ts';
import { createDeps } from '../../src/server.ts';

/*
 * Server nodes for bench:chat: on PostgreSQL two nodes (each its own pool, LISTEN connection,
 * event-stream hub and job workers) on one scratch database, as two processes behind a balancer
 * would be; on PGlite the single node it can be.
 */

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type ChatNode = { base: string; deps: AppDeps; close(): Promise<void> };
export type ChatCluster = { label: string; nodes: ChatNode[]; close(): Promise<void> };

async function startNode(handle: DatabaseHandle, extraEnv: Record<string, string>): Promise<ChatNode> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'northdesk-bench-chat-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    DATA_DIR: dataDir,
    APP_URL: 'http://127.0.0.1',
    ...extraEnv,
  });
  const deps = await createDeps(config, createLogger(config), handle, {
    jobWorkers: true,
    jobPollingSeconds: 1,
  });
  await deps.jobs.startWorkers(deps);
  const app = await buildApp({ deps, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    base,
    deps,
    async close() {
      await app.close();
      await deps.realtime.close();
      await deps.jobs.stop({ timeoutMs: 2_000 });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function startChatCluster(engine: string, extraEnv: Record<string, string> = {}) {
  if (engine === 'pglite') {
    const handle = await openEmbeddedDatabase('memory://');
    const node = await startNode(handle, extraEnv);
    return {
      label: 'PGlite (1 node)',
      nodes: [node],
      async close() {
        await node.close();
        await handle.close();
      },
    } satisfies ChatCluster;
  }
  const name = `northdesk_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const handles: DatabaseHandle[] = [];
  const nodes: ChatNode[] = [];
  for (let i = 0; i < 2; i++) {
    const handle = await openPostgresDatabase(url.toString(), { poolMax: 10, onError: () => undefined });
    handles.push(handle);
    nodes.push(await startNode(handle, extraEnv));
  }
  return {
    label: 'PostgreSQL (2 nodes)',
    nodes,
    async close() {
      for (const node of nodes) await node.close();
      for (const handle of handles) await handle.close();
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  } satisfies ChatCluster;
}

/** Signs a user in on a node; each from its own client address (the sign-in limits count those). */
export async function signInAs(base: string, email: string, password: string, client: number) {
  const response = await fetch(`${base}/api/account/sign-in`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-northdesk-client-ip': `10.0.${Math.floor(client / 250)}.${(client % 250) + 1}`,
    },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}
