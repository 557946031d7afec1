import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const webRoot = decodeURIComponent(new URL('./apps/web/', import.meta.url).pathname);

/** The server's API tests: both projects below (run them with `--project 'server*'`). */
const serverTests = {
  root: 'apps/server',
  testTimeout: 20_000,
  hookTimeout: 60_000,
  // The API files share a worker's loaded modules instead of importing the server afresh for
  // each file (import was ~190 s of a 440 s run): each file still starts its own server on its
  // own database, and none changes module state it does not restore.
  isolate: false,
};
/** API files whose figures would move with writes elsewhere in a PostgreSQL cluster (0238). */
const ALONE_ON_POSTGRES = [
  'test/db/read-cache.test.ts',
  'test/subscriptions/portal-read-cache.test.ts',
  'test/subscriptions/portal-read-cost.test.ts',
];

// One Vitest run, five projects: pure rules, the HTTP contract, the web app's money display and
// checkout totals (pure functions, no DOM), and the server's API tests (in two projects).
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
          ...serverTests,
          name: 'server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ALONE_ON_POSTGRES],
          // A worker per core: Vitest's default leaves one free, which on a two-core machine ran
          // the 140 files one at a time with a core idle (SQLite 309 s, two workers 186 s;
          // PostgreSQL's one worker left the machine 46 % idle).
          maxWorkers: availableParallelism(),
          // Another worker count than the pure projects': Vitest runs it as a group of its own.
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          ...serverTests,
          // The files that count the read cache's hits, one at a time after the others: on
          // PostgreSQL the cache's data version is the cluster's (decision 0226), so a file run
          // beside them would move it under their reads. On SQLite each database has its own.
          name: 'server-alone',
          include: ALONE_ON_POSTGRES,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
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
