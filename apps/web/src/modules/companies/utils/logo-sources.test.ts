import { describe, expect, it } from 'vitest';
import { logoSources } from './logo-sources';

const templates = {
  logoService: 'https://logos.test/{domain}?size=128',
  faviconService: 'https://icons.test/?d={domain}&sz=128',
};

describe('company logo sources', () => {
  it('prefers the stored logo, then the logo service, then the favicon service', () => {
    expect(logoSources({ logoFile: 'pending-1.png', domain: 'acme.com' }, templates)).toEqual([
      '/api/companies/logos/pending-1.png',
      'https://logos.test/acme.com?size=128',
      'https://icons.test/?d=acme.com&sz=128',
    ]);
    expect(logoSources({ logoFile: null, domain: null }, templates)).toEqual([]);
  });

  it('asks no service that is switched off (empty template)', () => {
    expect(
      logoSources({ logoFile: null, domain: 'acme.com' }, { logoService: '', faviconService: '' }),
    ).toEqual([]);
    expect(logoSources({ logoFile: null, domain: 'acme.com' }, { ...templates, logoService: '' })).toEqual([
      'https://icons.test/?d=acme.com&sz=128',
    ]);
  });
});
