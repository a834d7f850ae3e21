import { describe, expect, it } from 'vitest';
import {
  ACCESS_LEVELS,
  DEFAULT_ACCESS_LEVELS,
  effectiveAccessLevel,
  levelAllows,
  PERMISSION_SECTIONS,
} from './access.ts';
import { canAccessSection, ROLES } from './roles.ts';

describe('access levels', () => {
  it.each([
    ['no_access', [false, false, false, false]],
    ['view', [true, false, false, false]],
    ['admin', [true, true, false, false]],
    ['full', [true, true, true, true]],
  ] as const)('%s allows read/edit/create/delete = %o', (level, expected) => {
    expect((['read', 'edit', 'create', 'delete'] as const).map((a) => levelAllows(level, a))).toEqual(
      expected,
    );
  });

  it('gives developer and super_admin full everywhere, whatever is stored', () => {
    for (const level of ACCESS_LEVELS) {
      expect(effectiveAccessLevel('developer', 'settings', level)).toBe('full');
      expect(effectiveAccessLevel('super_admin', 'contacts', level)).toBe('full');
    }
  });

  it('denies a section the role may not enter, and defaults to no_access when nothing is stored', () => {
    expect(effectiveAccessLevel('operative', 'customer-data', 'full')).toBe('no_access');
    expect(effectiveAccessLevel('admin', 'customer-data', 'view')).toBe('view');
    expect(effectiveAccessLevel('operative', 'contacts', null)).toBe('no_access');
    expect(effectiveAccessLevel(null, 'contacts', 'full')).toBe('no_access');
    expect(effectiveAccessLevel('operative', 'contacts', 'view')).toBe('view');
  });

  it('lets every role work on the CRM from day one by default', () => {
    for (const role of ROLES) expect(DEFAULT_ACCESS_LEVELS[role].companies).toBe('full');
  });

  it('agrees with the role table (shell spec §6): the defaults are what each role can have', () => {
    for (const role of ['developer', 'super_admin'] as const) {
      for (const section of PERMISSION_SECTIONS) expect(DEFAULT_ACCESS_LEVELS[role][section.id]).toBe('full');
    }
    for (const role of ROLES) {
      // Orders and inventory are open to all four roles.
      expect(DEFAULT_ACCESS_LEVELS[role].orders, role).toBe('full');
      expect(DEFAULT_ACCESS_LEVELS[role].inventory, role).toBe('full');
      for (const section of PERMISSION_SECTIONS) {
        const level = DEFAULT_ACCESS_LEVELS[role][section.id] ?? 'no_access';
        if (!canAccessSection(role, section.id)) expect(level, `${role} ${section.id}`).toBe('no_access');
      }
    }
  });
});
