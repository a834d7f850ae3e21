import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

// A built web app of its own, so the shell is really read from disk (as in production).
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'northdesk-web-dist-'));
const SHELL = '<!doctype html><title>Northdesk</title><div id="root"></div>';
let server: TestServer;
beforeAll(async () => {
  fs.writeFileSync(path.join(distDir, 'index.html'), SHELL);
  server = await startTestServer({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('the web app shell', () => {
  it('serves the shell (the app shows its own 404 page) for a malformed page URL; the API keeps JSON', async () => {
    for (const url of ['/companies/%E0%A4%A', '/contacts/%', '/tasks/%zz?tab=1']) {
      const page = await server.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toContain('text/html');
      expect(page.body, url).toBe(SHELL);
    }
    const api = await server.app.inject({
      method: 'GET',
      url: '/api/companies/%E0%A4%A',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(400);
    expect(api.headers['content-type']).toContain('application/json');
    expect(json<{ error: { code: string } }>(api).error.code).toBe('bad_request');
    const asset = await server.app.inject({ method: 'GET', url: '/assets/%E0%A4%A.js' });
    expect(asset.statusCode).toBe(400);
    expect(asset.headers['content-type']).toContain('application/json');
    // The server is still up after all of them.
    expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('serves the shell for an unknown page path and a JSON 404 for an unknown API path', async () => {
    const page = await server.app.inject({
      method: 'GET',
      url: '/nowhere',
      headers: { accept: 'text/html' },
    });
    expect(page.body).toBe(SHELL);
    const api = await server.app.inject({
      method: 'GET',
      url: '/api/nowhere',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
  });
});
