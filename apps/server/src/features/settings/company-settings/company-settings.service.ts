import {
  ACCESS_LEVELS,
  type AccessLevel,
  type CompanySettings,
  DEFAULT_ACCESS_LEVELS,
  type DefaultAccessLevels,
  effectiveAccessLevel,
  PERMISSION_SECTIONS,
  ROLES,
  type UpdateCompanySettingsRequest,
} from '@northdesk/shared';
import { companySettings } from '../../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../../db/tenant.ts';
import type { Database, Transaction } from '../../../db/types.ts';

const isAccessLevel = (value: unknown): value is AccessLevel =>
  typeof value === 'string' && (ACCESS_LEVELS as readonly string[]).includes(value);

/**
 * The complete grid of default levels (every role × every section) as new users will have them:
 * the tenant's configured levels for a role when it has some (a section left out is no access, like
 * grantDefaultAccess reads them), else the built-in defaults; then the effective level, so
 * developer and super_admin read full and a section the role cannot enter reads no access.
 */
export function completeDefaultLevels(
  configured: Record<string, Record<string, string>> | null | undefined,
): DefaultAccessLevels {
  const grid = {} as DefaultAccessLevels;
  for (const role of ROLES) {
    const source: Partial<Record<string, unknown>> = configured?.[role] ?? DEFAULT_ACCESS_LEVELS[role];
    const levels = {} as DefaultAccessLevels[typeof role];
    for (const section of PERMISSION_SECTIONS) {
      const level = source[section.id];
      levels[section.id] = effectiveAccessLevel(role, section.id, isAccessLevel(level) ? level : null);
    }
    grid[role] = levels;
  }
  return grid;
}

/** The built-in company settings (docs/product/administration.md), used when nothing is stored yet. */
export const DEFAULT_COMPANY_SETTINGS: CompanySettings = {
  roundRspToWholeNumbers: false,
  cloudStorageEnabled: false,
  primaryCloudProvider: 'supabase',
  cloudStorageFolderStructure: 'company/department/date',
  defaultAccessLevels: completeDefaultLevels(null),
};

async function read(tx: Transaction): Promise<CompanySettings> {
  const [row] = await tx.select().from(companySettings);
  if (!row) return DEFAULT_COMPANY_SETTINGS;
  return {
    roundRspToWholeNumbers: row.roundRspToWholeNumbers,
    cloudStorageEnabled: row.cloudStorageEnabled,
    primaryCloudProvider: row.primaryCloudProvider,
    cloudStorageFolderStructure: row.cloudStorageFolderStructure,
    defaultAccessLevels: completeDefaultLevels(row.defaultAccessLevels),
  };
}

/** Settings → Company Settings: one row per tenant, upserted on company_id (docs/product/administration.md). */
export const companySettingsService = {
  get(db: Database, ctx: TenantContext): Promise<CompanySettings> {
    return withTenant(db, ctx, read);
  },

  update(db: Database, ctx: TenantContext, input: UpdateCompanySettingsRequest): Promise<CompanySettings> {
    return withTenant(db, ctx, async (tx) => {
      const set = {
        ...(input.roundRspToWholeNumbers !== undefined
          ? { roundRspToWholeNumbers: input.roundRspToWholeNumbers }
          : {}),
        ...(input.defaultAccessLevels !== undefined
          ? { defaultAccessLevels: input.defaultAccessLevels }
          : {}),
        updatedAt: new Date(),
      };
      await tx
        .insert(companySettings)
        .values({ companyId: ctx.companyId, ...set })
        .onConflictDoUpdate({ target: companySettings.companyId, set });
      return read(tx);
    });
  },
};
