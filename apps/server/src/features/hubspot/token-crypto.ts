import crypto from 'node:crypto';

/*
 * The HubSpot access token at rest: AES-256-GCM with a key derived (HKDF-SHA256) from the server's
 * auth secret, so a database dump alone does not give the token away, and every node (same secret)
 * can read it. Format: "v1.<iv>.<tag>.<ciphertext>", base64url parts.
 */

const INFO = 'northdesk hubspot access token v1';

function keyFrom(secret: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', secret, 'northdesk-integrations', INFO, 32));
}

export function encryptToken(secret: string, token: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The token, or null when it cannot be read (another secret, a damaged value). */
export function decryptToken(secret: string, stored: string): string | null {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', keyFrom(secret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

export const maskToken = (last4: string | null) => (last4 ? `••••••••${last4}` : null);
