import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serverSecrets } from '../../db/schema/index.ts';
import type { Database } from '../../db/types.ts';

/**
 * AUTH_SECRET when configured; otherwise one generated on the first start and stored in the
 * database, so every node and every restart signs and reads the same cookies and tokens.
 */
export async function resolveAuthSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(serverSecrets)
    .values({ name: 'auth', value: crypto.randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'auth'));
  if (!row) throw new Error('auth secret could not be stored');
  return row.value;
}
