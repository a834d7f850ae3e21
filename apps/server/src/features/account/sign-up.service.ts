import { AUTH_COPY, RATE_LIMITS, type SignUpRequest } from '@northdesk/shared';
import { eq } from 'drizzle-orm';
import { profiles, user } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { verifiedCallbackUrl } from '../auth/auth.ts';
import { assertSignUpAllowedFrom, recordTenantSignUp } from '../security/address-limits.ts';
import { checkRateLimit } from '../security/rate-limit.service.ts';
import { logSecurityEvent } from '../security/security-events.service.ts';
import { createTenantCompany } from '../settings/tenants/tenants.service.ts';
import { provisionUser } from '../settings/users/user-accounts.service.ts';

type Meta = { ip: string; userAgent: string | null; headers: Headers };
type Logger = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

/**
 * Sign-up (spec §7): rate limit, signup_attempt, then the account. A new account always gets a
 * NEW tenant named after the company typed, with the user as its super_admin; typing the name of
 * an existing company never joins it (that takes an invitation). An email that already has an
 * account gets the same answer (no account enumeration) and a mail telling its owner.
 */
export async function signUp(deps: AppDeps, log: Logger, input: SignUpRequest, meta: Meta): Promise<void> {
  const { db } = deps.database;
  const email = input.email.toLowerCase();
  const event = { userAgent: meta.userAgent, ip: meta.ip };
  await assertSignUpAllowedFrom(db, meta.ip);
  if (!(await checkRateLimit(db, email, 'signup', RATE_LIMITS.signup))) {
    throw new AppError('rate_limited', AUTH_COPY.signupRateLimited);
  }
  await logSecurityEvent(db, log, {
    ...event,
    action: 'signup_attempt',
    metadata: { email, has_company_name: true },
  });
  try {
    const startedAt = new Date();
    await deps.auth.api.signUpEmail({
      body: {
        name: input.fullName,
        email,
        password: input.password,
        callbackURL: verifiedCallbackUrl(deps.config.appUrl),
      },
      headers: meta.headers,
    });
    const [created] = await db
      .select({ id: user.id, createdAt: user.createdAt, profileId: profiles.id })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(eq(user.email, email));
    if (!created) throw new Error('signed-up user not found');
    // An account that existed before this request (with a tenant, or one whose user was removed
    // from their tenant) is answered like a new one and never given a tenant by someone else.
    if (created.profileId || created.createdAt < startedAt) return;
    try {
      const tenant = await createTenantCompany(db, input.companyName);
      await provisionUser(db, {
        userId: created.id,
        companyId: tenant.id,
        fullName: input.fullName,
        email,
        role: 'super_admin',
        firstLoginCompleted: true,
      });
      await recordTenantSignUp(db, meta.ip);
    } catch (error) {
      await db.delete(user).where(eq(user.id, created.id));
      throw error;
    }
  } catch (error) {
    await logSecurityEvent(db, log, {
      ...event,
      action: 'failed_signup',
      metadata: { email, reason: error instanceof Error ? error.message : 'unknown' },
    });
    if (error instanceof AppError) throw error;
    log.error({ err: error }, 'sign-up failed');
    throw new AppError('unprocessable', AUTH_COPY.signUpFailed);
  }
}
