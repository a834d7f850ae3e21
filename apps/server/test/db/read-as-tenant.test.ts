import { ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../src/db/migrate.ts';
import { openPostgresDatabase } from '../../src/db/postgres.ts';
import { queryRows } from '../../src/db/rows.ts';
import { companies } from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import type { DatabaseHandle } from '../../src/db/types.ts';
import { createTenantCompany } from '../../src/features/settings/tenants/tenants.service.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
/** One connection on PostgreSQL, so "the next statement" surely runs where the read ran. */
let handle: DatabaseHandle;
let tenantA: string;
let tenantB: string;
let owner: string;

type Session = { role: string; company: string | null; user: string | null; readOnly: string };
// Setting names as parameters: readAsTenant refuses quotes in the SQL text.
const sessionQuery = sql`select current_user as role, current_setting(${'app.company_id'}, true) as company,
  current_setting(${'app.user_id'}, true) as user, current_setting(${'transaction_read_only'}) as "readOnly"`;

/** The messages of an error and its causes, wherever in the chain the database error sits. */
async function failure(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  const messages: string[] = [];
  for (let current = error; current instanceof Error; current = current.cause) messages.push(current.message);
  return messages.join(' / ');
}

async function sessionOutside(): Promise<Session> {
  const [row] = await queryRows<Session>(handle.db, sessionQuery);
  return row!;
}

beforeAll(async () => {
  database = await openTestDatabase();
  await runMigrations(database.handle);
  handle = database.url
    ? await openPostgresDatabase(database.url, { poolMax: 1, onError: () => undefined })
    : database.handle;
  tenantA = (await createTenantCompany(handle.db, 'Alpha Ltd')).id;
  tenantB = (await createTenantCompany(handle.db, 'Beta Ltd')).id;
  owner = (await sessionOutside()).role;
});

afterAll(async () => {
  if (handle !== database.handle) await handle.close();
  await database.drop();
});

describe('readAsTenant', () => {
  it('applies row-level security: a query with no WHERE sees only the tenant rows', async () => {
    const rows = await handle.readAsTenant<{ name: string }>(
      { companyId: tenantA },
      sql`select name from companies order by name`,
    );
    expect(rows).toEqual([{ name: 'Alpha Ltd' }]);
    const other = await handle.readAsTenant<{ name: string }>(
      { companyId: tenantB },
      sql`select name from companies`,
    );
    expect(other).toEqual([{ name: 'Beta Ltd' }]);
  });

  it('runs as the application role with the tenant and user set, read-only', async () => {
    const [row] = await handle.readAsTenant<Session>({ companyId: tenantA, userId: 'user-1' }, sessionQuery);
    expect(row).toEqual({ role: 'northdesk_app', company: tenantA, user: 'user-1', readOnly: 'on' });
  });

  it('leaves nothing behind on the connection', async () => {
    expect(owner).not.toBe('northdesk_app');
    await handle.readAsTenant({ companyId: tenantA, userId: 'user-1' }, sql`select 1 as one`);
    const after = await sessionOutside();
    expect(after.role).toBe(owner);
    expect(after.company ?? '').toBe('');
    expect(after.user ?? '').toBe('');
    expect(after.readOnly).toBe('off');
  });

  it('keeps concurrent reads for different tenants apart', async () => {
    const reads = [tenantA, tenantB, tenantA, tenantB].map((companyId) =>
      handle.readAsTenant<{ name: string }>({ companyId }, sql`select name from companies`),
    );
    const names = (await Promise.all(reads)).map((rows) => rows.map((r) => r.name));
    expect(names).toEqual([['Alpha Ltd'], ['Beta Ltd'], ['Alpha Ltd'], ['Beta Ltd']]);
  });

  it('does not run inside a transaction another caller has open', async () => {
    let entered!: () => void;
    let release!: () => void;
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const open = withTenant(handle.db, { companyId: tenantB }, async (tx) => {
      entered();
      await gate;
      return queryRows<{ name: string }>(tx, sql`select name from companies`);
    });
    await inside;
    const read = handle.readAsTenant<{ name: string }>(
      { companyId: tenantA },
      sql`select name from companies`,
    );
    release();
    expect(await open).toEqual([{ name: 'Beta Ltd' }]);
    expect(await read).toEqual([{ name: 'Alpha Ltd' }]);
  });

  it('passes a string with quotes, backslashes and SQL-looking text through exactly', async () => {
    const tricky = `O'Brien \\ "x" \\' $1 $$ -- /* ; \n E'\\x41' ü`;
    const [row] = await handle.readAsTenant<{ v: string; w: string }>(
      { companyId: tenantA },
      sql`select ${tricky}::text as v, ${'plain'}::text as w`,
    );
    expect(row).toEqual({ v: tricky, w: 'plain' });
  });

  it('inlines a drizzle-built query and its parameters', async () => {
    const query = handle.db
      .select({ name: companies.name })
      .from(companies)
      .where(ne(companies.name, "Nobody's"))
      .getSQL();
    const rows = await handle.readAsTenant<{ name: string }>({ companyId: tenantB }, query);
    expect(rows).toEqual([{ name: 'Beta Ltd' }]);
  });

  it('returns rows shaped exactly as withTenant with queryRows returns them', async () => {
    const query = sql`select ${'2024-01-02T03:04:05.678Z'}::timestamptz as ts,
      ${new Date('2024-05-06T07:08:09Z')}::timestamptz as from_date, ${'2024-01-02'}::date as d,
      ${'12.50'}::numeric as n, ${'9007199254740993'}::bigint as big, ${-5}::int - ${-3}::int as diff,
      ${7}::int as i, ${1.25}::float8 as f, ${true}::boolean as b, ${'{"a":[1,2]}'}::jsonb as j,
      ${null}::text as nothing, ${7} as untyped`;
    const expected = await withTenant(handle.db, { companyId: tenantA }, (tx) => queryRows(tx, query));
    const rows = await handle.readAsTenant({ companyId: tenantA }, query);
    expect(rows).toEqual(expected);
    expect(rows[0]).toMatchObject({ diff: -2, i: 7, b: true, j: { a: [1, 2] }, nothing: null, untyped: '7' });
  });

  it('rejects when the statement fails, and the next read works', async () => {
    expect(
      await failure(handle.readAsTenant({ companyId: tenantA }, sql`select 1 / ${0}::int as x`)),
    ).toMatch(/division by zero/);
    const rows = await handle.readAsTenant<{ name: string }>(
      { companyId: tenantA },
      sql`select name from companies`,
    );
    expect(rows).toEqual([{ name: 'Alpha Ltd' }]);
    expect((await sessionOutside()).role).toBe(owner);
  });

  it('refuses writes', async () => {
    const update = sql`update companies set name = ${'Renamed'} returning id`;
    expect(await failure(handle.readAsTenant({ companyId: tenantA }, update))).toMatch(
      /read-only transaction/,
    );
    const rows = await handle.readAsTenant<{ name: string }>(
      { companyId: tenantA },
      sql`select name from companies`,
    );
    expect(rows).toEqual([{ name: 'Alpha Ltd' }]);
  });

  it('refuses parameters it cannot inline safely', async () => {
    const ctx = { companyId: tenantA };
    await expect(handle.readAsTenant(ctx, sql`select ${{ a: 1 }}::jsonb as j`)).rejects.toThrow(TypeError);
    await expect(handle.readAsTenant(ctx, sql`select ${Buffer.from('x')}::bytea as a`)).rejects.toThrow(
      TypeError,
    );
    await expect(handle.readAsTenant(ctx, sql`select ${Number.NaN}::float8 as n`)).rejects.toThrow(TypeError);
  });

  it('refuses SQL text where a placeholder could be misread', async () => {
    const ctx = { companyId: tenantA };
    await expect(handle.readAsTenant(ctx, sql`select 'x' as v`)).rejects.toThrow(/cannot inline/);
    await expect(handle.readAsTenant(ctx, sql`select $$x$$ as v`)).rejects.toThrow(/cannot inline/);
    await expect(handle.readAsTenant(ctx, sql`select 1 as v -- ${1}`)).rejects.toThrow(/cannot inline/);
    await expect(handle.readAsTenant(ctx, sql`select 1 as v; select 2 as w`)).rejects.toThrow(
      /cannot inline/,
    );
  });
});

describe('readInlined', () => {
  it('runs one statement as the connection itself, with no tenant, its parameters inlined exactly', async () => {
    const tricky = `O'Brien \\ "x" $$ -- ; ü`;
    const [row] = await handle.readInlined<Session & { v: string }>(
      sql`select current_user as role, current_setting(${'app.company_id'}, true) as company,
        current_setting(${'app.user_id'}, true) as user, current_setting(${'transaction_read_only'}) as "readOnly",
        ${tricky}::text as v`,
    );
    expect(row?.role).toBe(owner);
    expect(row?.company ?? '').toBe('');
    expect(row?.v).toBe(tricky);
  });

  it('returns rows shaped exactly as queryRows returns them', async () => {
    const query = sql`select ${'2024-01-02T03:04:05.678Z'}::timestamptz as ts, ${'{"a":[1,2]}'}::jsonb as j,
      ${7}::int as i, ${true}::boolean as b, ${null}::text as nothing`;
    expect(await handle.readInlined(query)).toEqual(await queryRows(handle.db, query));
  });

  it('refuses what it cannot inline safely, and a failing statement leaves the connection usable', async () => {
    await expect(handle.readInlined(sql`select 'x' as v`)).rejects.toThrow(/cannot inline/);
    await expect(handle.readInlined(sql`select ${{ a: 1 }}::jsonb as j`)).rejects.toThrow(TypeError);
    expect(await failure(handle.readInlined(sql`select 1 / ${0}::int as x`))).toMatch(/division by zero/);
    expect((await sessionOutside()).role).toBe(owner);
  });
});
