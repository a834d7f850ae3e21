import { describe, expect, it } from 'vitest';
import { contactsListSearchParams, parseContactsListState } from './contacts-url-state';

describe('contacts list state in the address', () => {
  it('reads defaults from an empty query', () => {
    expect(parseContactsListState(new URLSearchParams())).toEqual({
      search: '',
      category: 'all',
      country: '',
      owner: '',
      page: 1,
    });
  });

  it('round-trips every field', () => {
    const state = {
      search: 'jane doe',
      category: 'department',
      country: 'France',
      owner: 'mine',
      page: 3,
    } as const;
    const params = contactsListSearchParams(state);
    expect(params.toString()).toBe('search=jane+doe&category=department&country=France&owner=mine&page=3');
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
  });
});
