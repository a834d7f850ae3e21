import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// A built web app of our own: an asset with the .br and .gz files the build writes beside it.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'northdesk-compression-dist-'));
const ASSET = 'assets/app-Ab12Cd34.js';
const source = Buffer.from(`export const greeting = "${'hello '.repeat(500)}";\n`);
fs.mkdirSync(path.join(distDir, 'assets'));
fs.writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><title>Northdesk</title><div id="root"></div>',
);
fs.writeFileSync(path.join(distDir, ASSET), source);
fs.writeFileSync(path.join(distDir, `${ASSET}.br`), zlib.brotliCompressSync(source));
fs.writeFileSync(path.join(distDir, `${ASSET}.gz`), zlib.gzipSync(source));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('compression', () => {
  it('serves the build-time brotli file of a hashed asset, with Vary and the long cache', async () => {
    const response = await get(`/${ASSET}`, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(response.rawPayload).equals(source)).toBe(true);
  });

  it('serves the gzip file to a client without brotli, and the plain file to one without either', async () => {
    const gzip = await get(`/${ASSET}`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).equals(source)).toBe(true);

    const plain = await get(`/${ASSET}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(source)).toBe(true);
  });

  it('compresses JSON above 1 KB on the fly as the client accepts, and leaves small answers alone', async () => {
    const plain = await get('/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const brotli = await get('/api/openapi.json', 'gzip, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const gzip = await get('/api/openapi.json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const small = await get('/api/health', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body)).toMatchObject({ status: 'ok' });
  });
});
