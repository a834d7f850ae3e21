import { describe, expect, it } from 'vitest';
import { cellKey, shownLevel, storedLevels, withEdit } from './pending-permissions';

describe('pending permission edits', () => {
  const stored = storedLevels([{ userId: 'u1', sectionId: 'contacts', accessLevel: 'full' }]);

  it('counts real changes only: going back to the stored level drops the edit', () => {
    let pending = withEdit(new Map(), stored, { userId: 'u1', sectionId: 'contacts', accessLevel: 'view' });
    expect(pending.size).toBe(1);
    expect(shownLevel(pending, stored, 'u1', 'contacts')).toBe('view');
    pending = withEdit(pending, stored, { userId: 'u1', sectionId: 'contacts', accessLevel: 'full' });
    expect(pending.size).toBe(0);
    expect(shownLevel(pending, stored, 'u1', 'contacts')).toBe('full');
  });

  it('treats a section with nothing stored as no_access', () => {
    expect(shownLevel(new Map(), stored, 'u1', 'deals')).toBe('no_access');
    const pending = withEdit(new Map(), stored, {
      userId: 'u1',
      sectionId: 'deals',
      accessLevel: 'no_access',
    });
    expect(pending.size).toBe(0);
    const edited = withEdit(pending, stored, { userId: 'u1', sectionId: 'deals', accessLevel: 'admin' });
    expect(edited.get(cellKey('u1', 'deals'))?.accessLevel).toBe('admin');
  });
});
