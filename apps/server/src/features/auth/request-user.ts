import { type AccessLevel, isRole, type Role } from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import { engineBusyCause } from '../../db/engine-queue.ts';
import type { DatabaseHandle } from '../../db/types.ts';
import { tenantDisplayName } from '../../lib/tenant-name.ts';
import type { Auth } from './auth.ts';
import { type SessionCookieRules, sessionCookieRules, sessionCredential } from './session-cookie.ts';

/** The signed-in user as every route sees them: who, in which tenant, with which role. */
export type RequestUser = {
  userId: string;
  email: string;
  emailVerified: boolean;
  sessionId: string;
  companyId: string;
  companyName: string;
  role: Role | null;
  fullName: string | null;
  avatarUrl: string | null;
  firstLoginCompleted: boolean;
  /** The levels stored for this user per section (user_permissions), read with the session. */
  storedAccessLevels: Readonly<Record<string, AccessLevel>>;
};

type IdentityRow = {
  session_id: string | null;
  session_expires_at: Date | string | null;
  user_id: string;
  email: string;
  email_verified: boolean;
  company_id: string;
  company_name: string;
  company_legal_name: string | null;
  company_trading_name: string | null;
  role: string | null;
  full_name: string | null;
  avatar_url: string | null;
  first_login_completed: boolean;
  access_levels: Record<string, AccessLevel> | string | null;
};

/** The report columns request_identity_report reads with the session (reportStatement's). */
export type ReportReadRow = { pipeline_ok: boolean | string; owner_ok: boolean | string; rows: string };

/** What the identity read needs of the database: one inlined statement (see readInlined). */
export type IdentityReader = Pick<DatabaseHandle, 'readInlined'>;

/** One round trip: session (by token) or user id → user, profile, role, tenant, access levels. */
async function readIdentity(
  database: IdentityReader,
  by: { token: string } | { userId: string },
): Promise<IdentityRow | undefined> {
  const token = 'token' in by ? by.token : null;
  const userId = 'userId' in by ? by.userId : null;
  const [row] = await database.readInlined<IdentityRow>(
    sql`select * from request_identity(${token}, ${userId})`,
  );
  return row;
}

function toRequestUser(row: IdentityRow, sessionId: string): RequestUser {
  const levels =
    typeof row.access_levels === 'string' ? JSON.parse(row.access_levels) : (row.access_levels ?? {});
  return {
    userId: row.user_id,
    email: row.email,
    emailVerified: row.email_verified,
    sessionId,
    companyId: row.company_id,
    companyName: tenantDisplayName({
      name: row.company_name,
      legalName: row.company_legal_name,
      tradingName: row.company_trading_name,
    }),
    role: isRole(row.role) ? row.role : null,
    fullName: row.full_name,
    avatarUrl: row.avatar_url,
    firstLoginCompleted: row.first_login_completed,
    storedAccessLevels: levels,
  };
}

/** True when the session must go through better-auth: expired, or due for its sliding renewal. */
function needsBetterAuth(row: IdentityRow, rules: SessionCookieRules, now: number): boolean {
  if (row.session_expires_at === null) return true;
  const expiresAt = new Date(row.session_expires_at).getTime();
  return expiresAt <= now || expiresAt - rules.expiresInMs + rules.updateAgeMs <= now;
}

/**
 * Resolves the session (cookie or bearer token) and the user's tenant. A user without a profile
 * (half-made, or removed from their tenant) is treated as signed out.
 *
 * The common case — a browser's signed session cookie for a live session that is not yet due
 * for renewal — is answered by one query (request_identity). Everything else (bearer tokens,
 * "don't remember me" sessions, renewal, expiry) goes through better-auth's getSession, which
 * stays the authority on what a session is; the fast path only reads what it would read.
 */
export async function resolveRequestUser(
  database: IdentityReader,
  auth: Auth,
  headers: Headers,
  onRenewedCookies?: (cookies: string[]) => void,
): Promise<RequestUser | null> {
  const rules = await sessionCookieRules(auth);
  const credential = sessionCredential(headers, rules);
  if (credential === 'none') return null;
  if (credential !== 'better-auth') {
    const row = await readIdentity(database, credential);
    if (!row) return null;
    if (!needsBetterAuth(row, rules, Date.now()) && row.session_id) return toRequestUser(row, row.session_id);
  }
  const { headers: responseHeaders, response: session } = await auth.api.getSession({
    headers,
    returnHeaders: true,
  });
  if (!session) return null;
  // A session past its refresh age got a new expiry: hand the renewed cookie to the browser.
  const renewed = responseHeaders?.getSetCookie() ?? [];
  if (renewed.length > 0) onRenewedCookies?.(renewed);
  const row = await readIdentity(database, { userId: session.user.id });
  return row ? toRequestUser(row, session.session.id) : null;
}

/**
 * resolveRequestUser, reading a report statement of the user's tenant in the same round trip as
 * the session when it can (request_identity_report): a signed session cookie of a live session
 * not yet due for renewal, the common case. `statement` has the tenant as $1 and the user as $2
 * (inlineSqlBinding) and selects reportStatement's columns. In every other case, or when that read
 * fails, the user is resolved as by resolveRequestUser and `read` is null: the caller reads the
 * report itself, after its access checks. The caller checks access on `user` before using `read`.
 */
export async function resolveRequestUserWithReport(
  database: IdentityReader,
  auth: Auth,
  headers: Headers,
  statement: string,
  onRenewedCookies?: (cookies: string[]) => void,
): Promise<{ user: RequestUser | null; read: ReportReadRow | null }> {
  const rules = await sessionCookieRules(auth);
  const credential = sessionCredential(headers, rules);
  if (credential === 'none') return { user: null, read: null };
  if (credential !== 'better-auth') {
    let row: (IdentityRow & ReportReadRow) | undefined;
    try {
      [row] = await database.readInlined<IdentityRow & ReportReadRow>(
        sql`select * from request_identity_report(${credential.token}, ${statement})`,
      );
    } catch (error) {
      // A refusal of the engine's queue is the answer; anything else is the report's own error,
      // which the route meets again (after its access checks) when it reads the report itself.
      if (engineBusyCause(error)) throw error;
      return { user: await resolveRequestUser(database, auth, headers, onRenewedCookies), read: null };
    }
    if (!row) return { user: null, read: null };
    if (!needsBetterAuth(row, rules, Date.now()) && row.session_id)
      return { user: toRequestUser(row, row.session_id), read: row };
  }
  return { user: await resolveRequestUser(database, auth, headers, onRenewedCookies), read: null };
}
