import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Four suites: the shared package's rules, the web app's unit tests (pure utilities, no DOM), the
// server's API (a fresh database per file; PostgreSQL when TEST_DATABASE_URL is set, else
// embedded), and end-to-end runs in Chromium against the build.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/*/src/**/*.test.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        // The web app's own import alias, as in apps/web/vite.config.ts.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
          // Each worker runs its files one after another in one process and module graph: every
          // file starts its own server on its own fresh database, and the server's module state is
          // keyed by tenant (random per file). A fresh process and graph per file cost each file
          // ~3.5 s of CPU loading modules (16 files: 263 -> 164 CPU-s, same tests passed).
          isolate: false,
          // A spy a file forgot to undo must not reach the next file.
          restoreMocks: true,
          unstubEnvs: true,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One worker runs the files one after another without a fresh module graph per file:
          // the suite's files share no module state (each opens its own browser and contexts),
          // and re-importing playwright, axe and the support modules cost each file seconds
          // (whole suite 1,376 s before, 1,179 s after, quiet machine).
          isolate: false,
          // expect.poll's own default (1 s) is shorter than a loaded CI machine takes to show a change.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          sequence: { groupOrder: 2 },
          globalSetup: ['e2e/support/global-setup.ts'],
        },
      },
    ],
  },
});
