import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startFakeHubspot } from '../../apps/server/test/support/fake-hubspot/fake-hubspot-server.ts';
import {
  createFakeSlackStore,
  seedSlackSample,
  startFakeSlack,
} from '../../apps/server/test/support/fake-slack/fake-slack-server.ts';
import { CHROMIUM_PATH, ensureChromium } from './chromium.ts';
import { createDemoSessions, type SessionCookie } from './demo-sessions.ts';
import { DEMO_TENANT_NAME, E2E_FIXTURE_USERS, E2E_HUBSPOT_TOKEN } from './fixtures.ts';

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
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

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  // E2E_SERVER_START_MS: a longer wait on a machine shared with other test runs (the first start
  // migrates and seeds the demo tenant).
  const deadline = Date.now() + Number(process.env.E2E_SERVER_START_MS ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer in time:\n${output()}`);
}

type FixtureUser = {
  email: string;
  password: string;
  fullName: string;
  company: string;
  role: string;
  mustChangePassword: boolean;
};

function adminCli(args: string[], env: NodeJS.ProcessEnv): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', ...args], {
    cwd: root,
    env,
    stdio: 'pipe',
  }).toString();
}

/** Creates every user in one admin CLI run (`create-user --from FILE`): one start of the CLI, not one per user. */
function createFixtureUsers(users: readonly FixtureUser[], env: NodeJS.ProcessEnv, dataDir: string): void {
  const file = path.join(dataDir, 'e2e-fixture-users.json');
  fs.writeFileSync(file, JSON.stringify(users));
  adminCli(['create-user', '--from', file], env);
  fs.rmSync(file);
}

/**
 * Starts the production build as a newcomer would run it (its own data folder, demo data, no SMTP
 * so mails land in the dev outbox), after creating the fixture users with the admin CLI.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureChromium();
  const webDist = process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('The web app is not built: run `npm run build` (npm test does it) before the e2e suite.');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'northdesk-e2e-'));
  // A fake HubSpot for hubspot.e2e (empty until that test fills it), at HubSpot's own rate limits.
  const hubspot = await startFakeHubspot({
    tokens: [E2E_HUBSPOT_TOKEN],
    rateLimitPer10s: 100,
    searchPerSecond: 5,
  });
  // A fake Slack workspace for slack.e2e (SLACK_API_URL), at Slack's tier limits.
  const slackStore = createFakeSlackStore();
  seedSlackSample(slackStore);
  const slack = await startFakeSlack({ store: slackStore, rateLimits: true });
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const { DATABASE_URL: _db, SMTP_URL: _smtp, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    DATA_DIR: dataDir,
    PORT: String(port),
    APP_URL: baseUrl,
    DEMO_DATA: 'true',
    DEV_OUTBOX: 'true',
    LOG_LEVEL: 'warn',
    ENRICHMENT_ALLOW_PRIVATE_NETWORKS: 'true', // companies.e2e enriches from a site it serves on 127.0.0.1
    HUBSPOT_API_URL: hubspot.url,
    SLACK_API_URL: slack.url,
  };

  const startServer = async () => {
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env });
    child.stdout?.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.stderr?.on('data', (d: Buffer) => {
      output += d.toString();
    });
    await waitForHealth(baseUrl, child, () => output);
    return child;
  };
  const stopServer = async (child: ChildProcess) => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };

  // First start seeds the demo tenant; then, with the server stopped (the embedded database
  // allows one process), the admin CLI adds the fixture users; then the server starts again.
  await stopServer(await startServer());
  // The demo password is generated at the first start; the admin CLI shows it on this machine.
  const demoPassword = adminCli(['demo-password'], env).trim();
  // The demo tenant has no developer: the developer role is only granted by the admin CLI. The
  // suites sign it in with the demo users' password.
  const developer: FixtureUser = {
    email: 'developer@demo.northdesk.test',
    password: demoPassword,
    fullName: 'Dana Developer',
    company: DEMO_TENANT_NAME,
    role: 'developer',
    mustChangePassword: false,
  };
  createFixtureUsers([...E2E_FIXTURE_USERS, developer], env, dataDir);
  const child = await startServer();
  project.provide('baseUrl', baseUrl);
  project.provide('chromiumPath', CHROMIUM_PATH);
  project.provide('demoPassword', demoPassword);
  project.provide('demoSessions', await createDemoSessions(baseUrl, demoPassword));
  project.provide('hubspotUrl', hubspot.url);
  project.provide('slackUrl', slack.url);

  return async () => {
    await stopServer(child);
    await hubspot.close();
    await slack.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
    demoPassword: string;
    /** The demo users' shared sessions (see demo-sessions.ts). */
    demoSessions: Record<string, SessionCookie[]>;
    /** The fake Slack the server's SLACK_API_URL points at (knobs under /_fake/). */
    slackUrl: string;
    /** The fake HubSpot the server's HUBSPOT_API_URL points at (knobs under /_fake/). */
    hubspotUrl: string;
  }
}
