import { DASHBOARD_CARD_IDS } from '@northdesk/shared';
import { describe, expect, it } from 'vitest';
import { moveCard } from './move-card';

describe('moving a dashboard card onto another', () => {
  it('takes the target position, forwards and backwards', () => {
    expect(moveCard(DASHBOARD_CARD_IDS, 'contacts', 'deals').slice(0, 4)).toEqual([
      'companies',
      'deals',
      'contacts',
      'activities',
    ]);
    expect(moveCard(DASHBOARD_CARD_IDS, 'hr', 'contacts').slice(0, 2)).toEqual(['hr', 'contacts']);
  });

  it('leaves the layout alone for the same card or an unknown one', () => {
    expect(moveCard(DASHBOARD_CARD_IDS, 'hr', 'hr')).toEqual([...DASHBOARD_CARD_IDS]);
    expect(moveCard(DASHBOARD_CARD_IDS, 'tasks', 'hr')).toEqual([...DASHBOARD_CARD_IDS]);
  });
});
