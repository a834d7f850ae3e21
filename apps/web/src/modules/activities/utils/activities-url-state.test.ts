import { describe, expect, it } from 'vitest';
import {
  activitiesListSearchParams,
  activityQueryOf,
  isFiltered,
  parseActivitiesListState,
} from './activities-url-state';

const KEY = '2026-11-26T09:05:00.123456Z~2b1c6a57-9b1e-4a55-9d0e-0d3c0c6f6a11';

describe('/activities address state', () => {
  it('reads filters and the page position, and writes them back without the empty ones', () => {
    const params = new URLSearchParams(
      `search=price%20list&type=call&createdBy=mine&from=2026-11-01&before=${KEY}`,
    );
    const state = parseActivitiesListState(params);
    expect(state).toEqual({
      search: 'price list',
      type: 'call',
      createdBy: 'mine',
      from: '2026-11-01',
      to: '',
      before: KEY,
      after: '',
    });
    expect(isFiltered(state)).toBe(true);
    expect(activitiesListSearchParams(state).toString()).toBe(params.toString());
    expect(activityQueryOf(state, 50)).toEqual({
      limit: 50,
      search: 'price list',
      type: 'call',
      createdBy: 'mine',
      from: '2026-11-01',
      before: KEY,
    });
  });

  it('drops what is not a type, a day or a page key, and keeps one direction', () => {
    const state = parseActivitiesListState(
      new URLSearchParams(`type=party&from=yesterday&to=2026-13&before=${KEY}&after=${KEY}`),
    );
    expect(state).toMatchObject({ type: '', from: '', before: KEY, after: '' });
    expect(isFiltered(state)).toBe(false);
    expect(parseActivitiesListState(new URLSearchParams('before=nope')).before).toBe('');
  });
});
