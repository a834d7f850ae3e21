import { REPORT_IDS, type ReportResponse } from '@northdesk/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineSqlBinding } from '../../src/db/inline-sql.ts';
import { session } from '../../src/db/schema/index.ts';
import { APP_ROLE } from '../../src/db/tenant.ts';
import { signedInUser } from '../support/accounts.ts';
import { TestClient } from '../support/client.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';
import { reportsFixture } from './reports-fixture.ts';

/*
 * A report request reads its rows with the session in one round trip (request_identity_report,
 * reports.routes.ts). These check that this read answers exactly as the read made after the
 * session (better-auth's path, taken for a bearer token), that nothing is read for a session that
 * does not resolve, and what the function does in the database.
 */

let server: TestServer;
let f: Awaited<ReturnType<typeof reportsFixture>>;
beforeAll(async () => {
  server = await startTestServer();
  f = await reportsFixture(server);
}, 180_000);
afterAll(() => server.close());

const PERIOD = 'range=custom&from=2026-01-01&to=2026-04-30';

async function tokenOf(userId: string): Promise<string> {
  const [row] = await server.deps.database.db.select().from(session).where(eq(session.userId, userId));
  return row?.token ?? '';
}

describe('a report read with the session', () => {
  it('answers as the read after the session does, every report, with and without filters', async () => {
    const bearer = new TestClient(server.app);
    const authorization = `Bearer ${await tokenOf(f.me.userId)}`;
    for (const id of REPORT_IDS)
      for (const query of [PERIOD, `${PERIOD}&owner=mine`, `${PERIOD}&owner=${f.b.userId}`]) {
        const withSession = await f.me.client.get(`/api/reports/${id}?${query}`);
        const after = await bearer.get(`/api/reports/${id}?${query}`, { authorization });
        expect(withSession.statusCode, withSession.body).toBe(200);
        expect(after.statusCode, after.body).toBe(200);
        expect(json<ReportResponse>(withSession), `${id} ${query}`).toEqual(json<ReportResponse>(after));
      }
  });

  it('answers each user and tenant its own figures for an address another asked first (the planned read is kept)', async () => {
    const stranger = await signedInUser(server, { role: 'super_admin' });
    const bearer = new TestClient(server.app);
    for (const query of [
      `tasks-by-user?${PERIOD}&owner=mine`,
      `pipeline-by-stage?${PERIOD}&owner=mine`,
      `companies-by-lead-status?${PERIOD}`,
    ]) {
      const address = `/api/reports/${query}`;
      const answers = [];
      for (const user of [f.me, f.b, stranger, f.me]) {
        const withSession = await user.client.get(address);
        const after = await bearer.get(address, { authorization: `Bearer ${await tokenOf(user.userId)}` });
        expect(withSession.statusCode, withSession.body).toBe(200);
        expect(json<ReportResponse>(withSession), `${query} for ${user.userId}`).toEqual(
          json<ReportResponse>(after),
        );
        answers.push(json<ReportResponse>(withSession).rows);
      }
      // The stranger's tenant has none of the fixture's records.
      expect(answers[2], query).not.toEqual(answers[0]);
    }
  });

  it('is refused at once for a signed-out session', async () => {
    const cookie = f.b.client.cookieHeader();
    const browser = new TestClient(server.app);
    expect((await browser.get(`/api/reports/sales-cycle?${PERIOD}`, { cookie })).statusCode).toBe(200);
    const signOut = await f.b.client.post('/api/auth/sign-out', {}, { origin: 'http://localhost:3000' });
    expect(signOut.statusCode, signOut.body).toBe(200);
    expect((await browser.get(`/api/reports/sales-cycle?${PERIOD}`, { cookie })).statusCode).toBe(401);
    expect((await browser.get(`/api/reports/sales-cycle/csv?${PERIOD}`, { cookie })).statusCode).toBe(401);
  });
});

describe('request_identity_report', () => {
  // The statement's three columns as reportStatement has them; `rows` says where it ran.
  const whereItRan = `select true, true, json_build_object('role', current_user,
    'company', current_setting('app.company_id'), 'user', current_setting('app.user_id'),
    'readOnly', current_setting('transaction_read_only'), 'tenant', $1, 'userParam', $2,
    'companies', (select count(*) from companies))::text`;

  it("runs the statement as the application role, read-only, with the session's tenant and user", async () => {
    const { database } = server.deps;
    const [row] = await database.readInlined<{ user_id: string; company_id: string; rows: string }>(
      sql`select * from request_identity_report(${await tokenOf(f.me.userId)}, ${whereItRan})`,
    );
    expect(row?.user_id).toBe(f.me.userId);
    expect(row?.company_id).toBe(f.tenant);
    expect(JSON.parse(row?.rows ?? '{}')).toEqual({
      role: APP_ROLE,
      company: f.tenant,
      user: f.me.userId,
      readOnly: 'on',
      tenant: f.tenant,
      userParam: f.me.userId,
      // Row-level security: its own tenant only.
      companies: 1,
    });
    // Nothing is left on the connection.
    const [after] = await database.readInlined<{ role: string; company: string | null }>(
      sql`select current_user as role, current_setting(${'app.company_id'}, true) as company`,
    );
    expect(after?.role).not.toBe(APP_ROLE);
    expect(after?.company ?? '').toBe('');
  });

  it('runs nothing for a token that is no session, and refuses writes', async () => {
    const { database } = server.deps;
    const failing = 'select true, true, (1 / 0)::text';
    expect(
      await database.readInlined(sql`select * from request_identity_report(${'no-such-token'}, ${failing})`),
    ).toEqual([]);
    const write = `update companies set name = 'Renamed' returning true, true, name`;
    await expect(
      database.readInlined(
        sql`select * from request_identity_report(${await tokenOf(f.me.userId)}, ${write})`,
      ),
    ).rejects.toThrow();
  });

  it('cannot be called by the application role', async () => {
    const attempt = server.deps.database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', ${APP_ROLE}, true)`);
      await tx.execute(sql`select * from request_identity_report(${'x'}, ${'select true, true, null'})`);
    });
    const error = await attempt.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(String((error as { cause?: unknown })?.cause ?? error)).toMatch(/permission denied/);
  });
});

describe('inlineSqlBinding', () => {
  it('makes the bound values placeholders and inlines every other parameter', () => {
    const tenant = 'b2a4f3c0-0000-4000-8000-000000000001';
    const query = sql`select ${'x'} as a where t = ${tenant} and u = ${'user-1'} and n = ${3} and t2 = ${tenant}`;
    expect(inlineSqlBinding(query, [tenant, 'user-1'])).toBe(
      "select 'x' as a where t = $1 and u = $2 and n = '3' and t2 = $1",
    );
    expect(() => inlineSqlBinding(sql`select 'x' as a`, [])).toThrow(/cannot inline/);
  });
});
