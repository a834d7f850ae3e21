import { clientConfigResponseSchema } from '@northdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

const LOGO_DEFAULT = 'https://logo.clearbit.com/{domain}?size=128';
const FAVICON_DEFAULT = 'https://www.google.com/s2/favicons?domain={domain}&sz=128';

describe('logo service settings', () => {
  it('default to the two lookup patterns at size 128', () => {
    const config = loadConfig({});
    expect(config.logoServiceUrl).toBe(LOGO_DEFAULT);
    expect(config.faviconServiceUrl).toBe(FAVICON_DEFAULT);
  });

  it('take a custom https pattern, trimmed', () => {
    const config = loadConfig({
      LOGO_SERVICE_URL: ' https://logos.internal.example/{domain}.png ',
      FAVICON_SERVICE_URL: 'https://icons.lan:8443/?d={domain}&sz=128',
    });
    expect(config.logoServiceUrl).toBe('https://logos.internal.example/{domain}.png');
    expect(config.faviconServiceUrl).toBe('https://icons.lan:8443/?d={domain}&sz=128');
  });

  it('switch one service off with off (or OFF) or an empty value, leaving the other on', () => {
    for (const value of ['off', 'OFF', '', '  ']) {
      const logoOff = loadConfig({ LOGO_SERVICE_URL: value });
      expect(logoOff.logoServiceUrl, JSON.stringify(value)).toBeNull();
      expect(logoOff.faviconServiceUrl).toBe(FAVICON_DEFAULT);
      const faviconOff = loadConfig({ FAVICON_SERVICE_URL: value });
      expect(faviconOff.faviconServiceUrl, JSON.stringify(value)).toBeNull();
      expect(faviconOff.logoServiceUrl).toBe(LOGO_DEFAULT);
    }
  });

  it('refuse to load with a pattern that is not an https URL containing {domain}', () => {
    const message = 'must be an https:// URL containing {domain}, or "off"';
    for (const bad of [
      'https://logos.example/logo.png', // no {domain}
      'ftp://logos.example/{domain}',
      'http://icons.lan:8080/?d={domain}', // the browser would refuse it (content security policy)
      'javascript:alert("{domain}")',
      'logos.example/{domain}',
      'false',
    ]) {
      expect(() => loadConfig({ LOGO_SERVICE_URL: bad }), bad).toThrow(`LOGO_SERVICE_URL: ${message}`);
      expect(() => loadConfig({ FAVICON_SERVICE_URL: bad }), bad).toThrow(`FAVICON_SERVICE_URL: ${message}`);
    }
    expect(() => loadConfig({ LOGO_SERVICE_URL: 'nope' })).toThrow(/^Invalid configuration:/);
  });
});

describe('GET /api/client-config', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ FAVICON_SERVICE_URL: 'off' });
  });
  afterAll(() => server.close());

  it('answers without a session, with the services that are on, cacheable for a few minutes', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(response.statusCode, response.body).toBe(200);
    const body = json(response);
    expect(clientConfigResponseSchema.parse(body)).toEqual(body);
    expect(body).toEqual({ logoSources: { logoService: LOGO_DEFAULT, faviconService: null } });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('is documented in the OpenAPI document under system', async () => {
    const doc = json<{ paths: Record<string, { get?: { tags?: string[] } }> }>(
      await server.app.inject({ method: 'GET', url: '/api/openapi.json' }),
    );
    expect(doc.paths['/api/client-config']?.get?.tags).toEqual(['system']);
  });
});
