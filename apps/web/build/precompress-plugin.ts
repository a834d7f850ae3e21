import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json|txt|wasm)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

/**
 * Writes name.br (brotli, quality 11) and name.gz (gzip, level 9) beside every hashed asset once
 * the build is on disk. The server sends them as they are (@fastify/static preCompressed), so a
 * phone downloads a quarter of the bytes and the server spends no CPU per request.
 */
export function precompressPlugin(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'northdesk:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      if (!config) return;
      const assetsDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
      if (!fs.existsSync(assetsDir)) return;
      for (const name of fs.readdirSync(assetsDir)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const file = path.join(assetsDir, name);
        const source = fs.readFileSync(file);
        if (source.length < MIN_BYTES) continue;
        const brotli = zlib.brotliCompressSync(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        fs.writeFileSync(`${file}.br`, brotli);
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
      }
    },
  };
}
