import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** A route's own chunk may pass this (brotli) only with a reason here and in the README. */
export const ROUTE_CHUNK_LIMIT = 60 * 1024;
const REASONS = {};

function compressedSize(file) {
  const brotli = `${file}.br`;
  if (fs.existsSync(brotli)) return fs.statSync(brotli).size;
  return zlib.brotliCompressSync(fs.readFileSync(file)).length;
}

/** Every built JS/CSS file with its brotli size; route chunks (…Page-hash.js) checked against the limit. */
export function chunkReport(distDir) {
  const assetsDir = path.join(distDir, 'assets');
  const rows = fs
    .readdirSync(assetsDir)
    .filter((name) => name.endsWith('.js') || name.endsWith('.css'))
    .map((name) => {
      const file = path.join(assetsDir, name);
      const base = name.replace(/-[\w-]{8}\.(js|css)$/, '');
      return {
        name,
        raw: fs.statSync(file).size,
        brotli: compressedSize(file),
        route: /Page$/.test(base),
        base,
      };
    })
    .sort((a, b) => b.brotli - a.brotli);
  const over = rows.filter((row) => row.route && row.brotli > ROUTE_CHUNK_LIMIT && !REASONS[row.base]);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const lines = [`\nBuilt chunks (${rows.length} files; largest 12, brotli):`];
  for (const row of rows.slice(0, 12)) {
    lines.push(
      `  ${row.name.padEnd(44)} ${kb(row.raw).padStart(10)} raw ${kb(row.brotli).padStart(9)} br${row.route ? '  (route)' : ''}`,
    );
  }
  lines.push(
    over.length === 0
      ? `  met      no route chunk above ${kb(ROUTE_CHUNK_LIMIT)} brotli without a reason`
      : `  NOT met  route chunks above ${kb(ROUTE_CHUNK_LIMIT)}: ${over.map((r) => r.name).join(', ')}`,
  );
  return { rows, ok: over.length === 0, text: lines.join('\n') };
}
