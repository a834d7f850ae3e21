import crypto from 'node:crypto';
import type { Auth } from './auth.ts';

/** What reading a session cookie needs from better-auth's configuration. */
export type SessionCookieRules = {
  secret: string;
  sessionCookie: string;
  dontRememberCookie: string;
  expiresInMs: number;
  updateAgeMs: number;
};

const rulesByAuth = new WeakMap<Auth, Promise<SessionCookieRules>>();

/** better-auth's cookie names, secret and session ages, read once per auth instance. */
export function sessionCookieRules(auth: Auth): Promise<SessionCookieRules> {
  let rules = rulesByAuth.get(auth);
  if (!rules) {
    rules = auth.$context.then((context) => ({
      secret: context.secret,
      sessionCookie: context.authCookies.sessionToken.name,
      dontRememberCookie: context.authCookies.dontRememberToken.name,
      expiresInMs: context.sessionConfig.expiresIn * 1000,
      updateAgeMs: context.sessionConfig.updateAge * 1000,
    }));
    rulesByAuth.set(auth, rules);
  }
  return rules;
}

function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The credential a request carries, read as better-auth reads its signed cookie (value, '.', then
 * the base64 HMAC-SHA256 of the value under the auth secret):
 * - `{ token }` for a correctly signed session cookie;
 * - 'none' for no cookie or one whose signature fails (better-auth treats both as signed out);
 * - 'better-auth' when better-auth must decide: a bearer token, or a "don't remember me" session.
 */
export function sessionCredential(
  headers: Headers,
  rules: SessionCookieRules,
): { token: string } | 'none' | 'better-auth' {
  if (headers.has('authorization')) return 'better-auth';
  const cookies = headers.get('cookie');
  if (!cookies) return 'none';
  if (cookieValue(cookies, rules.dontRememberCookie) !== undefined) return 'better-auth';
  const signed = cookieValue(cookies, rules.sessionCookie);
  if (!signed) return 'none';
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return 'none';
  const token = signed.slice(0, dot);
  const signature = Buffer.from(signed.slice(dot + 1), 'base64');
  const expected = crypto.createHmac('sha256', rules.secret).update(token).digest();
  if (signature.length !== expected.length || !crypto.timingSafeEqual(signature, expected)) return 'none';
  return { token };
}
