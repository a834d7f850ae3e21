import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './build/precompress-plugin.ts';
import { serviceWorkerPlugin } from './build/service-worker-plugin.ts';

const serverPort = process.env.PORT ?? '3000';

/**
 * Vendor chunks (issue 17). The server speaks HTTP/1.1: six connections, so on a phone's 150 ms
 * round trip every six files cost a round trip. Libraries are grouped into a few chunks by who
 * uses them instead of one file per package.
 */
const nm = (packages: string) => new RegExp(`node_modules[\\/](${packages})[\\/]`);
const src = (paths: string) => new RegExp(`apps[\\/]web[\\/]src[\\/](${paths})`);
const shared = (paths: string) => new RegExp(`packages[\\/]shared[\\/]src[\\/](${paths})`);

const vendorGroups = [
  // Every page: React, the router and the query cache, with the bundler's own helpers.
  {
    name: 'framework',
    test: (id: string) =>
      nm('react|react-dom|scheduler|react-router|@tanstack').test(id) ||
      id.includes('vite/preload-helper') ||
      id.includes('rolldown/runtime'),
    priority: 60,
  },
  // The first load's own modules stay in the entry chunk, out of the groups below.
  { name: 'index', tags: ['$initial' as const], priority: 50 },
  // What the sign-in page's form and tabs need, which every other page uses too.
  {
    name: 'ui-base',
    test: (id: string) =>
      nm(
        'tailwind-merge|clsx|class-variance-authority|@radix-ui[\\/]react-(slot|primitive|compose-refs|context|presence|roving-focus|collection|direction|id|tabs|label|use-[a-z-]+)|@radix-ui[\\/]primitive|radix-ui',
      ).test(id) ||
      /lucide-react[\\/]dist[\\/]esm[\\/](shared|Icon|createLucideIcon|defaultAttributes|context|icons[\\/](mail-check|loader-circle)\.)/.test(
        id,
      ) ||
      src(
        'components[\\/]ui[\\/](button|card|input|label|tabs)|lib[\\/]utils|modules[\\/]ui[\\/](components[\\/](FormField|FieldError|SubmitButton|Spinner|NorthdeskLogo)|copy)|modules[\\/]auth[\\/](copy|components[\\/]AuthPageLayout)',
      ).test(id),
    priority: 40,
  },
  // Schemas and forms: pages that parse answers or have forms, not the sign-in page's first load.
  { name: 'forms', test: nm('zod|react-hook-form|@hookform[\\/]resolvers'), priority: 30 },
  // Overlays (dialogs, menus, popovers, tooltips): the signed-in shell and its pages.
  {
    name: 'ui-overlay',
    test: nm(
      '@radix-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|aria-hidden|@floating-ui|use-sidecar|use-callback-ref|detect-node-es|get-nonce|tslib',
    ),
    priority: 20,
  },
  // The signed-in pages' common parts: components, icons, the shared schemas and texts. A few
  // larger files instead of one per component, icon or schema.
  {
    name: 'app-ui',
    test: (id: string) =>
      /lucide-react[\\/]dist[\\/]esm[\\/]icons/.test(id) ||
      src('components[\\/]ui|modules[\\/](ui|page-layout|navigation)[\\/]|hooks[\\/]').test(id),
    priority: 10,
  },
  // The shared package's schemas and texts, with the pages' own texts (the sign-in page's are
  // in the first load or its own chunk).
  {
    name: 'app-data',
    test: (id: string) =>
      /packages[\\/]shared[\\/]src[\\/]/.test(id) ||
      (src('modules[\\/][^\\/]+[\\/]copy').test(id) && !src('modules[\\/]auth[\\/]copy').test(id)),
    priority: 10,
  },
];

export default defineConfig({
  plugins: [react(), tailwindcss(), serviceWorkerPlugin(), precompressPlugin()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // Merging common chunks into the entry put zod and every shared library in the first load.
      experimental: { chunkOptimization: { mergeCommonChunks: true } },
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${serverPort}`, ws: true } },
  },
});
