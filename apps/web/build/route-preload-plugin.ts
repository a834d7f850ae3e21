import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { type RouteTable, routeTableFromSource } from './route-table.ts';

/** Written beside index.html; read by the server (apps/server/src/plugins/web-preloads.ts). */
export const ROUTE_PRELOADS_FILE = '.route-preloads.json';

export interface RoutePreloads {
  routes: { pattern: string; signedIn: boolean; files: string[] }[];
  /** The signed-in shell's files, and what every signed-in first load fetches after the session check. */
  signedInShell: string[];
  /** The desktop layout's files beyond signedInShell (a chunk of its own: phones never load it). */
  desktopShell: string[];
  /** The phone's layout (header, bottom navigation, the warehouse outbox) beyond signedInShell. */
  mobileShell: string[];
}

interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
}

/** Modules every signed-in first load fetches by a dynamic import (not a static one). */
const SIGNED_IN_EXTRAS = ['modules/auth/utils/current-user-schema.ts'];
/** Fetched with every page but the sign-in page (app/lazy-page.ts). */
const PAGE_EXTRAS = ['lib/class-merge.ts'];
const SIGN_IN_ROUTE = 'auth';
/** The desktop layout, loaded by AppShell on anything but a phone or upright tablet. */
const DESKTOP_SHELL = 'modules/app-shell/components/DesktopShell.tsx';
/** The phone's layout, loaded by AppShell on a phone or upright tablet (never on a desktop page). */
const MOBILE_SHELL = 'modules/app-shell/components/MobileShell.tsx';

/**
 * Per-route preloads (issue 17): the shell HTML is the same for every route, so a page's own
 * chunks were only asked for once the entry and React had arrived and run, a round trip (150 ms on
 * a phone) plus the script's run later than they could be. The build lists, for each route of
 * router.tsx, the chunks its first load needs beyond those index.html already names; the server
 * adds them to the shell as modulepreload links.
 */
export function routePreloadPlugin(): Plugin {
  let config: ResolvedConfig | undefined;
  let preloads: RoutePreloads | undefined;
  return {
    name: 'northdesk:route-preloads',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      if (!config) return;
      const srcDir = path.join(config.root, 'src');
      const table = routeTableFromSource(fs.readFileSync(path.join(srcDir, 'app/router.tsx'), 'utf8'));
      const chunks = Object.values(bundle).filter(
        (output): output is typeof output & ChunkInfo => output.type === 'chunk',
      );
      preloads = routePreloads(table, chunks, srcDir);
    },
    writeBundle() {
      if (!config || !preloads) return;
      const outFile = path.resolve(config.root, config.build.outDir, ROUTE_PRELOADS_FILE);
      fs.writeFileSync(outFile, `${JSON.stringify(preloads, null, 1)}\n`);
    },
  };
}

export function routePreloads(table: RouteTable, chunks: ChunkInfo[], srcDir: string): RoutePreloads {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const staticClosure = (start: ChunkInfo[]) => {
    const seen = new Set<string>();
    const visit = (chunk: ChunkInfo | undefined) => {
      if (!chunk || seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const name of chunk.imports) visit(byFile.get(name));
    };
    for (const chunk of start) visit(chunk);
    return seen;
  };
  const inShell = staticClosure(chunks.filter((chunk) => chunk.isEntry));
  const chunkOf = (specifier: string, from = 'app') => {
    const base = specifier.startsWith('@/')
      ? path.join(srcDir, specifier.slice(2))
      : path.join(srcDir, from, specifier);
    const sameModule = (id: string | null | undefined) =>
      id?.replace(/\.tsx?$/, '') === base.replace(/\.tsx?$/, '');
    // Its own chunk, or the chunk it was put in (a dynamic import's module without exports).
    const chunk =
      chunks.find((c) => sameModule(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds.some(sameModule));
    if (!chunk) throw new Error(`route-preloads: no chunk for ${specifier}`);
    return chunk;
  };
  const filesFor = (start: ChunkInfo[]) =>
    [...staticClosure(start)].filter((name) => !inShell.has(name)).map((name) => `/${name}`);
  const layout = chunkOf(table.layout);
  const extras = SIGNED_IN_EXTRAS.map((module) => chunkOf(`@/${module}`));
  const pageExtras = PAGE_EXTRAS.map((module) => chunkOf(`@/${module}`));
  const signedInShell = filesFor([layout, ...extras]);
  return {
    routes: table.routes.map((route) => ({
      pattern: route.pattern,
      signedIn: route.signedIn,
      files: filesFor([chunkOf(route.module), ...(route.pattern === SIGN_IN_ROUTE ? [] : pageExtras)]),
    })),
    signedInShell,
    desktopShell: filesFor([chunkOf(`@/${DESKTOP_SHELL}`)]).filter((file) => !signedInShell.includes(file)),
    mobileShell: filesFor([chunkOf(`@/${MOBILE_SHELL}`)]).filter((file) => !signedInShell.includes(file)),
  };
}
