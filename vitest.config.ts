import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const webRoot = decodeURIComponent(new URL('./apps/web/', import.meta.url).pathname);

// One Vitest run, four projects: pure rules, the HTTP contract, the web app's money display and
// checkout totals (pure functions, no DOM), and the server's API tests.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        // `@/…` resolves as in the web app's vite.config.ts and tsconfig.json.
        resolve: { alias: [{ find: /^@\//, replacement: `${webRoot}src/` }] },
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // The API files share a worker's loaded modules instead of importing the server afresh
          // for each file (import was ~190 s of a 440 s run): each file still starts its own
          // server on its own database, and none changes module state it does not restore.
          isolate: false,
          // On SQLite a worker per core: Vitest's default leaves one free, which on a two-core
          // machine ran the 140 files one at a time with a core idle (309 s; two workers 186 s).
          // On PostgreSQL the default: the read cache's data version is the cluster's, so files
          // run side by side would move each other's (decision 0226).
          ...(process.env.TEST_DATABASE_URL ? {} : { maxWorkers: availableParallelism() }),
          // Another worker count than the pure projects': Vitest runs it as a group of its own.
          sequence: { groupOrder: 1 },
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', 'packages/domain/src/testing/**'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: { lines: 95, branches: 95 },
    },
  },
});
