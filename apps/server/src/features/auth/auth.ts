import { PASSWORD_RULES } from '@northdesk/shared';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, bearer, jwt } from 'better-auth/plugins';
import type { AppConfig } from '../../config.ts';
import * as schema from '../../db/schema/index.ts';
import type { Database } from '../../db/types.ts';
import { mailTemplates } from '../mail/mail-templates.ts';
import type { Mailer } from '../mail/mailer.ts';
import { crossAppPlugin } from './cross-app-plugin.ts';

export const SESSION_COOKIE_PREFIX = 'northdesk';
const SESSION_DAYS = 30;
/** A session used after this long gets a new expiry (and cookie) without the user noticing. */
export const SESSION_REFRESH_AFTER_SECONDS = 60 * 60 * 24;

export const resetPasswordUrl = (appUrl: string, token: string) =>
  `${appUrl}/reset-password#type=recovery&token=${encodeURIComponent(token)}`;
export const verifiedCallbackUrl = (appUrl: string) => `${appUrl}/auth?verified=1`;

export type AuthDeps = {
  db: Database;
  config: Pick<AppConfig, 'appUrl' | 'trustProxy'>;
  secret: string;
  mailer: Mailer;
};

/**
 * better-auth over our Drizzle schema: email + password with verification and reset mails,
 * database sessions (30 days, sliding: renewed in the background while in use), bearer tokens and
 * 15-minute JWTs for other apps, and its HTTP rate limiter stored in the database.
 */
export function createAuth({ db, config, secret, mailer }: AuthDeps) {
  const secure = config.appUrl.startsWith('https://');
  return betterAuth({
    appName: 'Northdesk',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [new URL(config.appUrl).origin],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        jwks: schema.jwks,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_RULES.changeMinLength,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      // The link carries the token in the hash: it never reaches a server log or a Referer.
      async sendResetPassword({ user, token }) {
        await mailer.send(mailTemplates.resetPassword(user.email, resetPasswordUrl(config.appUrl, token)));
      },
      async onExistingUserSignUp({ user }) {
        await mailer.send(mailTemplates.existingAccount(user.email, `${config.appUrl}/auth`));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail({ user, url }) {
        await mailer.send(mailTemplates.verifyEmail(user.email, url));
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * SESSION_DAYS,
      updateAge: SESSION_REFRESH_AFTER_SECONDS,
      // No signed cookie cache: every request checks the session row, so sign-out and
      // revocation take effect at once. The session slides: used at least daily, it lives on.
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
    },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      // Only a proxy we trust may tell us the client address; otherwise use the socket's.
      ipAddress: { ipAddressHeaders: config.trustProxy ? ['x-forwarded-for'] : ['x-northdesk-client-ip'] },
    },
    plugins: [
      admin({ defaultRole: 'operative' }),
      bearer(),
      // No JWT minted on every session read (a key read and a signature per request): sibling
      // apps get theirs from the cross-app jump or GET /api/auth/token.
      jwt({ jwt: { expirationTime: '15m' }, disableSettingJwtHeader: true }),
      crossAppPlugin(db),
    ],
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
