import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

const TEMPLATE_FILE = 'build/service-worker.js';
const OUTPUT_FILE = 'sw.js';
const SHELL_FILE = 'index.html';

export interface ServiceWorkerManifest {
  /** Changes whenever any built file changes; names the worker's cache. */
  version: string;
  /** Absolute URLs the worker precaches: the shell, the public files and the hashed assets. */
  precache: string[];
}

function publicFiles(publicDir: string): string[] {
  if (!publicDir || !fs.existsSync(publicDir)) return [];
  return fs
    .readdirSync(publicDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => entry.name);
}

/** What the worker needs to know about one build. */
export function buildManifest(
  bundle: Record<string, { type: 'chunk'; code: string } | { type: 'asset'; source: string | Uint8Array }>,
  { assetsDir, publicFileNames }: { assetsDir: string; publicFileNames: string[] },
): ServiceWorkerManifest {
  const fileNames = Object.keys(bundle)
    .filter((name) => name !== OUTPUT_FILE && !name.endsWith('.map'))
    .sort();
  const hash = createHash('sha256');
  for (const name of fileNames) {
    const output = bundle[name];
    hash.update(name);
    if (output) hash.update(output.type === 'chunk' ? output.code : output.source);
  }
  const assets = fileNames.filter((name) => name.startsWith(`${assetsDir}/`));
  return {
    version: hash.digest('hex').slice(0, 12),
    precache: [SHELL_FILE, ...publicFileNames.filter((name) => name !== OUTPUT_FILE), ...assets].map(
      (name) => `/${name}`,
    ),
  };
}

/**
 * Emits /sw.js at build time: the worker in build/service-worker.js preceded by this build's
 * manifest. Development builds (vite serve) have no worker.
 */
export function serviceWorkerPlugin(): Plugin {
  let config: ResolvedConfig | undefined;

  return {
    name: 'northdesk:service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      if (!config) throw new Error('service worker plugin: config not resolved');
      if (!(SHELL_FILE in bundle)) this.error(`service worker plugin: ${SHELL_FILE} is not in the build`);
      const manifest = buildManifest(bundle, {
        assetsDir: config.build.assetsDir,
        publicFileNames: publicFiles(config.publicDir),
      });
      const template = fs.readFileSync(path.join(config.root, TEMPLATE_FILE), 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: OUTPUT_FILE,
        source: `self.__NORTHDESK_SW__ = ${JSON.stringify(manifest)};\n\n${template}`,
      });
    },
  };
}
