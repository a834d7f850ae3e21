import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/ready', () => {
  it('is ready when the database answers, migrations are applied and the job queue runs', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      status: 'ready',
      checks: {
        database: { ok: true, detail: server.deps.database.kind },
        migrations: { ok: true, detail: 'up to date' },
        jobs: { ok: true, detail: 'running' },
      },
    });
  });

  it('answers 503 naming the failed check when a migration is missing', async () => {
    const { db } = server.deps.database;
    const [newest] = await queryRows<{ id: number; created_at: string }>(
      db,
      sql`select id, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    await db.execute(sql`update drizzle.__drizzle_migrations set created_at = 1 where id = ${newest?.id}`);
    try {
      const response = await server.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(json(response)).toMatchObject({
        status: 'not_ready',
        checks: { database: { ok: true }, migrations: { ok: false, detail: 'migrations are pending' } },
      });
    } finally {
      await db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = ${newest?.created_at} where id = ${newest?.id}`,
      );
    }
  });

  it('answers 503 when the job queue has stopped', async () => {
    await server.deps.jobs.stop({ timeoutMs: 1000 });
    const response = await server.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(json(response)).toMatchObject({ checks: { jobs: { ok: false } } });
  });

  it('liveness stays up without a session', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});
