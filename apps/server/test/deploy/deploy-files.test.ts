import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES } from '../../src/config.ts';
import { KEEP_ALIVE_TIMEOUT_MS } from '../../src/plugins/connection-draining.ts';

/*
 * Issue 25, item 4: no Docker engine runs in CI, so the container files are kept correct by
 * reading them: every setting they pass is one the server reads, the image is multi-stage and
 * runs as a non-root user, the compose file has PostgreSQL, MinIO, two nodes and a proxy that
 * points at them.
 */

const root = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

type Service = {
  image?: string;
  build?: unknown;
  environment?: Record<string, string> | string[];
  depends_on?: Record<string, unknown> | string[];
  volumes?: string[];
};
type Compose = { services: Record<string, Service> };

const compose = parse(read('docker-compose.yml'), { merge: true }) as Compose;
const envNames = (service: Service): string[] =>
  Array.isArray(service.environment)
    ? service.environment.map((e) => e.split('=')[0] ?? '')
    : Object.keys(service.environment ?? {});
const nodes = Object.entries(compose.services).filter(([name]) => name.startsWith('northdesk-'));

describe('container files (issue 25, item 4)', () => {
  it('the compose file runs PostgreSQL, MinIO, two Northdesk nodes and a reverse proxy', () => {
    const images = Object.values(compose.services).map((s) => s.image ?? '');
    expect(images.some((i) => i.startsWith('postgres:'))).toBe(true);
    expect(images.some((i) => i.startsWith('minio/minio'))).toBe(true);
    expect(images.some((i) => i.startsWith('caddy:'))).toBe(true);
    expect(nodes).toHaveLength(2);
    for (const [, node] of nodes) expect(node.build).toBe('.');
  });

  it('passes each node only settings the server reads, with those a multi-node install needs', () => {
    for (const [name, node] of nodes) {
      const passed = envNames(node);
      expect(
        passed.filter((v) => !CONFIG_VARIABLES.includes(v)),
        name,
      ).toEqual([]);
      for (const needed of [
        'DATABASE_URL',
        'AUTH_SECRET',
        'APP_URL',
        'TRUST_PROXY',
        'S3_ENDPOINT',
        'S3_BUCKET',
      ])
        expect(passed, `${name} ${needed}`).toContain(needed);
      const env = node.environment as Record<string, string>;
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
      expect(env.NODE_ENV).toBe('production');
    }
    // Each node keeps its own folder: nothing on disk is shared between them.
    const volumes = nodes.map(([, node]) => node.volumes?.[0]?.split(':')[0]);
    expect(new Set(volumes).size).toBe(nodes.length);
  });

  it('the proxy balances over the nodes by readiness', () => {
    const caddy = read('deploy/Caddyfile');
    for (const [name] of nodes) expect(caddy).toContain(`${name}:3000`);
    expect(caddy).toContain('health_uri /api/ready');
    // Caddy drops idle connections to a node before the node does (else a reset now and then).
    const keepalive = caddy.match(/^\s*keepalive (\d+)s$/m)?.[1];
    expect(keepalive, 'transport http { keepalive Ns }').toBeDefined();
    expect(Number(keepalive) * 1000).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS);
  });

  it('the image is multi-stage, runs as a non-root user, and sets only settings the server reads', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(3);
    const users = [...dockerfile.matchAll(/^USER (\S+)/gm)].map((m) => m[1]);
    expect(users.at(-1)).toBeDefined();
    expect(users.at(-1)).not.toMatch(/^(root|0)$/);
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const env = [...runtime.matchAll(/^\s*(?:ENV\s+)?([A-Z_]+)=/gm)].map((m) => m[1] ?? '');
    expect(env.length).toBeGreaterThan(0);
    expect(env.filter((v) => !CONFIG_VARIABLES.includes(v))).toEqual([]);
    // What the image copies and runs exists.
    for (const [, source] of runtime.matchAll(/^COPY (?!--from)(\S+)/gm))
      expect(fs.existsSync(path.join(root, source ?? '')), source).toBe(true);
    // It runs the compiled server (issue 25, item 8), built in an earlier stage by the build script.
    expect(runtime).toContain('CMD ["node", "apps/server/dist/main.js"]');
    expect(runtime).toContain('COPY --from=build /app/apps/server/dist apps/server/dist');
    expect(dockerfile).toContain('npm run build --silent -w @northdesk/server');
    expect(runtime).not.toContain('tsx');
    const serverPackage = JSON.parse(read('apps/server/package.json')) as { scripts: Record<string, string> };
    expect(serverPackage.scripts.build).toBe('node build.mjs');
    expect(fs.existsSync(path.join(root, 'apps/server/build.mjs'))).toBe(true);
  });
});
