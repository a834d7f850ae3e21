import type { AccessLevel, StoredPermission } from '@northdesk/shared';

/** Permission edits held until "Save Changes (n)" (docs/product/administration.md), one per user and section. */
export type PendingPermissions = ReadonlyMap<string, StoredPermission>;

export const cellKey = (userId: string, sectionId: string) => `${userId}\u0000${sectionId}`;

export function storedLevels(permissions: readonly StoredPermission[]): ReadonlyMap<string, AccessLevel> {
  return new Map(permissions.map((p) => [cellKey(p.userId, p.sectionId), p.accessLevel]));
}

/**
 * Records an edit. Choosing the level that is already stored (no_access when none is) drops the
 * pending edit instead, so the count is of real changes only.
 */
export function withEdit(
  pending: PendingPermissions,
  stored: ReadonlyMap<string, AccessLevel>,
  edit: StoredPermission,
): PendingPermissions {
  const key = cellKey(edit.userId, edit.sectionId);
  const next = new Map(pending);
  if ((stored.get(key) ?? 'no_access') === edit.accessLevel) next.delete(key);
  else next.set(key, edit);
  return next;
}

/** The level a cell shows: the pending edit, else the stored level, else no_access. */
export function shownLevel(
  pending: PendingPermissions,
  stored: ReadonlyMap<string, AccessLevel>,
  userId: string,
  sectionId: string,
): AccessLevel {
  const key = cellKey(userId, sectionId);
  return pending.get(key)?.accessLevel ?? stored.get(key) ?? 'no_access';
}
