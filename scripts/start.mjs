// `npm start`: builds the web app and the server (compiled JavaScript, apps/server/dist) when a
// build is missing or older than its sources, then runs the compiled server in this same process
// (so signals and the data-folder lock belong to one pid). `npm run dev` runs the sources (tsx).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sourceDirs = ['apps/web/src', 'apps/web/public', 'packages/shared/src'].map((d) => path.join(root, d));
const sourceFiles = ['apps/web/index.html', 'apps/web/vite.config.ts'].map((f) => path.join(root, f));

function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function buildWhenStale(name, builtMarker, sources, command) {
  const builtAt = fs.statSync(builtMarker, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const sourcesAt = Math.max(...sources.map(newestMtime));
  if (builtAt >= sourcesAt) return;
  process.stdout.write(`Building ${name}…\n`);
  const build = spawnSync('npm', ['run', ...command], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

buildWhenStale(
  'the web app',
  builtIndex,
  [...sourceDirs, ...sourceFiles],
  ['build', '--silent', '-w', '@northdesk/web'],
);

// The server: its sources, the shared package's and the build script. An install without
// development packages (no esbuild) runs the build it was shipped with.
const serverBuild = path.join(root, 'apps/server/dist/BUILD');
const canBuildServer = (() => {
  try {
    createRequire(path.join(root, 'apps/server/package.json')).resolve('esbuild');
    return true;
  } catch {
    return false;
  }
})();
if (canBuildServer || !fs.existsSync(serverBuild))
  buildWhenStale(
    'the server',
    serverBuild,
    ['apps/server/src', 'packages/shared/src', 'apps/server/build.mjs', 'apps/server/package.json'].map((p) =>
      path.join(root, p),
    ),
    ['build:server', '--silent'],
  );

await import(path.join(root, 'apps/server/dist/main.js'));
