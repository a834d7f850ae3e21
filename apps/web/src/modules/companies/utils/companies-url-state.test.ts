import { describe, expect, it } from 'vitest';
import { companiesListSearchParams, parseCompaniesListState } from './companies-url-state';

describe('companies list address', () => {
  it('keeps search, country, owner and page, and leaves defaults out', () => {
    const state = parseCompaniesListState(
      new URLSearchParams('search=lee&country=United+Kingdom&owner=mine&page=3'),
    );
    expect(state).toEqual({ search: 'lee', country: 'United Kingdom', owner: 'mine', page: 3 });
    expect(companiesListSearchParams(state).toString()).toBe(
      'search=lee&country=United+Kingdom&owner=mine&page=3',
    );
    expect(companiesListSearchParams({ search: ' ', country: '', owner: '', page: 1 }).toString()).toBe('');
    expect(parseCompaniesListState(new URLSearchParams('page=-2'))).toEqual({
      search: '',
      country: '',
      owner: '',
      page: 1,
    });
  });
});
