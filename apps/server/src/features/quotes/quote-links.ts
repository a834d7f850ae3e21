import crypto from 'node:crypto';

/** A new accept-link token (only in the mailed link) and the SHA-256 hash that is stored. */
export function newAcceptToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, tokenHash: hashAcceptToken(token) };
}

export const hashAcceptToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The public page of an accept link. */
export const acceptLinkUrl = (appUrl: string, token: string) => `${appUrl.replace(/\/$/, '')}/q/${token}`;
