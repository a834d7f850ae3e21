import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase } from '../../src/db/embedded.ts';
import type { DatabaseHandle } from '../../src/db/types.ts';

/*
 * The embedded client drops drizzle's per-query parsers (PGlite merged them into its table on every
 * call: 0.2-0.5 ms a query) because the client parses the same types as text itself. Rows must stay
 * exactly what drizzle's parsers gave: these types as PostgreSQL's text, in and out of transactions.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openEmbeddedDatabase('memory://');
}, 120_000);
afterAll(() => handle?.close());

const TYPED = sql`select
  timestamptz '2026-11-27 10:11:12.345+00' as at_tz,
  timestamp '2026-11-27 10:11:12' as at,
  date '2026-02-28' as day,
  interval '1 day 02:03:04' as span,
  array[1.50, 2.25]::numeric[] as amounts,
  array[timestamp '2026-01-01 00:00:00'] as ats,
  array[timestamptz '2026-01-01 00:00:00+00'] as at_tzs,
  array[interval '5 minutes'] as spans,
  array[date '2026-03-01'] as days,
  12.50::numeric as amount,
  42::int as n,
  true as flag`;

const EXPECTED = {
  at_tz: '2026-11-27 10:11:12.345+00',
  at: '2026-11-27 10:11:12',
  day: '2026-02-28',
  span: '1 day 02:03:04',
  amounts: '{1.50,2.25}',
  ats: '{"2026-01-01 00:00:00"}',
  at_tzs: '{"2026-01-01 00:00:00+00"}',
  spans: '{00:05:00}',
  days: '{2026-03-01}',
  amount: '12.50',
  n: 42,
  flag: true,
};

type Client = {
  query: (...args: unknown[]) => Promise<{ rows: unknown[] }>;
  exec: (text: string) => Promise<{ rows: unknown[] }[]>;
};
const client = () => (handle.db as unknown as { $client: Client }).$client;

describe('embedded engine: drizzle rows with the client parsing text types', () => {
  it('db.execute returns timestamps, dates, intervals and their arrays as text', async () => {
    const result = (await handle.db.execute(TYPED)) as unknown as { rows: unknown[] };
    expect(result.rows[0]).toEqual(EXPECTED);
  });

  it('the same inside a transaction, and typed selects map as before', async () => {
    const rows = await handle.db.transaction(async (tx) => {
      const inside = (await tx.execute(TYPED)) as unknown as { rows: unknown[] };
      const mapped = await tx
        .select({ at: sql<string>`timestamptz '2026-11-27 10:11:12+00'`, n: sql<number>`7::int` })
        .from(sql`(select 1) as one`);
      return { inside: inside.rows[0], mapped };
    });
    expect(rows.inside).toEqual(EXPECTED);
    expect(rows.mapped).toEqual([{ at: '2026-11-27 10:11:12+00', n: 7 }]);
  });

  it('exec (readAsTenant and the job queue send it) gives the same text, as node-postgres does', async () => {
    const [result] = await client().exec(
      "select array[1.50, 2.25]::numeric[] as amounts, array[date '2026-03-01'] as days",
    );
    expect(result?.rows).toEqual([{ amounts: '{1.50,2.25}', days: '{2026-03-01}' }]);
  });

  it('a query given parsers of other types keeps them', async () => {
    const result = await client().query('select 5::int as n', [], {
      parsers: { 23: (v: string) => `int ${v}` },
    });
    expect(result.rows).toEqual([{ n: 'int 5' }]);
  });
});
