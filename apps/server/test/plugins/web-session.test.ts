import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../../src/db/schema/index.ts';
import { createShellRenderer, jsonForScript } from '../../src/plugins/web-preloads.ts';
import { signedInUser } from '../support/accounts.ts';
import { TestClient } from '../support/client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Issue 17: a signed-in page carries its visitor's session (the answer of /api/account/me) and
// the page's first API requests as preloads, so the app waits for no session check; only for
// the session the cookie names, only when it is live, and never for a shared cache.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'northdesk-session-dist-'));
fs.mkdirSync(path.join(distDir, 'assets'));
fs.writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html><head><title>Northdesk</title></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(
  path.join(distDir, '.route-preloads.json'),
  JSON.stringify({
    routes: [
      { pattern: 'auth', signedIn: false, files: ['/assets/AuthPage-x.js'] },
      { pattern: '', signedIn: true, files: ['/assets/DashboardPage-x.js'] },
      { pattern: 'companies', signedIn: true, files: ['/assets/CompaniesPage-x.js'] },
      { pattern: 'mobile-home', signedIn: true, files: ['/assets/MobileHomePage-x.js'] },
      { pattern: '*', signedIn: false, files: ['/assets/NotFoundPage-x.js'] },
    ],
    signedInShell: ['/assets/ProtectedLayout-x.js'],
  }),
);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const SESSION_SCRIPT = /<script type="application\/json" id="northdesk-session">([^<]*)<\/script>/;

function pageOf(client: TestClient, url: string, headers: Record<string, string> = {}) {
  return client.get(url, { accept: 'text/html', ...headers });
}

function sessionIn(html: string): unknown {
  const match = SESSION_SCRIPT.exec(html);
  return match?.[1] === undefined ? undefined : JSON.parse(match[1]);
}

const linksIn = (html: string) =>
  [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)">/g)].map((m) => m[1]);

describe('the session in a signed-in page (issue 17)', () => {
  it("a live session: its /api/account/me answer, the page's first requests, private and not stored", async () => {
    const { client } = await signedInUser(server, { role: 'admin' });
    const me = await client.get('/api/account/me');
    expect(me.statusCode).toBe(200);

    const home = await pageOf(client, '/');
    expect(home.statusCode).toBe(200);
    expect(sessionIn(home.body)).toEqual(JSON.parse(me.body));
    expect(home.headers['cache-control']).toBe('private, no-store');
    expect(home.headers.vary).toContain('Cookie');
    expect(linksIn(home.body)).toEqual([
      '/api/access',
      '/api/dashboard/layout',
      '/api/dashboard/summary',
      '/assets/ProtectedLayout-x.js',
      '/assets/DashboardPage-x.js',
    ]);

    const companies = await pageOf(client, '/companies');
    expect(sessionIn(companies.body)).toEqual(JSON.parse(me.body));
    expect(linksIn(companies.body)).toContain('/api/companies?page=1');
    // Another address of the list asks for other data: nothing guessed but the user's levels.
    const searched = await pageOf(client, '/companies?search=lee');
    expect(sessionIn(searched.body)).toEqual(JSON.parse(me.body));
    expect(linksIn(searched.body).filter((href) => href?.startsWith('/api/'))).toEqual(['/api/access']);
  });

  it('each browser gets the session its own cookie names', async () => {
    const first = await signedInUser(server, { role: 'admin' });
    const second = await signedInUser(server, { role: 'operative' });
    const firstUser = sessionIn((await pageOf(first.client, '/companies')).body);
    const secondUser = sessionIn((await pageOf(second.client, '/companies')).body);
    expect(firstUser).toMatchObject({ user: { id: first.userId, email: first.email } });
    expect(secondUser).toMatchObject({ user: { id: second.userId, email: second.email } });
  });

  it('nothing without a cookie, with a cookie that is not a session, or for a page that needs none', async () => {
    const anonymous = new TestClient(server.app);
    for (const headers of [
      {} as Record<string, string>,
      { cookie: 'other=1; theme=dark' },
      { cookie: 'northdesk.session_token=abc.def' },
    ]) {
      const page = await pageOf(anonymous, '/', headers);
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('northdesk-session');
      expect(page.headers['cache-control']).toBe('no-cache');
      // The sign-in page's code: the guard will show it.
      expect(linksIn(page.body)).toEqual(['/assets/AuthPage-x.js']);
    }
    const { client } = await signedInUser(server);
    for (const url of ['/auth', '/nowhere/at/all']) {
      const page = await pageOf(client, url);
      expect(page.body, url).not.toContain('northdesk-session');
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('nothing for an expired session or a signed-out one', async () => {
    const expired = await signedInUser(server);
    await server.deps.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, expired.userId));
    const page = await pageOf(expired.client, '/companies');
    expect(page.body).not.toContain('northdesk-session');
    expect(linksIn(page.body)).toEqual(['/assets/AuthPage-x.js']);

    const signedOut = await signedInUser(server);
    const cookie = signedOut.client.cookieHeader();
    expect(
      (await signedOut.client.post('/api/auth/sign-out', {}, { origin: 'http://localhost:3000' })).statusCode,
    ).toBeLessThan(300);
    const after = await pageOf(new TestClient(server.app), '/companies', { cookie });
    expect(after.body).not.toContain('northdesk-session');
  });

  it('a name that looks like markup cannot end the script element, and reads back the same', async () => {
    const { client } = await signedInUser(server);
    const name = '</script><script>alert(1)</script><!-- \u2028 & x';
    const saved = await client.patch('/api/profile', { fullName: name });
    expect(saved.statusCode, saved.body).toBe(200);
    const page = await pageOf(client, '/');
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body.match(/<\/script>/g)).toHaveLength(1);
    expect(sessionIn(page.body)).toMatchObject({ user: { fullName: name } });
    expect(JSON.parse(jsonForScript({ name }))).toEqual({ name });
  });
});

describe('a session that could not be looked up (a busy engine)', () => {
  it('the app asks for it itself: the session check preloaded, the page not private', () => {
    const renderer = createShellRenderer(distDir);
    const request = { url: '/', headers: { cookie: 'northdesk.session_token=abc.def' } } as FastifyRequest;
    const { html, personal } = renderer.render(request, '/', undefined);
    expect(personal).toBe(false);
    expect(html).not.toContain('northdesk-session');
    expect(linksIn(html)).toEqual([
      '/api/account/me',
      '/assets/ProtectedLayout-x.js',
      '/assets/DashboardPage-x.js',
    ]);
  });
});
