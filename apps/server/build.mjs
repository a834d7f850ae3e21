// `npm run build:server`: the server compiled to plain JavaScript for production (issue 25, item 8).
// esbuild bundles our TypeScript (the server and the shared package, which ships as source) into
// dist/main.js, dist/admin.js and dist/migrate.js with shared chunks; every npm package stays an
// import of node_modules, as in development. tsx remains for `npm run dev`, the tests and benches.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const read = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const server = read(path.join(serverDir, 'package.json'));
const shared = read(path.join(serverDir, '../../packages/shared/package.json'));
// Packages from npm stay external; only the workspace's own source is compiled in.
const external = [
  ...new Set([...Object.keys(server.dependencies ?? {}), ...Object.keys(shared.dependencies ?? {})]),
].flatMap((name) => [name, `${name}/*`]);

// `--outdir DIR` (inside apps/server, so node_modules and the package root are found): the test of
// the compiled server builds into a folder of its own.
const outdirArg = process.argv.indexOf('--outdir');
const outdir = path.resolve(serverDir, outdirArg > 0 ? (process.argv[outdirArg + 1] ?? 'dist') : 'dist');
fs.rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
await build({
  absWorkingDir: serverDir,
  entryPoints: { main: 'src/main.ts', admin: 'src/cli/admin.ts', migrate: 'src/cli/migrate.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external,
  sourcemap: 'linked',
  legalComments: 'none',
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
});
// A marker with what was built from, so `npm start` can tell a stale build (scripts/start.mjs).
fs.writeFileSync(path.join(outdir, 'BUILD'), `${new Date().toISOString()}\n`);
process.stdout.write(
  `server built into ${path.relative(process.cwd(), outdir) || outdir} in ${Math.round(performance.now() - started)} ms\n`,
);
