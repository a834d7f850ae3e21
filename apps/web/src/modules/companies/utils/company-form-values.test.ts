import { companyInputSchema } from '@northdesk/shared';
import { describe, expect, it } from 'vitest';
import { emptyCompanyForm, withEnrichment } from './company-form-values';

const enriched = {
  domain: 'acme.com',
  name: 'Acme Ltd',
  industry: 'technology',
  phone: '+44 20 1234',
  email: 'hello@acme.com',
  location: { address: '1 High St', city: 'Leeds', state: null, country: 'United Kingdom' },
  employeeCount: 40,
  logoFile: 'pending-1700000000000.png',
};

describe('company form values', () => {
  it('fills only the empty fields from enrichment and marks the source', () => {
    const typed = { ...emptyCompanyForm(), name: 'ACME (typed)', domain: 'acme.com', city: ' ' };
    const { values, filled } = withEnrichment(typed, enriched);
    expect(values).toMatchObject({
      name: 'ACME (typed)',
      industry: 'technology',
      city: 'Leeds',
      state: '',
      employeeCount: '40',
      logoFile: 'pending-1700000000000.png',
      source: 'auto_enriched',
    });
    expect(filled).not.toContain('name');
  });

  it('is accepted by the shared schema: empty text becomes null, counts become numbers', () => {
    const parsed = companyInputSchema.parse({ ...emptyCompanyForm(), name: ' Beta ', employeeCount: '12' });
    expect(parsed).toMatchObject({
      name: 'Beta',
      domain: null,
      phone: null,
      employeeCount: 12,
      leadStatus: 'warm',
    });
  });
});
