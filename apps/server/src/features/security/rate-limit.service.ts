import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { rateLimits } from '../../db/schema/index.ts';
import type { Database, Transaction } from '../../db/types.ts';

export type RateLimitRule = { maxAttempts: number; windowMinutes: number };

/** Locks the key and drops its attempts older than the window; answers how many are left in it. */
async function attemptsInWindow(tx: Transaction, key: string, action: string, rule: RateLimitRule) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${action}:${key}`}))`);
  const since = sql`now() - make_interval(mins => ${rule.windowMinutes})`;
  await tx
    .delete(rateLimits)
    .where(
      and(eq(rateLimits.identifier, key), eq(rateLimits.action, action), lt(rateLimits.attemptedAt, since)),
    );
  const [row] = await tx
    .select({ attempts: sql<number>`count(*)::int` })
    .from(rateLimits)
    .where(
      and(eq(rateLimits.identifier, key), eq(rateLimits.action, action), gt(rateLimits.attemptedAt, since)),
    );
  return row?.attempts ?? 0;
}

const keyOf = (identifier: string) => identifier.trim().toLowerCase();

/**
 * The spec's check_rate_limit: records an attempt and answers whether it may go ahead
 * (false = blocked). A sliding window over attempts stored in the database, so the limit holds
 * across restarts and server nodes; an advisory lock per key makes concurrent checks on two
 * nodes count one after the other.
 */
export async function checkRateLimit(
  db: Database,
  identifier: string,
  action: string,
  rule: RateLimitRule,
): Promise<boolean> {
  const key = keyOf(identifier);
  return db.transaction(async (tx) => {
    if ((await attemptsInWindow(tx, key, action, rule)) >= rule.maxAttempts) return false;
    await tx.insert(rateLimits).values({ identifier: key, action });
    return true;
  });
}

/**
 * Whether the key already used up its window, without counting this request: for limits that
 * count only failures (recordAttempt after one), so an office behind one address that signs in
 * correctly is never throttled while a password spray from it is.
 */
export async function isRateLimited(
  db: Database,
  identifier: string,
  action: string,
  rule: RateLimitRule,
): Promise<boolean> {
  const key = keyOf(identifier);
  return db.transaction(async (tx) => (await attemptsInWindow(tx, key, action, rule)) >= rule.maxAttempts);
}

/** Counts one attempt (a failure) against a key. */
export async function recordAttempt(db: Database, identifier: string, action: string): Promise<void> {
  await db.insert(rateLimits).values({ identifier: keyOf(identifier), action });
}
