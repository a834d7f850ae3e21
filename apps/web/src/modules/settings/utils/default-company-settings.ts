import {
  type CompanySettings,
  DEFAULT_ACCESS_LEVELS,
  type DefaultAccessLevels,
  effectiveAccessLevel,
  PERMISSION_SECTIONS,
  ROLES,
} from '@northdesk/shared';

/** The built-in company settings (docs/product/administration.md): used when the stored ones fail to load. */
export function defaultCompanySettings(): CompanySettings {
  const grid = {} as DefaultAccessLevels;
  for (const role of ROLES) {
    const levels = {} as DefaultAccessLevels[typeof role];
    for (const section of PERMISSION_SECTIONS)
      levels[section.id] = effectiveAccessLevel(role, section.id, DEFAULT_ACCESS_LEVELS[role][section.id]);
    grid[role] = levels;
  }
  return {
    roundRspToWholeNumbers: false,
    cloudStorageEnabled: false,
    primaryCloudProvider: 'supabase',
    cloudStorageFolderStructure: 'company/department/date',
    defaultAccessLevels: grid,
  };
}
