import { AUTH_COPY, RATE_LIMITS, type SignInRequest } from '@northdesk/shared';
import { isAPIError } from 'better-auth/api';
import { engineBusyCause } from '../../db/engine-queue.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { verifiedCallbackUrl } from '../auth/auth.ts';
import { type RequestUser, resolveRequestUser } from '../auth/request-user.ts';
import { assertSignInAllowedFrom, recordFailedSignIn } from '../security/address-limits.ts';
import { checkRateLimit } from '../security/rate-limit.service.ts';
import { logSecurityEvent } from '../security/security-events.service.ts';

type Meta = { ip: string; userAgent: string | null; headers: Headers };
type Logger = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

export type SignInResult = { user: RequestUser; setCookies: string[] };

function failureFor(error: unknown): AppError {
  if (isAPIError(error)) {
    if (error.status === 'FORBIDDEN') return new AppError('forbidden', AUTH_COPY.emailNotVerified);
    if (error.status === 'UNAUTHORIZED') return new AppError('unauthorized', AUTH_COPY.invalidCredentials);
    return new AppError('bad_request', error.message || AUTH_COPY.signInFailed);
  }
  return new AppError('internal_error', AUTH_COPY.signInFailed);
}

/** Sign-in (spec §7): rate limit first, then sign in, then successful_login / failed_login. */
export async function signIn(
  deps: AppDeps,
  log: Logger,
  input: SignInRequest,
  meta: Meta,
): Promise<SignInResult> {
  const { db } = deps.database;
  const email = input.email.toLowerCase();
  const event = { userAgent: meta.userAgent, ip: meta.ip };
  await assertSignInAllowedFrom(db, meta.ip);
  if (!(await checkRateLimit(db, email, 'login', RATE_LIMITS.login))) {
    throw new AppError('rate_limited', AUTH_COPY.loginRateLimited);
  }
  let headers: Headers;
  try {
    ({ headers } = await deps.auth.api.signInEmail({
      body: { email, password: input.password, callbackURL: verifiedCallbackUrl(deps.config.appUrl) },
      headers: meta.headers,
      returnHeaders: true,
    }));
  } catch (error) {
    // The embedded engine's queue refused one of the sign-in's queries (better-auth wraps the
    // refusal): the server is busy, the sign-in did not fail. 503 + Retry-After, nothing logged.
    const busy = engineBusyCause(error);
    if (busy) throw busy;
    const failure = failureFor(error);
    if (failure.statusCode >= 500) log.error({ err: error }, 'sign-in failed');
    if (failure.statusCode === 401) await recordFailedSignIn(db, meta.ip);
    await logSecurityEvent(db, log, {
      ...event,
      action: 'failed_login',
      metadata: { email, reason: failure.message },
    });
    throw failure;
  }
  const setCookies = headers.getSetCookie();
  // Read the new session back exactly as the next request will present it.
  const cookieHeader = setCookies.map((c) => c.split(';')[0]).join('; ');
  const user = await resolveRequestUser(deps.database, deps.auth, new Headers({ cookie: cookieHeader }));
  if (!user) {
    await logSecurityEvent(db, log, {
      ...event,
      action: 'failed_login',
      metadata: { email, reason: 'no profile' },
    });
    throw new AppError('forbidden', AUTH_COPY.profileLoadFailed);
  }
  await logSecurityEvent(db, log, {
    ...event,
    action: 'successful_login',
    companyId: user.companyId,
    userId: user.userId,
    metadata: { email },
  });
  return { user, setCookies };
}
