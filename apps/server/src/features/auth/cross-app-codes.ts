import crypto from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { verification } from '../../db/schema/index.ts';
import type { Database } from '../../db/types.ts';

/** How long a cross-app exchange code may wait to be used (it travels in a URL). */
export const CROSS_APP_CODE_SECONDS = 120;

// Only a hash is stored: a database reader cannot replay a code still in flight.
const identifierOf = (code: string) =>
  `cross-app:${crypto.createHash('sha256').update(code).digest('base64url')}`;

/** A new single-use code for the user, valid CROSS_APP_CODE_SECONDS. */
export async function createCrossAppCode(db: Database, userId: string): Promise<string> {
  const code = crypto.randomBytes(32).toString('base64url');
  const now = new Date();
  await db.insert(verification).values({
    id: crypto.randomUUID(),
    identifier: identifierOf(code),
    value: userId,
    expiresAt: new Date(now.getTime() + CROSS_APP_CODE_SECONDS * 1000),
    createdAt: now,
    updatedAt: now,
  });
  return code;
}

/**
 * Uses a code up: the user it was made for, or null when it is unknown, expired or already used.
 * One DELETE … RETURNING, so of two requests racing with one code exactly one gets the user.
 */
export async function consumeCrossAppCode(db: Database, code: string): Promise<string | null> {
  const [row] = await db
    .delete(verification)
    .where(and(eq(verification.identifier, identifierOf(code)), gt(verification.expiresAt, new Date())))
    .returning({ userId: verification.value });
  return row?.userId ?? null;
}
