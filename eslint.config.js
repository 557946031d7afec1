import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import serverCycles from './scripts/eslint-server-cycles.mjs';
import { SERVER_LAYERS, SERVER_SRC } from './scripts/server-layers.mjs';

// Import direction (STYLE.md habit 6): domain imports nothing of ours; contract may use domain;
// apps use both; no app imports another app; a web feature does not reach into another feature.
const restrictedZones = [
  {
    target: './packages/domain',
    from: ['./packages/contract', './apps', './e2e', './bench'],
    message: 'packages/domain is pure: it imports nothing of ours.',
  },
  {
    target: './packages/contract',
    from: ['./apps', './e2e', './bench'],
    message: 'packages/contract describes HTTP; it must not import an app.',
  },
  {
    target: './apps/server',
    from: './apps/web',
    message: 'The server does not import the web app.',
  },
  {
    target: './apps/web',
    from: './apps/server',
    message: 'The web app does not import the server.',
  },
];

// Server layers (issue 20, decision 0212, docs/architecture.md): a file imports its own layer or a
// lower one. Generated from the table in scripts/server-layers.mjs, which also draws the graph.
// Composition files (`*.plugin.ts`, `*.routes.ts` and the roots) may import every layer.
const serverPath = (p) => `./${SERVER_SRC}/${p}`;
const COMPOSITION_GLOBS = [`./${SERVER_SRC}/**/*.plugin.ts`, `./${SERVER_SRC}/**/*.routes.ts`];
const serverLayerZones = SERVER_LAYERS.slice(0, -1).flatMap((layer, index) => {
  const lowerModules = SERVER_LAYERS.slice(0, index + 1)
    .flatMap((l) => l.paths)
    .filter((p) => p.startsWith('modules/'))
    .map((p) => `./${p.slice('modules/'.length)}`);
  const message = `Server layers: ${layer.name} imports only its own layer or a lower one (docs/architecture.md).`;
  const higher = SERVER_LAYERS.slice(index + 1);
  const target = layer.paths.map(serverPath);
  return [
    ...higher.flatMap((h) =>
      h.paths.map((p) =>
        p === 'modules'
          ? { target, from: serverPath('modules'), except: lowerModules, message }
          : { target, from: serverPath(p), message },
      ),
    ),
    { target, from: COMPOSITION_GLOBS, message },
  ];
});
const serverCompositionFiles = [
  '**/*.plugin.ts',
  '**/*.routes.ts',
  ...SERVER_LAYERS.at(-1).paths.map((p) => `${SERVER_SRC}/${p}${p.endsWith('.ts') ? '' : '/**'}`),
];

const webFeatures = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/dist-prerender/**',
      'coverage/**',
      'data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json', 'e2e/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: restrictedZones }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.|fast-check$|vitest$)',
              message: 'packages/domain has no dependencies (tests may use vitest and fast-check).',
            },
          ],
        },
      ],
    },
  },
  {
    // A web feature does not import another feature (by relative path or the @/ alias, which
    // the resolver maps to the same files); shared code lives in src/app and src/ui.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...restrictedZones,
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message:
                'A feature does not import another feature; share through src/ui or src/app.',
            })),
          ],
        },
      ],
    },
  },
  {
    // Server layers: every server file but the composition ones (they wire all layers together).
    files: [`${SERVER_SRC}/**/*.ts`],
    ignores: serverCompositionFiles,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...restrictedZones, ...serverLayerZones] },
      ],
    },
  },
  {
    // import-x/no-cycle skips type-only imports; this one counts them (scripts/eslint-server-cycles.mjs).
    files: [`${SERVER_SRC}/**/*.ts`],
    plugins: { 'server-layers': serverCycles },
    rules: { 'server-layers/no-cycle': 'error' },
  },
  {
    // A journey takes `test` and `expect` from e2e/fixtures.ts: its `page.goto` waits until the
    // server-rendered page is hydrated (a click before that is lost), and every journey fails on a
    // hydration mismatch (issue 18). Playwright's own are used there only.
    files: ['e2e/journeys/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Use test and expect from '../fixtures' (hydration wait and React checks).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
);
