import { RATE_LIMITS, SECURITY_COPY } from '@northdesk/shared';
import type { Database } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';
import { checkRateLimit, isRateLimited, recordAttempt } from './rate-limit.service.ts';

/*
 * Limits per client address beside the per-email ones: one address trying many emails (password
 * spraying), opening tenant after tenant, or mailing reset links to many people. Stored with the
 * other attempts in the database, so they hold across nodes and restarts. The address is
 * Fastify's request.ip: the socket's, or a trusted proxy's X-Forwarded-For (TRUST_PROXY).
 */

const addressKey = (ip: string) => `ip:${ip}`;
const tooMany = () => new AppError('rate_limited', SECURITY_COPY.tooManyFromAddress);

/** Before a sign-in: refused once the address has too many recent failed sign-ins. */
export async function assertSignInAllowedFrom(db: Database, ip: string): Promise<void> {
  if (await isRateLimited(db, addressKey(ip), 'login_address', RATE_LIMITS.loginPerAddress)) throw tooMany();
}

/** After a failed sign-in: counts against the address (successful ones never do). */
export const recordFailedSignIn = (db: Database, ip: string) =>
  recordAttempt(db, addressKey(ip), 'login_address');

/** Before a sign-up: refused once the address opened too many tenants. */
export async function assertSignUpAllowedFrom(db: Database, ip: string): Promise<void> {
  if (await isRateLimited(db, addressKey(ip), 'signup_address', RATE_LIMITS.signupPerAddress))
    throw tooMany();
}

/** After a sign-up made a tenant: counts against the address. */
export const recordTenantSignUp = (db: Database, ip: string) =>
  recordAttempt(db, addressKey(ip), 'signup_address');

/**
 * Every entry point that mails a reset link (our route and better-auth's own): at most 5 per
 * email in 15 minutes (spec) and a limit per address.
 */
export async function assertPasswordResetAllowed(db: Database, email: string, ip: string): Promise<void> {
  if (
    !(await checkRateLimit(db, addressKey(ip), 'password_reset_address', RATE_LIMITS.passwordResetPerAddress))
  )
    throw tooMany();
  if (!(await checkRateLimit(db, email, 'password_reset', RATE_LIMITS.passwordReset)))
    throw new AppError('rate_limited', SECURITY_COPY.passwordResetRateLimited);
}

/** Before a current-password check: as many tries per user as sign-in allows per email. */
export async function assertPasswordChangeAllowed(db: Database, userId: string): Promise<void> {
  if (!(await checkRateLimit(db, userId, 'password_change', RATE_LIMITS.passwordChange)))
    throw new AppError('rate_limited', SECURITY_COPY.passwordChangeRateLimited);
}
