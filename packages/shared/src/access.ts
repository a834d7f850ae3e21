import { canAccessSection, type Role } from './roles.ts';

/** Per-section access levels (docs/product/administration.md). */
export const ACCESS_LEVELS = ['no_access', 'view', 'admin', 'full'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export const isAccessLevel = (value: unknown): value is AccessLevel =>
  typeof value === 'string' && (ACCESS_LEVELS as readonly string[]).includes(value);

/** What a route does with a section's data. */
export const ACCESS_ACTIONS = ['read', 'edit', 'create', 'delete'] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

/**
 * The sections that hold permission rows. CRM areas and inventory are open to every role by the
 * role table (docs/product/administration.md), so only the stored level limits them.
 */
export const PERMISSION_SECTIONS = [
  { id: 'companies', displayName: 'Companies' },
  { id: 'contacts', displayName: 'Contacts' },
  { id: 'activities', displayName: 'Activities' },
  { id: 'tasks', displayName: 'Tasks' },
  { id: 'deals', displayName: 'Deals' },
  { id: 'quotes', displayName: 'Quotes' },
  { id: 'products', displayName: 'Products' },
  { id: 'reports', displayName: 'Reports' },
  { id: 'inventory', displayName: 'Inventory' },
  { id: 'orders', displayName: 'Orders' },
  { id: 'customer-data', displayName: 'Customer Data' },
  { id: 'financial-data', displayName: 'Financial Data' },
] as const;
export type PermissionSection = (typeof PERMISSION_SECTIONS)[number]['id'];

export const CRM_SECTIONS = [
  'companies',
  'contacts',
  'activities',
  'tasks',
  'deals',
  'quotes',
  'products',
  'reports',
] as const;
export type CrmSection = (typeof CRM_SECTIONS)[number];

/**
 * THE access rule: what each level allows in a section (docs/product/administration.md). The
 * server's requireAccess, the web app's controls (useSectionAccess) and the table-driven tests
 * all read this one table. admin = "view and edit, no create"; removing data (a record, a task's
 * file or checklist item) is as strong as creating it, so it needs full.
 */
export const ACCESS_RULES: Readonly<Record<AccessLevel, Readonly<Record<AccessAction, boolean>>>> = {
  no_access: { read: false, edit: false, create: false, delete: false },
  view: { read: true, edit: false, create: false, delete: false },
  admin: { read: true, edit: true, create: false, delete: false },
  full: { read: true, edit: true, create: true, delete: true },
};

export function levelAllows(level: AccessLevel, action: AccessAction): boolean {
  return ACCESS_RULES[level][action];
}

/**
 * The level that applies to a user in a section: developer and super_admin have full; a section
 * the role may not enter is no_access; otherwise the stored level, and no_access when none is stored.
 */
export function effectiveAccessLevel(
  role: Role | string | null | undefined,
  section: string,
  stored: AccessLevel | null | undefined,
): AccessLevel {
  if (role === 'developer' || role === 'super_admin') return 'full';
  if (!canAccessSection(role, section)) return 'no_access';
  return stored ?? 'no_access';
}

/**
 * Levels a new user of each role gets unless the tenant changed them, in line with the role table
 * (shell spec §6): full on the CRM, inventory and orders for every role; developer and super_admin
 * full everywhere (what they have anyway); admin also customer data (full) and financial data (view).
 */
export const DEFAULT_ACCESS_LEVELS: Record<Role, Partial<Record<PermissionSection, AccessLevel>>> = (() => {
  const everyday = Object.fromEntries(
    [...CRM_SECTIONS, 'inventory', 'orders'].map((s) => [s, 'full']),
  ) as Partial<Record<PermissionSection, AccessLevel>>;
  const everything = Object.fromEntries(PERMISSION_SECTIONS.map((s) => [s.id, 'full'])) as Partial<
    Record<PermissionSection, AccessLevel>
  >;
  return {
    developer: { ...everything },
    super_admin: { ...everything },
    admin: { ...everyday, 'customer-data': 'full', 'financial-data': 'view' },
    operative: { ...everyday },
  };
})();

export const ACTION_VERBS: Record<AccessAction, string> = {
  read: 'view',
  edit: 'edit',
  create: 'create',
  delete: 'delete',
};

export const accessDeniedMessage = (action: AccessAction, sectionName: string) =>
  `You don't have permission to ${ACTION_VERBS[action]} ${sectionName.toLowerCase()}.`;
