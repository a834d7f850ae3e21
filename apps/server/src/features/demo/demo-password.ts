import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serverSecrets } from '../../db/schema/index.ts';
import type { Database } from '../../db/types.ts';

const SECRET_NAME = 'demo_password';

/**
 * The demo users' password: random per install (never a constant in the code or the docs),
 * generated when the demo tenant is seeded and kept with the server's other secrets, so the admin
 * CLI on that machine can show it again (`npm run admin -- demo-password`). A second call keeps
 * the first password (two nodes starting at once agree).
 */
export async function createDemoPassword(db: Database): Promise<string> {
  // 96 random bits, with a letter of each case, a digit and a symbol for any password rule.
  const generated = `Demo-${crypto.randomBytes(12).toString('base64url')}-7a`;
  await db.insert(serverSecrets).values({ name: SECRET_NAME, value: generated }).onConflictDoNothing();
  const stored = await readDemoPassword(db);
  if (!stored) throw new Error('demo password could not be stored');
  return stored;
}

/** The demo password generated at the first start, or null when no demo tenant was seeded. */
export async function readDemoPassword(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, SECRET_NAME));
  return row?.value ?? null;
}
