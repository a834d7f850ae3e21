import { describe, expect, it } from 'vitest';
import { NO_RECORD_FILTERS } from '@/modules/ui/utils/record-filters';
import { contactsListSearchParams, parseContactsListState } from './contacts-url-state';

describe('contacts list state in the address', () => {
  it('reads defaults from an empty query', () => {
    expect(parseContactsListState(new URLSearchParams())).toEqual({
      search: '',
      category: 'all',
      country: '',
      owner: '',
      page: 1,
      sort: 'name',
      dir: 'asc',
      ...NO_RECORD_FILTERS,
    });
  });

  it('round-trips every field', () => {
    const state = {
      search: 'jane doe',
      category: 'department',
      country: 'France',
      owner: 'mine',
      page: 3,
      sort: 'created',
      dir: 'desc',
      ...NO_RECORD_FILTERS,
    } as const;
    const params = contactsListSearchParams(state);
    expect(params.toString()).toBe(
      'search=jane+doe&category=department&country=France&owner=mine&page=3&sort=created&dir=desc',
    );
    expect(parseContactsListState(params)).toEqual(state);
  });

  it('reads the q of addresses saved by earlier versions', () => {
    expect(parseContactsListState(new URLSearchParams('q=bea')).search).toBe('bea');
    expect(parseContactsListState(new URLSearchParams('search=ann&q=bea')).search).toBe('ann');
  });

  it('ignores nonsense', () => {
    expect(parseContactsListState(new URLSearchParams('category=bogus&page=-4'))).toMatchObject({
      category: 'all',
      page: 1,
    });
    expect(parseContactsListState(new URLSearchParams('page=abc')).page).toBe(1);
    expect(parseContactsListState(new URLSearchParams('sort=contacts&dir=x'))).toMatchObject({
      sort: 'name',
      dir: 'asc',
    });
  });

  it("keeps a report's drill-down filters and drops values the server would refuse", () => {
    const params = new URLSearchParams(
      'createdFrom=2026-03-01&createdTo=2026-03-31&source=import&leadStatus=hot',
    );
    const state = parseContactsListState(params);
    expect(state).toMatchObject({
      createdFrom: '2026-03-01',
      createdTo: '2026-03-31',
      source: 'import',
      leadStatus: 'hot',
    });
    expect(contactsListSearchParams(state).toString()).toBe(
      'createdFrom=2026-03-01&createdTo=2026-03-31&leadStatus=hot&source=import',
    );
    expect(
      parseContactsListState(new URLSearchParams('createdFrom=march&source=auto_enriched&leadStatus=x')),
    ).toMatchObject(NO_RECORD_FILTERS);
  });
});
