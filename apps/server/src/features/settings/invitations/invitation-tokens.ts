import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/rows.ts';
import { withTenant } from '../../../db/tenant.ts';
import type { Database } from '../../../db/types.ts';

/** A new invitation token (only in the mailed link) and the hash that is stored. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

export const hashInvitationToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export type InvitationByToken = {
  id: string;
  companyId: string;
  companyName: string;
  email: string;
  role: string;
  expiresAt: Date;
  acceptedAt: Date | null;
};

type Row = {
  id: string;
  company_id: string;
  email: string;
  role: string;
  expires_at: Date | string;
  accepted_at: Date | string | null;
  company_name: string;
};

/**
 * The invitation a link's token stands for, before any tenant is known. Runs as the application
 * role with no tenant set; the only way in is the SECURITY DEFINER function
 * northdesk_invitation_by_token_hash (migration 0008), which returns that one invitation by the
 * hash of its token and nothing else.
 */
export async function findInvitationByToken(
  db: Database,
  token: string,
): Promise<InvitationByToken | undefined> {
  const tokenHash = hashInvitationToken(token);
  const [row] = await withTenant(db, { companyId: '' }, (tx) =>
    queryRows<Row>(tx, sql`select * from northdesk_invitation_by_token_hash(${tokenHash})`),
  );
  if (!row) return undefined;
  return {
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    email: row.email,
    role: row.role,
    expiresAt: new Date(row.expires_at),
    acceptedAt: row.accepted_at === null ? null : new Date(row.accepted_at),
  };
}
