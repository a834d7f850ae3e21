import type { SQL } from 'drizzle-orm';

type Executor = { execute(query: SQL): PromiseLike<unknown> };

/** Runs raw SQL and returns its rows; both drivers (PGlite, node-postgres) answer with `rows`. */
export async function queryRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as { rows: T[] };
  return result.rows;
}
