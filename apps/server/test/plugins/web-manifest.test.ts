import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * Issue 22 item 6: the app is installable. The web app's real manifest and icons (apps/web/public,
 * copied as the build copies them) are served with their content types, under the page's
 * Content-Security-Policy, and say what an install needs: a name, standalone display, a start URL
 * in scope, and 192 and 512 px PNG icons (one maskable) of the sizes they declare.
 */

const publicDir = path.resolve(import.meta.dirname, '../../../web/public');
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'northdesk-web-manifest-'));
let server: TestServer;

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

beforeAll(async () => {
  fs.cpSync(publicDir, distDir, { recursive: true });
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    fs.readFileSync(path.resolve(publicDir, '../index.html'), 'utf8'),
  );
  server = await startTestServer({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

describe('the installable app (PWA manifest)', () => {
  it('serves the manifest as application/manifest+json, linked from the shell, allowed by the CSP', async () => {
    const shell = await server.app.inject({
      method: 'GET',
      url: '/mobile-home',
      headers: { accept: 'text/html' },
    });
    expect(shell.body).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const csp = String(shell.headers['content-security-policy'] ?? '');
    // No manifest-src of its own: default-src 'self' covers the manifest, the icons under img-src.
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('manifest-src');
    expect(csp).toMatch(/img-src 'self'/);

    const response = await server.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const manifest = JSON.parse(response.body) as Manifest;
    expect(manifest.name).toBe('Northdesk');
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  });

  it('serves every icon the manifest and the shell name, as a PNG of its declared size', async () => {
    const manifest = JSON.parse(
      (await server.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).body,
    ) as Manifest;
    const icons = [
      ...manifest.icons,
      { src: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png' },
    ];
    for (const icon of icons) {
      const response = await server.app.inject({ method: 'GET', url: icon.src });
      expect(response.statusCode, icon.src).toBe(200);
      expect(response.headers['content-type'], icon.src).toBe(icon.type);
      expect(pngSize(response.rawPayload), icon.src).toBe(icon.sizes);
    }
  });
});
