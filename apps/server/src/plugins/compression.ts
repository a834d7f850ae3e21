import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Only text we produce ourselves: JSON answers and the web app's shell. Files people upload keep
 * their bytes and length; the event stream is hijacked and never passes here (excluded anyway:
 * a compressor buffers, and an event must reach the tab when it is written).
 */
const COMPRESSIBLE =
  /^(application\/(json|javascript|problem\+json)|text\/(html|css|javascript)|image\/svg\+xml)(;|$)/;

/**
 * Compresses responses above 1 KB as the client accepts (brotli first, then gzip). Brotli at
 * quality 4, not zlib's default 11: on the fly, 11 costs ~10× the CPU for a few percent fewer
 * bytes. The built assets are compressed once at build time at full quality (web.ts serves them).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: (contentType: string) =>
      COMPRESSIBLE.test(contentType) && !contentType.includes('event-stream'),
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
