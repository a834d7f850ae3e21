import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './build/precompress-plugin.ts';
import { routePreloadPlugin } from './build/route-preload-plugin.ts';
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

/** Infinite lists (the signed-in pages' feeds), not the sign-in page: out of `framework`. */
const INFINITE_QUERY =
  /@tanstack[\\/](query-core|react-query)[\\/]build[\\/]modern[\\/](infiniteQueryObserver|useInfiniteQuery)\./;

/** Radix's Slot (a Button or Badge rendered as its child): the common UI's, not the overlays'. */
const RADIX_SLOT = nm('@radix-ui[\\/]react-(slot|compose-refs)');
/** components/ui files built on Radix overlays, menus and form controls. */
const OVERLAY_COMPONENTS =
  'alert-dialog|avatar|checkbox|dialog|dropdown-menu|popover|scroll-area|select|separator|sheet|sidebar-sheet|sidebar-menu-tooltip|switch|tabs|tooltip';
/**
 * The sidebar's layout and menu: the desktop layout's own chunk. Its sheet (a narrow window) and
 * its tooltips (collapsed to icons) are fetched when shown, so the desktop layout's first load
 * carries no overlay (issue 17).
 */
const DESKTOP_ONLY_COMPONENTS = 'components[\\/]ui[\\/]sidebar(-menu)?\\.';

/** components/ui files built on Radix form controls: `ui-controls`, not the layout's `ui-overlay`. */
const CONTROL_COMPONENTS = 'alert-dialog|checkbox|select|switch|tabs';

/** Common parts that open an overlay: not in `app-ui`, which every signed-in page loads. */
const APP_UI_WITH_OVERLAYS = 'modules[\\/]ui[\\/]components[\\/](OptionsSelect|UnsavedChangesGuard)\\.';

/**
 * The shared modules the signed-in shell and the phone screens use: `app-data`. The rest (the
 * desktop pages' schemas and texts) is `app-schemas`, which a phone's first load does without
 * (e2e/warehouse-first-load.e2e.ts checks /mobile-home and /mobile-scanner fetch none of it).
 */
const SHELL_SHARED =
  'index\\.ts|access|roles|constants|money[\\/]|barcodes[\\/]|warehouse[\\/]|copy[\\/](shell|auth|security|chat|warehouse|warehouse-phone|mobile-lookup|dashboard|ownership|command-palette)\\.|api[\\/](account|errors|jobs|page-first-requests|money-input|warehouse|warehouse-ops|client-config|profile|chat|chat-slack|holidays|notifications|hubspot|dashboard|health)\\.';

/**
 * The signed-in shell's small shared modules (query keys, stores, hooks of the features the layout
 * shows): importing nothing beyond `framework`, `app-data` and `app-ui`, so the file they make
 * drags no page's chunk into the first load.
 */
const SHELL_SMALL = src(
  [
    '.*-query-keys\\.ts$',
    'modules[\\/](access|holidays|notifications)[\\/](utils|hooks|states)[\\/]',
    'modules[\\/]chat[\\/](utils|hooks|states)[\\/]',
    'modules[\\/]warehouse[\\/](hooks[\\/]useOutbox|outbox[\\/]outbox-store)',
    'modules[\\/]mobile[\\/]utils[\\/]mobile-tabs',
    'modules[\\/]hubspot[\\/]utils[\\/]sync-counts',
    'modules[\\/]realtime[\\/]states[\\/]',
    'modules[\\/]notifications[\\/]components[\\/]BellButton\\.',
    'modules[\\/]profile[\\/]hooks[\\/]useProfile\\.',
    'modules[\\/]hubspot[\\/]hooks[\\/]useJobOutcomeEffect\\.',
    // The header parts the desktop and phone layouts share (each layout is a chunk of its own).
    'modules[\\/]app-shell[\\/]components[\\/](ShellBrand|HeaderControls|deferred-control)\\.',
    'modules[\\/]chat[\\/]components[\\/](ChatOpenButton|ChatUnreadBadge)\\.',
  ].join('|'),
);

/**
 * The lists' placeholders for Radix controls (drawn until first used, issue 17): `list-shared`,
 * not `app-ui`, which the dashboard and the phone screens load without using them.
 */
const LIST_PLACEHOLDERS =
  'components[\\/]ui[\\/]plain-checkbox\\.|modules[\\/]ui[\\/](components[\\/](DeferredSelect|ListSortControl)|hooks[\\/]useDeferredComponent|utils[\\/]deferred-component)\\.';

/** The CRM lists' small shared components and helpers: `list-shared`. */
const LIST_SMALL = src(
  [
    LIST_PLACEHOLDERS,
    'modules[\\/]companies[\\/]components[\\/](EmptyState|CompanyLogo|LeadStatusMenu|LeadStatusBadge|CompanyQuickEdit)\\.',
    'modules[\\/]companies[\\/]hooks[\\/](useCompanyLogo|useQuickEditCompany)\\.',
    'modules[\\/]ownership[\\/]components[\\/]OwnerFilterSelect\\.',
    'modules[\\/]bulk-actions[\\/](components[\\/](SelectRowCheckbox|bulk-selection-actions-part|BulkSelectionCount)|hooks[\\/]useRowSelection)\\.',
    'modules[\\/]imports[\\/]components[\\/](ListDataActions|ExportButton)\\.',
    'modules[\\/]activities[\\/]utils[\\/]activity-relative-time\\.',
    'modules[\\/]profile[\\/]hooks[\\/]useColleagues\\.',
  ].join('|'),
);

/** A shared module's feature: `api/name` or `copy/name`. */
const SHARED_FEATURE = /packages[\\/]shared[\\/]src[\\/]((?:api|copy)[\\/][\w-]+)\.ts$/;
/**
 * Desktop pages' shared schemas and texts that the CRM lists (companies, contacts, activities,
 * tasks) do without: their own chunks, out of `app-schemas` (issue 17).
 */
const SHARED_FAMILIES: [string, RegExp][] = [
  ['sales-schemas', /^(api|copy)[\\/](deals|quotes|products|reports)$/],
  [
    'admin-schemas',
    /^(api|copy)[\\/](administration|settings|invitations|tenants|company-details|crm-settings)$/,
  ],
  // The import's schemas; its texts (the lists' Import buttons) stay with the lists'.
  ['import-schemas', /^api[\\/]imports$/],
];

/** The web app's zod entry (lib/zod-browser.ts): with zod, not a file of its own. */
const ZOD_BROWSER = src('lib[\\/]zod-browser\\.ts$');

const vendorGroups = [
  // Every page: React, the router and the query cache, with the bundler's own helpers.
  {
    name: 'framework',
    test: (id: string) =>
      (nm('react|react-dom|scheduler|react-router|@tanstack').test(id) && !INFINITE_QUERY.test(id)) ||
      id.includes('vite/preload-helper') ||
      id.includes('rolldown/runtime'),
    priority: 60,
  },
  // The first load's own modules stay in the entry chunk, out of the groups below.
  { name: 'index', tags: ['$initial' as const], priority: 50 },
  // What the sign-in page's form needs, which every other page uses too. No Radix (its button is
  // PlainButton, its tabs AuthTabs), no icon library, no tailwind-merge
  // (lib/class-merge.ts, its own chunk) stay out (issue 17).
  {
    name: 'ui-base',
    test: (id: string) =>
      nm('clsx|class-variance-authority').test(id) ||
      src(
        'components[\\/]ui[\\/](button-variants|plain-button|card|input|label)\\.|lib[\\/]utils|modules[\\/]ui[\\/](components[\\/](FormField|FieldError|SubmitButton|Spinner|NorthdeskLogo|first-load-icons)|copy)|modules[\\/]auth[\\/](copy|components[\\/](AuthPageLayout|AuthTabs))',
      ).test(id),
    priority: 40,
  },
  // Schemas: pages that parse answers, not the sign-in page's first load.
  { name: 'schemas', test: (id: string) => nm('zod').test(id) || ZOD_BROWSER.test(id), priority: 30 },
  // Forms: pages with forms; not the phone's scanner, whose fields are plain state (issue 22).
  { name: 'forms', test: nm('react-hook-form|@hookform[\\/]resolvers'), priority: 30 },
  // Overlays (dialogs, menus, popovers, selects, tooltips) with their components: the desktop shell
  // and the pages that open them. Not the phone's first load: its header fetches its menus when
  // reached for (issue 22). Radix's Slot (the Button's asChild) is the common UI's, below.
  {
    name: 'ui-overlay',
    test: (id: string) =>
      (nm(
        '@radix-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|aria-hidden|@floating-ui|use-sidecar|use-callback-ref|detect-node-es|get-nonce|tslib',
      ).test(id) &&
        !RADIX_SLOT.test(id)) ||
      src(`components[\\/]ui[\\/](${OVERLAY_COMPONENTS})\\.|${APP_UI_WITH_OVERLAYS}`).test(id),
    priority: 20,
    // Its components' own imports (icons, Slot, hooks) stay in the common UI chunk: pulled in here
    // they made every page that shows a Button load the overlays.
    includeDependenciesRecursively: false,
  },
  // Form controls built on Radix (selects, checkboxes, switches, tabs, confirmations) and the common
  // parts built on them (APP_UI_WITH_OVERLAYS):
  // the pages with lists and forms, not the desktop layout's first load, whose sidebar, menus and
  // popovers are `ui-overlay`'s (issue 17). Radix's shared internals stay there.
  {
    name: 'ui-controls',
    test: (id: string) =>
      nm('@radix-ui[\\/]react-(select|checkbox|switch|tabs|alert-dialog|use-previous)').test(id) ||
      src(`components[\\/]ui[\\/](${CONTROL_COMPONENTS})\\.|${APP_UI_WITH_OVERLAYS}`).test(id),
    priority: 25,
    includeDependenciesRecursively: false,
  },
  // The signed-in pages' common parts: components, icons, the shared schemas and texts. A few
  // larger files instead of one per component, icon or schema.
  {
    name: 'app-ui',
    test: (id: string) =>
      /lucide-react[\\/]/.test(id) ||
      INFINITE_QUERY.test(id) ||
      RADIX_SLOT.test(id) ||
      (src('components[\\/]ui|modules[\\/](ui|page-layout|navigation)[\\/]|hooks[\\/]').test(id) &&
        // Sonner arrives with the first toast (components/ui/toaster.tsx), not with every page; the
        // parts built on overlays go with the pages that use them.
        !src(
          `components[\\/]ui[\\/]sonner-toaster|${APP_UI_WITH_OVERLAYS}|${DESKTOP_ONLY_COMPONENTS}|${LIST_PLACEHOLDERS}`,
        ).test(id)),
    priority: 10,
  },
  // The shared package's schemas and texts that every signed-in page needs (the shell's, the
  // phone screens'), with the pages' own texts (the sign-in page's are in the first load or its own
  // chunk). Higher priority than `app-schemas`, which takes the rest of the shared package.
  {
    name: 'app-data',
    test: (id: string) =>
      shared(SHELL_SHARED).test(id) ||
      (src('modules[\\/][^\\/]+[\\/]copy').test(id) && !src('modules[\\/]auth[\\/]copy').test(id)),
    priority: 12,
  },
  // The app's small modules shared by several chunks (query keys, stores, hooks, small components):
  // one file instead of one request each. On HTTP/1.1 with six connections, the signed-in first
  // load's dozen files under 1 KB each cost a 150 ms round trip on a phone (issue 17). Not the
  // sign-in page's: its first load stays the entry, `framework`, `ui-base` and its own chunk.
  {
    name: 'app-shared',
    test: (id: string) => SHELL_SMALL.test(id),
    minShareCount: 2,
    priority: 5,
    includeDependenciesRecursively: false,
  },
  // The phone's layout with the warehouse outbox it runs (IndexedDB, the replay): one file, which
  // a phone's first load fetches and a desktop page's never does (issue 17). The warehouse screens
  // that queue work import the outbox from it.
  {
    name: 'mobile-shell',
    test: (id: string) =>
      nm('idb').test(id) ||
      src(
        'modules[\\/]app-shell[\\/]components[\\/](MobileShell|MobileHeader|MobileBottomNav)\\.|modules[\\/]warehouse[\\/](components[\\/]OutboxBanner\\.|outbox[\\/](outbox|outbox-db|catalogue-cache|photo-upload|phone-reads)\\.|receipt[\\/]receipt-lines\\.)',
      ).test(id),
    priority: 6,
    // Its modules' own imports (query keys, stores, schemas) stay in the shell's common chunks.
    includeDependenciesRecursively: false,
  },
  // The CRM lists' small shared parts (empty state, logo, owner filter, row checkbox, relative
  // time): one file for the pages that show them instead of a request each (issue 17).
  {
    name: 'list-shared',
    test: (id: string) => LIST_SMALL.test(id),
    minShareCount: 2,
    maxModuleSize: 6000,
    priority: 4,
    includeDependenciesRecursively: false,
  },
  // The desktop pages' schemas and texts: not on a phone, whose first load evaluated every
  // feature's zod schemas before (issue 17, issue 22). One file rather than one per feature: the
  // server speaks HTTP/1.1.
  {
    name: (id: string) => {
      if (!/packages[\\/]shared[\\/]src[\\/]/.test(id)) return null;
      const feature = SHARED_FEATURE.exec(id)?.[1] ?? '';
      return SHARED_FAMILIES.find(([, features]) => features.test(feature))?.[0] ?? 'app-schemas';
    },
    priority: 10,
    includeDependenciesRecursively: false,
  },
];

export default defineConfig({
  plugins: [react(), tailwindcss(), serviceWorkerPlugin(), precompressPlugin(), routePreloadPlugin()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // zod without its eval probe, which the page's CSP refuses and reports (lib/zod-browser.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-browser.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // Every browser the app supports knows modulepreload: no polyfill in the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Merging common chunks into the entry put zod and every shared library in the first load.
      experimental: { chunkOptimization: { mergeCommonChunks: true } },
      output: { codeSplitting: { groups: vendorGroups }, chunkFileNames: 'assets/[name]-[hash:7].js' },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${serverPort}`, ws: true } },
  },
});
