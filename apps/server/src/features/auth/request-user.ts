import { isRole, type Role } from '@northdesk/shared';
import { eq } from 'drizzle-orm';
import { companies, profiles, userRoles } from '../../db/schema/index.ts';
import { withTenant, withUser } from '../../db/tenant.ts';
import type { Database } from '../../db/types.ts';
import { tenantDisplayName } from '../tenants/tenants.service.ts';
import type { Auth } from './auth.ts';

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
};

/**
 * Resolves the session (cookie or bearer token) and the user's tenant. A user without a profile
 * (half-made, or removed from their tenant) is treated as signed out.
 */
export async function resolveRequestUser(
  db: Database,
  auth: Auth,
  headers: Headers,
  onRenewedCookies?: (cookies: string[]) => void,
): Promise<RequestUser | null> {
  const { headers: responseHeaders, response: session } = await auth.api.getSession({
    headers,
    returnHeaders: true,
  });
  if (!session) return null;
  // A session past its refresh age got a new expiry: hand the renewed cookie to the browser.
  const renewed = responseHeaders?.getSetCookie() ?? [];
  if (renewed.length > 0) onRenewedCookies?.(renewed);
  const userId = session.user.id;
  const profile = await withUser(db, userId, async (tx) => {
    const [row] = await tx
      .select({ profile: profiles, role: userRoles.role })
      .from(profiles)
      .leftJoin(userRoles, eq(userRoles.userId, profiles.id))
      .where(eq(profiles.id, userId));
    return row;
  });
  if (!profile) return null;
  const companyId = profile.profile.companyId;
  const company = await withTenant(db, { companyId, userId }, async (tx) => {
    const [row] = await tx.select().from(companies).where(eq(companies.id, companyId));
    return row;
  });
  if (!company) return null;
  return {
    userId,
    email: session.user.email,
    emailVerified: session.user.emailVerified,
    sessionId: session.session.id,
    companyId,
    companyName: tenantDisplayName(company),
    role: isRole(profile.role) ? profile.role : null,
    fullName: profile.profile.fullName,
    avatarUrl: profile.profile.avatarUrl,
    firstLoginCompleted: profile.profile.firstLoginCompleted,
  };
}
