import {
  type AccessLevel,
  DEFAULT_ACCESS_LEVELS,
  isAccessLevel,
  PERMISSION_SECTIONS,
  type Role,
} from '@northdesk/shared';
import { companySettings, userPermissions } from '../../../db/schema/index.ts';
import type { Transaction } from '../../../db/types.ts';

/** The tenant's default levels for a role: its company settings, else the built-in defaults. */
export async function defaultLevelsFor(
  tx: Transaction,
  role: Role,
): Promise<Partial<Record<string, AccessLevel>>> {
  const [settings] = await tx.select({ levels: companySettings.defaultAccessLevels }).from(companySettings);
  const configured = settings?.levels?.[role];
  if (!configured) return DEFAULT_ACCESS_LEVELS[role];
  return Object.fromEntries(
    Object.entries(configured).filter(([, level]) => isAccessLevel(level)),
  ) as Partial<Record<string, AccessLevel>>;
}

/** Stores a new user's default levels (inside the tenant transaction that creates them). */
export async function grantDefaultAccess(
  tx: Transaction,
  companyId: string,
  userId: string,
  role: Role,
): Promise<void> {
  const levels = await defaultLevelsFor(tx, role);
  const known = new Set<string>(PERMISSION_SECTIONS.map((s) => s.id));
  const rows = Object.entries(levels)
    .filter((entry): entry is [string, AccessLevel] => known.has(entry[0]) && isAccessLevel(entry[1]))
    .map(([sectionId, accessLevel]) => ({ companyId, userId, sectionId, accessLevel }));
  if (rows.length > 0) await tx.insert(userPermissions).values(rows).onConflictDoNothing();
}
