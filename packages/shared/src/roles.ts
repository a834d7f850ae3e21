/**
 * Roles and section access (docs/product/administration.md). The web app and the server both use this module,
 * so what the UI hides and what the API refuses can never drift apart.
 */
export const ROLES = ['developer', 'super_admin', 'admin', 'operative'] as const;
export type Role = (typeof ROLES)[number];

export const DEFAULT_ROLE: Role = 'operative';

const ROLE_LABELS: Record<Role, string> = {
  developer: 'Developer',
  super_admin: 'Super Admin',
  admin: 'Admin',
  operative: 'Operative',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Any unknown or missing role reads as Operative. */
export function roleLabel(role: string | null | undefined): string {
  return isRole(role) ? ROLE_LABELS[role] : ROLE_LABELS.operative;
}

export const SECTIONS = [
  'settings',
  'user-management',
  'company-settings',
  'financial-data',
  'customer-data',
  'slack-integration',
  'crm-settings',
  'inventory',
  'orders',
  'procurement',
  'production',
  'hire-management',
] as const;
export type KnownSection = (typeof SECTIONS)[number];

const RESTRICTED_SECTIONS: Partial<Record<KnownSection, readonly Role[]>> = {
  settings: ['developer', 'super_admin'],
  'user-management': ['developer', 'super_admin'],
  'company-settings': ['developer', 'super_admin'],
  'financial-data': ['developer', 'super_admin', 'admin'],
  'customer-data': ['developer', 'super_admin', 'admin'],
  'slack-integration': ['developer', 'super_admin', 'admin'],
  'crm-settings': ['developer', 'super_admin', 'admin'],
};

/** Whether a role may enter a section. No user or no role: denied. Developer: everything. */
export function canAccessSection(role: string | null | undefined, section: string): boolean {
  if (!isRole(role)) return false;
  if (role === 'developer') return true;
  const allowed = RESTRICTED_SECTIONS[section as KnownSection];
  return allowed ? allowed.includes(role) : true;
}

/** The exact-role check: true only for that very role. */
export function hasExactRole(role: string | null | undefined, expected: Role): boolean {
  return role === expected;
}

export function isDeveloperOrSuperAdmin(role: string | null | undefined): boolean {
  return role === 'developer' || role === 'super_admin';
}
