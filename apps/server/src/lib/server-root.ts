import fs from 'node:fs';
import path from 'node:path';

/**
 * The server package's folder (apps/server), found by walking up from this module to the
 * package.json named @northdesk/server: the same answer whether this runs from its TypeScript
 * source (src/lib) or bundled into the compiled build (dist/), which sit at different depths.
 */
function findServerRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const { name } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@northdesk/server') return dir;
    }
    if (path.dirname(dir) === dir) throw new Error(`no @northdesk/server package above ${from}`);
  }
}

export const SERVER_ROOT = findServerRoot(import.meta.dirname);
/** The repository (the workspace root above apps/server). */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
