import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { slackApps, slackUserMappings } from '../../../db/schema/index.ts';
import type { Database, Transaction } from '../../../db/types.ts';
import type { AppDeps } from '../../../deps.ts';
import { resolveAuthSecret } from '../../auth/auth-secret.ts';
import { decryptToken, encryptToken } from '../../hubspot/token-crypto.ts';

/*
 * Slack secrets at rest: the app's client secret and each person's rotating token pair, sealed
 * with AES-256-GCM under a key derived from AUTH_SECRET (the HubSpot token's scheme), so a
 * database dump alone gives nothing away and every node reads them. The OAuth `state` is an HMAC
 * of the person and tenant with an expiry: no table, and a state made for one person cannot
 * connect another.
 */

const secrets = new WeakMap<Database, Promise<string>>();
export function slackSecret(deps: Pick<AppDeps, 'config' | 'database'>): Promise<string> {
  let secret = secrets.get(deps.database.db);
  if (!secret) {
    secret = resolveAuthSecret(deps.database.db, deps.config.authSecret);
    secrets.set(deps.database.db, secret);
  }
  return secret;
}

export const seal = async (deps: Pick<AppDeps, 'config' | 'database'>, value: string) =>
  encryptToken(await slackSecret(deps), value);
export const unseal = async (deps: Pick<AppDeps, 'config' | 'database'>, value: string) =>
  decryptToken(await slackSecret(deps), value);

const STATE_TTL_MS = 10 * 60_000;
const hmac = (secret: string, text: string) =>
  crypto.createHmac('sha256', `slack-oauth-state:${secret}`).update(text).digest('base64url');

export async function makeState(
  deps: Pick<AppDeps, 'config' | 'database'>,
  companyId: string,
  userId: string,
) {
  const body = Buffer.from(
    JSON.stringify({ c: companyId, u: userId, e: Date.now() + STATE_TTL_MS }),
  ).toString('base64url');
  return `${body}.${hmac(await slackSecret(deps), body)}`;
}

export async function readState(
  deps: Pick<AppDeps, 'config' | 'database'>,
  state: string,
): Promise<{ companyId: string; userId: string } | null> {
  const [body, mac] = state.split('.');
  if (!body || !mac) return null;
  const expected = hmac(await slackSecret(deps), body);
  if (expected.length !== mac.length || !crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(mac)))
    return null;
  try {
    const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      c?: string;
      u?: string;
      e?: number;
    };
    if (!parsed.c || !parsed.u || !parsed.e || parsed.e < Date.now()) return null;
    return { companyId: parsed.c, userId: parsed.u };
  } catch {
    return null;
  }
}

export async function readApp(tx: Transaction) {
  const [row] = await tx.select().from(slackApps).limit(1);
  return row;
}

export async function readMapping(tx: Transaction, userId: string) {
  const [row] = await tx.select().from(slackUserMappings).where(eq(slackUserMappings.userId, userId));
  return row;
}

export type SlackMappingRow = typeof slackUserMappings.$inferSelect;
