import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Issue 17: the shell names the route's own chunks (modulepreload) and, with a session cookie,
// the session check; the built assets go without the headers only a document reads.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'northdesk-preload-dist-'));
const SHELL =
  '<!doctype html><html><head><title>Northdesk</title></head><body><div id="root"></div></body></html>';
fs.mkdirSync(path.join(distDir, 'assets'));
fs.writeFileSync(path.join(distDir, 'index.html'), SHELL);
fs.writeFileSync(path.join(distDir, 'assets/AuthPage-Ab12Cd34.js'), 'export {};\n');
fs.writeFileSync(
  path.join(distDir, '.route-preloads.json'),
  JSON.stringify({
    routes: [
      { pattern: 'auth', signedIn: false, files: ['/assets/AuthPage-Ab12Cd34.js', '/assets/ui-base-x.js'] },
      { pattern: '', signedIn: true, files: ['/assets/DashboardPage-x.js'] },
      { pattern: 'companies/duplicates', signedIn: true, files: ['/assets/DuplicatesPage-x.js'] },
      { pattern: 'companies/:id', signedIn: true, files: ['/assets/CompanyDetailPage-x.js'] },
      { pattern: 'mobile-home', signedIn: true, files: ['/assets/MobileHomePage-x.js'] },
      { pattern: 'mobile-scanner', signedIn: true, files: ['/assets/MobileScannerPage-x.js'] },
      { pattern: '*', signedIn: false, files: ['/assets/NotFoundPage-x.js'] },
    ],
    signedInShell: ['/assets/ProtectedLayout-x.js', '/assets/current-user-schema-x.js'],
    desktopShell: ['/assets/DesktopShell-x.js', '/assets/ui-overlay-x.js'],
    mobileShell: ['/assets/mobile-shell-x.js'],
  }),
);

let server: TestServer;
/** A live session's cookie: the server looks it up (web-session.test.ts). */
let SESSION: string;
beforeAll(async () => {
  server = await startTestServer({ WEB_DIST_DIR: distDir });
  SESSION = (await signedInUser(server)).client.cookieHeader();
});
afterAll(async () => {
  await server.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

async function preloadsOf(url: string, headers: Record<string, string> = {}) {
  const response = await server.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', ...headers },
  });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers.vary, url).toContain('Cookie');
  return [...response.body.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)">/g)].map(
    (m) => m[1],
  );
}

describe('per-route preloads in the shell (issue 17)', () => {
  it('a visitor without a session gets the sign-in page, whatever signed-in page was asked for', async () => {
    const auth = ['/assets/AuthPage-Ab12Cd34.js', '/assets/ui-base-x.js'];
    expect(await preloadsOf('/auth')).toEqual(auth);
    expect(await preloadsOf('/')).toEqual(auth);
    expect(await preloadsOf('/companies/123')).toEqual(auth);
  });

  it("with a live session: the signed-in shell, the desktop layout and the page (static segments first), the dashboard's data", async () => {
    const shell = [
      '/assets/ProtectedLayout-x.js',
      '/assets/current-user-schema-x.js',
      '/assets/DesktopShell-x.js',
      '/assets/ui-overlay-x.js',
    ];
    expect(await preloadsOf('/', { cookie: SESSION })).toEqual([
      '/api/access',
      '/api/dashboard/layout',
      '/api/dashboard/summary',
      ...shell,
      '/assets/DashboardPage-x.js',
    ]);
    expect(await preloadsOf('/companies/123', { cookie: `other=1; ${SESSION}` })).toEqual([
      '/api/access',
      ...shell,
      '/assets/CompanyDetailPage-x.js',
    ]);
    expect(await preloadsOf('/companies/duplicates', { cookie: SESSION })).toEqual([
      '/api/access',
      ...shell,
      '/assets/DuplicatesPage-x.js',
    ]);
    // Signed in already: /auth sends the visitor on, its form is not needed.
    expect(await preloadsOf('/auth', { cookie: SESSION })).toEqual([]);
  });

  it('a phone is sent from desktop pages to the mobile home: the shell without the desktop page', async () => {
    const phone = { cookie: SESSION, 'sec-ch-ua-mobile': '?1' };
    expect(await preloadsOf('/companies/123', phone)).not.toContain('/assets/CompanyDetailPage-x.js');
    expect(await preloadsOf('/mobile-home', phone)).toContain('/assets/MobileHomePage-x.js');
  });

  it("the desktop layout only with a desktop page, the phone's (its outbox) only on a phone or a mobile screen (issues 22, 17)", async () => {
    const phone = { cookie: SESSION, 'sec-ch-ua-mobile': '?1' };
    for (const [url, headers] of [
      ['/companies/123', phone],
      ['/mobile-home', phone],
      ['/mobile-home', { cookie: SESSION }],
    ] as const) {
      const links = await preloadsOf(url, headers);
      expect(links, url).toContain('/assets/ProtectedLayout-x.js');
      expect(links, url).toContain('/assets/mobile-shell-x.js');
      expect(links, url).not.toContain('/assets/DesktopShell-x.js');
      expect(links, url).not.toContain('/assets/ui-overlay-x.js');
    }
    for (const url of ['/', '/companies/123']) {
      expect(await preloadsOf(url, { cookie: SESSION }), url).not.toContain('/assets/mobile-shell-x.js');
    }
  });

  it("a phone screen's first answers come with its code: the offline catalogue, and the scanner's bins (issue 22)", async () => {
    const phone = { cookie: SESSION, 'sec-ch-ua-mobile': '?1' };
    const scanner = await preloadsOf('/mobile-scanner', phone);
    // The user's levels first, as on every signed-in page, then the screen's own.
    expect(scanner.slice(0, 3)).toEqual([
      '/api/access',
      '/api/warehouse/catalogue',
      '/api/warehouse/warehouses',
    ]);
    const home = await preloadsOf('/mobile-home', phone);
    expect(home).toContain('/api/warehouse/catalogue');
    expect(home).not.toContain('/api/warehouse/warehouses');
    // A desktop page asks for none of them; nor does anyone signed out.
    expect(await preloadsOf('/companies/123', { cookie: SESSION })).not.toContain('/api/warehouse/catalogue');
    expect(await preloadsOf('/mobile-scanner', { 'sec-ch-ua-mobile': '?1' })).not.toContain(
      '/api/warehouse/catalogue',
    );
  });

  it('an unknown page gets the 404 page; the session check is asked for only on signed-in pages', async () => {
    expect(await preloadsOf('/nowhere/at/all', { cookie: SESSION })).toEqual(['/assets/NotFoundPage-x.js']);
  });

  it('a built asset goes without the document-only headers; pages and the API keep them', async () => {
    const asset = await server.app.inject({ method: 'GET', url: '/assets/AuthPage-Ab12Cd34.js' });
    expect(asset.statusCode).toBe(200);
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'permissions-policy',
      'cross-origin-opener-policy',
      // The page and the API carry HSTS; a script is never fetched by ranges.
      'strict-transport-security',
      'accept-ranges',
    ])
      expect(asset.headers[name], name).toBeUndefined();
    // Hashed, immutable: never revalidated, so no ETag either.
    expect(asset.headers.etag).toBeUndefined();
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const url of ['/auth', '/api/health']) {
      const response = await server.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.headers['permissions-policy'], url).toContain('camera=(self)');
      expect(response.headers['strict-transport-security'], url).toContain('max-age=');
    }
    // A missing asset is an error answer: it keeps them.
    const missing = await server.app.inject({ method: 'GET', url: '/assets/missing-Zz.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBeDefined();
  });
});
