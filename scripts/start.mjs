// `npm start`: builds the web app when its build is missing or older than its sources, then runs
// the server in this same process (so signals and the data-folder lock belong to one pid).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
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

const builtAt = fs.statSync(builtIndex, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const sourcesAt = Math.max(...[...sourceDirs, ...sourceFiles].map(newestMtime));
if (builtAt < sourcesAt) {
  process.stdout.write('Building the web app…\n');
  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', '@northdesk/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/server/src/main.ts'));
