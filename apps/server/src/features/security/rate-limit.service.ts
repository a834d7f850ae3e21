import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { rateLimits } from '../../db/schema/index.ts';
import type { Database } from '../../db/types.ts';

export type RateLimitRule = { maxAttempts: number; windowMinutes: number };

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
  const key = identifier.trim().toLowerCase();
  return db.transaction(async (tx) => {
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
    if ((row?.attempts ?? 0) >= rule.maxAttempts) return false;
    await tx.insert(rateLimits).values({ identifier: key, action });
    return true;
  });
}
