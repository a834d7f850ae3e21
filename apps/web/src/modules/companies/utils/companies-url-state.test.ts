import { COMPANIES_FIRST_PAGE_URL } from '@northdesk/shared';
import { describe, expect, it } from 'vitest';
import { NO_RECORD_FILTERS } from '@/modules/ui/utils/record-filters';
import { companiesListSearchParams, companiesListUrl, parseCompaniesListState } from './companies-url-state';

const defaults = {
  search: '',
  country: '',
  owner: '',
  page: 1,
  sort: 'name',
  dir: 'asc',
  ...NO_RECORD_FILTERS,
} as const;

describe('companies list address', () => {
  it('keeps search, country, owner and page, and leaves defaults out', () => {
    const state = parseCompaniesListState(
      new URLSearchParams('search=lee&country=United+Kingdom&owner=mine&page=3'),
    );
    expect(state).toEqual({ ...defaults, search: 'lee', country: 'United Kingdom', owner: 'mine', page: 3 });
    expect(companiesListSearchParams(state).toString()).toBe(
      'search=lee&country=United+Kingdom&owner=mine&page=3',
    );
    expect(companiesListSearchParams({ ...defaults, search: ' ' }).toString()).toBe('');
    expect(parseCompaniesListState(new URLSearchParams('page=-2'))).toEqual(defaults);
  });

  it('keeps the sort and its direction; an unknown sort is the default', () => {
    const state = parseCompaniesListState(new URLSearchParams('sort=lastActivity&dir=desc'));
    expect(state).toEqual({ ...defaults, sort: 'lastActivity', dir: 'desc' });
    expect(companiesListSearchParams(state).toString()).toBe('sort=lastActivity&dir=desc');
    expect(companiesListSearchParams({ ...defaults, dir: 'desc' }).toString()).toBe('sort=name&dir=desc');
    expect(parseCompaniesListState(new URLSearchParams('sort=bogus&dir=sideways'))).toEqual(defaults);
  });

  it("keeps a report's drill-down filters; a contact-only source is dropped", () => {
    const state = parseCompaniesListState(
      new URLSearchParams('createdFrom=2026-03-01&createdTo=2026-03-31&source=auto_enriched&leadStatus=cold'),
    );
    expect(state).toEqual({
      ...defaults,
      createdFrom: '2026-03-01',
      createdTo: '2026-03-31',
      source: 'auto_enriched',
      leadStatus: 'cold',
    });
    expect(companiesListSearchParams(state).toString()).toBe(
      'createdFrom=2026-03-01&createdTo=2026-03-31&leadStatus=cold&source=auto_enriched',
    );
    expect(parseCompaniesListState(new URLSearchParams('source=import')).source).toBe('');
  });

  it('asks for the page the server preloads at the plain address, and the rest as chosen', () => {
    // The server names COMPANIES_FIRST_PAGE_URL in /companies' HTML: a preload serves the same URL only.
    expect(companiesListUrl(parseCompaniesListState(new URLSearchParams()))).toBe(COMPANIES_FIRST_PAGE_URL);
    expect(
      companiesListUrl(
        parseCompaniesListState(new URLSearchParams('search=lee&page=2&sort=lastActivity&dir=desc')),
      ),
    ).toBe('/api/companies?page=2&search=lee&sort=lastActivity&dir=desc');
  });
});
