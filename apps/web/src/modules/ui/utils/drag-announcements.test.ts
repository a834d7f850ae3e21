import type { Active, Over } from '@dnd-kit/core';
import { CRM_DASHBOARD_COPY, TASKS_COPY } from '@northdesk/shared';
import { describe, expect, it } from 'vitest';
import { namedDragAccessibility } from './drag-announcements';

const NAMES: Record<string, string> = {
  'a1f0c6e2-0000-4000-8000-000000000001': 'Call the buyer',
  'a1f0c6e2-0000-4000-8000-000000000002': 'Send the price list',
};
const [FIRST, SECOND] = Object.keys(NAMES) as [string, string];
// dnd-kit passes more on these objects; the announcements read only the ids.
const item = (id: string) => ({ id }) as Active & Over;

describe('namedDragAccessibility', () => {
  const { announcements, screenReaderInstructions } = namedDragAccessibility(TASKS_COPY, (id) => NAMES[id]);

  it('reads the names of the item and of the one it is over, never their ids', () => {
    const said = [
      announcements.onDragStart({ active: item(FIRST) }),
      announcements.onDragOver({ active: item(FIRST), over: item(SECOND) }),
      announcements.onDragOver({ active: item(FIRST), over: item(FIRST) }),
      announcements.onDragOver({ active: item(FIRST), over: item(SECOND) }),
      announcements.onDragEnd({ active: item(FIRST), over: item(SECOND) }),
    ];
    expect(said).toEqual([
      'Picked up "Call the buyer".',
      '"Call the buyer" is over "Send the price list".',
      '"Call the buyer" is in its own place.',
      '"Call the buyer" is over "Send the price list".',
      '"Call the buyer" was dropped in the place of "Send the price list".',
    ]);
    for (const text of said) expect(text).not.toMatch(/a1f0c6e2/);
  });

  it('stays quiet about its own place at the moment it is lifted (so "Picked up" is read)', () => {
    expect(announcements.onDragStart({ active: item(SECOND) })).toBe('Picked up "Send the price list".');
    expect(announcements.onDragOver({ active: item(SECOND), over: item(SECOND) })).toBeUndefined();
  });

  it('says a drop in its own place, outside the list or Escape was a cancel', () => {
    const cancelled = 'Moving "Call the buyer" was cancelled.';
    expect(announcements.onDragEnd({ active: item(FIRST), over: item(FIRST) })).toBe(cancelled);
    expect(announcements.onDragEnd({ active: item(FIRST), over: null })).toBe(cancelled);
    expect(announcements.onDragCancel({ active: item(FIRST), over: null })).toBe(cancelled);
    expect(announcements.onDragOver({ active: item(FIRST), over: null })).toBeUndefined();
  });

  it('gives the list its own instructions; the dashboard cards read their titles', () => {
    expect(screenReaderInstructions.draggable).toBe(TASKS_COPY.dragInstructions);
    const dashboard = namedDragAccessibility(CRM_DASHBOARD_COPY, (id) =>
      id === 'contacts' ? CRM_DASHBOARD_COPY.cards.contacts.title : undefined,
    );
    expect(dashboard.announcements.onDragStart({ active: item('contacts') })).toBe(
      'Picked up the Contacts card.',
    );
    expect(dashboard.screenReaderInstructions.draggable).toBe(CRM_DASHBOARD_COPY.dragInstructions);
  });
});
