import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * Issue 15, item 12: authenticated JSON answers are never cached (Cache-Control: no-store), every
 * response carries a Permissions-Policy that allows the camera to our own pages only, and the
 * Content-Security-Policy lets pages talk to their own origin only (connect-src 'self').
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// A stream, not an answer: it never ends under inject.
const STREAMS = new Set(['/api/events']);

/** Every GET route of the OpenAPI document that takes no path parameter. */
async function plainGetRoutes(): Promise<string[]> {
  const doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(doc.paths)
    .filter(([path, ops]) => 'get' in ops && !path.includes('{') && !STREAMS.has(path))
    .map(([path]) => path);
}

const directives = (header: string | undefined) =>
  new Map(
    (header ?? '')
      .split(/[;,]/)
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = ''] = d.split(/[\s=]/);
        return [name, d.slice(name.length).replace(/^=/, '').trim()] as const;
      }),
  );

describe('security headers (issue 15, item 12)', () => {
  it('every authenticated JSON GET (read from the OpenAPI document) answers Cache-Control: no-store', async () => {
    const me = await signedInUser(server, { role: 'super_admin' });
    const routes = await plainGetRoutes();
    expect(routes.length).toBeGreaterThan(20);
    let checked = 0;
    for (const url of routes) {
      // Authenticated answers only: public ones (health, client config) may be cached.
      if ((await server.app.inject({ method: 'GET', url })).statusCode !== 401) continue;
      const response = await me.client.get(url);
      if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) continue;
      checked++;
      expect(response.headers['cache-control'], `${url} (${response.statusCode})`).toBe('no-store');
    }
    expect(checked).toBeGreaterThan(20);
    // Errors too: a 401 and a 404 are JSON answers about the caller.
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/account/me' })).headers['cache-control'],
    ).toBe('no-store');
    expect((await me.client.get(`/api/tasks/${crypto.randomUUID()}`)).headers['cache-control']).toBe(
      'no-store',
    );
  });

  it('a Permissions-Policy allows the camera to our own pages and turns the rest off', async () => {
    for (const url of ['/api/health', '/api/account/me', '/no-such-page']) {
      const policy = directives(
        String((await server.app.inject({ method: 'GET', url })).headers['permissions-policy']),
      );
      expect(policy.get('camera'), url).toBe('(self)');
      for (const feature of ['microphone', 'geolocation', 'payment', 'usb'])
        expect(policy.get(feature), `${url} ${feature}`).toBe('()');
    }
  });

  it("the Content-Security-Policy restricts connect-src to 'self' (and scripts, frames with it)", async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('default-src')).toBe("'self'");
    // WebAssembly only (the barcode decoder); never 'unsafe-eval' or 'unsafe-inline' for scripts.
    expect(csp.get('script-src')).toBe("'self' 'wasm-unsafe-eval'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
  });
});

describe("helmet's headers, computed once (issue 23)", () => {
  it('every answer carries them: a success, a 401, a 404, a validation error and a page', async () => {
    const me = await signedInUser(server, { role: 'super_admin' });
    const answers = [
      await server.app.inject({ method: 'GET', url: '/api/health' }),
      await server.app.inject({ method: 'GET', url: '/api/account/me' }),
      await me.client.get(`/api/tasks/${crypto.randomUUID()}`),
      await me.client.get('/api/tasks/not-a-uuid'),
      await server.app.inject({ method: 'GET', url: '/no-such-page' }),
    ];
    for (const response of answers) {
      const where = `${response.statusCode} ${response.headers['content-type']}`;
      expect(response.headers['content-security-policy'], where).toContain("frame-ancestors 'none'");
      expect(response.headers['strict-transport-security'], where).toMatch(/max-age=\d+/);
      expect(response.headers['x-content-type-options'], where).toBe('nosniff');
      expect(response.headers['x-frame-options'], where).toBe('SAMEORIGIN');
      expect(response.headers['cross-origin-opener-policy'], where).toBe('same-origin-allow-popups');
      expect(response.headers['cross-origin-resource-policy'], where).toBe('same-origin');
      expect(response.headers['referrer-policy'], where).toBe('no-referrer');
      // Off on purpose: the app embeds nothing cross-origin that would need it.
      expect(response.headers['cross-origin-embedder-policy'], where).toBeUndefined();
      // Off on purpose: with the opener policy it kept Chromium from reading V8's code cache on a
      // return visit (security-headers.ts; e2e/webperf.e2e.ts checks the cache is read).
      expect(response.headers['origin-agent-cluster'], where).toBeUndefined();
      expect(response.headers['x-powered-by'], where).toBeUndefined();
    }
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 404, 400, expect.any(Number)]);
  });
});
