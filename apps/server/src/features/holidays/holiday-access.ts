import { isDeveloperOrSuperAdmin, type Role } from '@northdesk/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { profiles, userRoles } from '../../db/schema/index.ts';
import type { Transaction } from '../../db/types.ts';

/** Who is asking, with what the holiday rules need to know about them. */
export type HolidayViewer = { companyId: string; userId: string; role: Role | null };

export interface RequestParties {
  requesterId: string;
  approverId: string | null;
  /** The requester's line manager today (may differ from the approver it was sent to). */
  requesterManagerId: string | null;
  status: string;
}

/** Super admins (and developers working in the tenant) see and decide every request. */
export const isLeaveAdmin = (viewer: HolidayViewer) => isDeveloperOrSuperAdmin(viewer.role);

/** Self, the manager it was sent to, the requester's line manager, super admins. */
export function canSeeRequest(viewer: HolidayViewer, request: RequestParties): boolean {
  return (
    request.requesterId === viewer.userId ||
    request.approverId === viewer.userId ||
    request.requesterManagerId === viewer.userId ||
    isLeaveAdmin(viewer)
  );
}

/**
 * Whether the viewer may approve or decline. Nobody decides their own request, except a super
 * admin with no line manager who is the tenant's only super admin: nobody else could.
 */
export function canDecideRequest(
  viewer: HolidayViewer,
  request: RequestParties,
  soleSuperAdmin: boolean,
): boolean {
  if (request.status !== 'pending') return false;
  if (request.requesterId === viewer.userId) return request.approverId === null && soleSuperAdmin;
  return request.approverId === viewer.userId || isLeaveAdmin(viewer);
}

/** Whether no other super admin could decide the viewer's own request. */
export async function isSoleSuperAdmin(tx: Transaction, viewer: HolidayViewer): Promise<boolean> {
  if (!isLeaveAdmin(viewer)) return false;
  const [other] = await tx
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.role, 'super_admin'), ne(userRoles.userId, viewer.userId)))
    .limit(1);
  return other === undefined;
}

/** The tenant's super admins: who a request goes to when the requester has no line manager. */
export async function superAdminIds(tx: Transaction): Promise<string[]> {
  const rows = await tx
    .select({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(profiles, eq(profiles.id, userRoles.userId))
    .where(eq(userRoles.role, 'super_admin'));
  return rows.map((row) => row.id);
}

/**
 * The people whose approved leave the viewer's calendar shows: themselves, their line manager,
 * those sharing that manager, and their own reports. Super admins: everyone (null).
 */
export async function teamOf(tx: Transaction, viewer: HolidayViewer): Promise<Set<string> | null> {
  if (isLeaveAdmin(viewer)) return null;
  const [me] = await tx
    .select({ managerId: profiles.lineManagerId })
    .from(profiles)
    .where(eq(profiles.id, viewer.userId));
  const managerId = me?.managerId ?? null;
  const rows = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      managerId
        ? inArray(profiles.lineManagerId, [viewer.userId, managerId])
        : eq(profiles.lineManagerId, viewer.userId),
    );
  const team = new Set(rows.map((row) => row.id));
  team.add(viewer.userId);
  if (managerId) team.add(managerId);
  return team;
}

/** Display names of profiles by id (full name, else email). */
export async function namesOf(tx: Transaction, ids: Iterable<string | null>): Promise<Map<string, string>> {
  const wanted = [...new Set([...ids].filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: profiles.id, name: profiles.fullName, email: profiles.email })
    .from(profiles)
    .where(inArray(profiles.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name?.trim() || row.email || row.id]));
}
