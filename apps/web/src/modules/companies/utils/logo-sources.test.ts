import { describe, expect, it } from 'vitest';
import { logoSources } from './logo-sources';

const services = {
  logoService: 'https://logos.test/{domain}?size=128',
  faviconService: 'https://icons.test/?d={domain}&sz=128',
};
const off = { logoService: null, faviconService: null };

describe('company logo sources', () => {
  it('prefers the stored logo, then the logo service, then the favicon service', () => {
    expect(logoSources({ logoFile: 'pending-1.png', domain: 'acme.com' }, services)).toEqual([
      '/api/companies/logos/pending-1.png',
      'https://logos.test/acme.com?size=128',
      'https://icons.test/?d=acme.com&sz=128',
    ]);
    expect(logoSources({ logoFile: null, domain: null }, services)).toEqual([]);
  });

  it('builds the URLs from the server defaults (the logo and favicon services at size 128)', () => {
    const defaults = {
      logoService: 'https://logo.clearbit.com/{domain}?size=128',
      faviconService: 'https://www.google.com/s2/favicons?domain={domain}&sz=128',
    };
    expect(logoSources({ logoFile: null, domain: 'acme.co.uk' }, defaults)).toEqual([
      'https://logo.clearbit.com/acme.co.uk?size=128',
      'https://www.google.com/s2/favicons?domain=acme.co.uk&sz=128',
    ]);
  });

  it('replaces every {domain} and encodes it, so a stored domain cannot change the URL', () => {
    const pattern = { logoService: 'https://{domain}.logos.test/{domain}', faviconService: null };
    expect(logoSources({ logoFile: null, domain: 'acme.com' }, pattern)).toEqual([
      'https://acme.com.logos.test/acme.com',
    ]);
    expect(logoSources({ logoFile: null, domain: 'a.com/x?y=1&z' }, pattern)).toEqual([
      'https://a.com%2Fx%3Fy%3D1%26z.logos.test/a.com%2Fx%3Fy%3D1%26z',
    ]);
  });

  it('asks no service the server switched off (null), but still the stored logo', () => {
    expect(logoSources({ logoFile: null, domain: 'acme.com' }, off)).toEqual([]);
    expect(logoSources({ logoFile: 'logo-2.png', domain: 'acme.com' }, off)).toEqual([
      '/api/companies/logos/logo-2.png',
    ]);
    expect(logoSources({ logoFile: null, domain: 'acme.com' }, { ...services, logoService: null })).toEqual([
      'https://icons.test/?d=acme.com&sz=128',
    ]);
    expect(
      logoSources({ logoFile: null, domain: 'acme.com' }, { ...services, faviconService: null }),
    ).toEqual(['https://logos.test/acme.com?size=128']);
  });
});
