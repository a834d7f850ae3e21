import { describe, expect, it } from 'vitest';
import { drillDownHref } from './report-drilldown';

const period = { from: '2026-01-15', to: '2026-04-30' };
const filters = {
  range: 'custom' as const,
  from: '2026-01-15',
  to: '2026-04-30',
  owner: 'mine',
  pipelineId: '',
};

describe('drill-down of the companies and contacts reports', () => {
  it('a new-records bar opens its list and source for the part of its month in the period', () => {
    const row = { month: '2026-01', companiesEnriched: 2, contactsImport: 1 };
    expect(drillDownHref('new-records-by-month', row, period, filters, 'companiesEnriched')).toBe(
      '/companies?owner=mine&createdFrom=2026-01-15&createdTo=2026-01-31&source=auto_enriched',
    );
    expect(drillDownHref('new-records-by-month', row, period, filters, 'contactsImport')).toBe(
      '/contacts?owner=mine&createdFrom=2026-01-15&createdTo=2026-01-31&source=import',
    );
    // The row: every company created that month.
    expect(drillDownHref('new-records-by-month', { month: '2026-04' }, period, filters)).toBe(
      '/companies?owner=mine&createdFrom=2026-04-01&createdTo=2026-04-30',
    );
  });

  it('a lead-status bar opens the companies of that status (its key, not its label)', () => {
    const row = { status: 'customer', leadStatus: 'Customer', count: 3 };
    expect(drillDownHref('companies-by-lead-status', row, period, { ...filters, owner: '' })).toBe(
      '/companies?leadStatus=customer',
    );
  });
});
