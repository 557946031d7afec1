// The server's layer table and a drawing of apps/server/src from its imports.
//
// `node scripts/server-layers.mjs` prints the module-level import graph (module → modules it
// imports), every import that runs from a lower layer up to a higher one, and every cycle between
// files (type-only imports included). Exit code 1 when there is an upward import or a cycle.
// eslint.config.js builds its `import-x/no-restricted-paths` zones from SERVER_LAYERS, so the
// table here is the one place the layers are written down (docs/architecture.md explains them).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_SRC = 'apps/server/src';

// Lowest layer first. Each entry lists paths relative to apps/server/src: a folder or a file (the
// longest matching path wins). `*.plugin.ts` and `*.routes.ts` anywhere belong to composition.
export const SERVER_LAYERS = [
  {
    // Infrastructure every module may use: database, HTTP helpers and the signed-in user, the
    // request's tenant, configuration, clock, i18n, the mail outbox, the crash-test hooks, the
    // process's metrics (decision 0215).
    name: 'platform',
    paths: [
      'db',
      'http',
      'i18n',
      'types',
      'reliability',
      'clock.ts',
      'config.ts',
      'metrics.ts',
      'workers.ts',
      'modules/mail',
      'modules/tenants',
    ],
  },
  {
    // Money that has moved: the payment gateway, invoices and credit notes (the ledger), tax.
    name: 'ledger',
    paths: ['modules/payments', 'modules/invoices', 'modules/tax'],
  },
  {
    // What a customer holds and how it renews, is refunded and charged again.
    name: 'subscriptions',
    paths: [
      'modules/subscriptions',
      'modules/billing',
      'modules/licenses',
      'modules/refunds',
      'modules/dedicated-ip',
    ],
  },
  // Everything a user does through a page: account, checkout, portal add-ons, back office…
  { name: 'features', paths: ['modules'] },
  {
    // Composition roots: they build the modules and wire ports; nothing imports them but tests.
    name: 'composition',
    paths: ['app.ts', 'main.ts', 'server.ts', 'prerender.ts', 'billing-jobs.ts', 'web', 'seed'],
  },
];

const COMPOSITION_FILE = /\.(plugin|routes)\.ts$/;

/** The layer index of a file path relative to apps/server/src (longest matching path wins). */
export function layerOf(relative) {
  if (COMPOSITION_FILE.test(relative)) return SERVER_LAYERS.length - 1;
  let best = { index: -1, length: -1 };
  SERVER_LAYERS.forEach((layer, index) => {
    for (const p of layer.paths) {
      const matches = relative === p || relative.startsWith(`${p}/`);
      if (matches && p.length > best.length) best = { index, length: p.length };
    }
  });
  if (best.index < 0) throw new Error(`${relative} is in no server layer`);
  return best.index;
}

/** The module a file belongs to: `modules/<name>`, a top-level folder, or a top-level file. */
export function moduleOf(relative) {
  const parts = relative.split('/');
  if (parts[0] === 'modules') return `modules/${parts[1]}`;
  return parts[0];
}

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveRelative(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier.replace(/\.js$/, ''));
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** File-level edges of apps/server/src: every relative import, `import type` and re-export included. */
export function serverImports(root = repoRoot) {
  const srcDir = path.join(root, SERVER_SRC);
  const edges = [];
  for (const file of sourceFiles(srcDir)) {
    const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of info.importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolveRelative(file, fileName);
      if (!target || !target.startsWith(srcDir)) continue;
      edges.push({
        from: path.relative(srcDir, file).split(path.sep).join('/'),
        to: path.relative(srcDir, target).split(path.sep).join('/'),
      });
    }
  }
  return edges;
}

/** Strongly connected components of more than one file (or a file importing itself). */
export function fileCycles(edges) {
  const graph = new Map();
  for (const { from, to } of edges) {
    if (!graph.has(from)) graph.set(from, new Set());
    if (!graph.has(to)) graph.set(to, new Set());
    graph.get(from).add(to);
  }
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node).has(node)) components.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components;
}

export function upwardImports(edges) {
  return edges.filter(({ from, to }) => layerOf(to) > layerOf(from));
}

export function drawServer(root = repoRoot) {
  const edges = serverImports(root);
  const modules = new Map();
  for (const { from, to } of edges) {
    const a = moduleOf(from);
    const b = moduleOf(to);
    if (!modules.has(a)) modules.set(a, new Set());
    if (a !== b) modules.get(a).add(b);
  }
  return { edges, modules, upward: upwardImports(edges), cycles: fileCycles(edges) };
}

/**
 * Pairs of modules that import each other through non-composition files. Allowed inside one layer
 * (files stay acyclic), but printed: they are the next places to order.
 */
export function mutualModules(edges) {
  const composition = SERVER_LAYERS.length - 1;
  const pairs = new Set();
  for (const { from, to } of edges) {
    if (layerOf(from) === composition || layerOf(to) === composition) continue;
    const a = moduleOf(from);
    const b = moduleOf(to);
    if (a !== b) pairs.add(`${a}\u0000${b}`);
  }
  return [...pairs]
    .map((pair) => pair.split('\u0000'))
    .filter(([a, b]) => a < b && pairs.has(`${b}\u0000${a}`));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { modules, upward, cycles } = drawServer();
  const layerName = (relative) => SERVER_LAYERS[layerOf(relative)].name;
  console.log('Module graph of apps/server/src (module [layer] → imports):');
  for (const [name, targets] of [...modules].sort(
    ([a], [b]) => layerOf(a) - layerOf(b) || a.localeCompare(b),
  )) {
    const firstFile = name.includes('.') ? name : `${name}/x.ts`;
    console.log(`  ${name} [${layerName(firstFile)}] → ${[...targets].sort().join(', ') || '—'}`);
  }
  console.log(`\nUpward imports: ${upward.length}`);
  for (const { from, to } of upward) {
    console.log(`  ${from} [${layerName(from)}] → ${to} [${layerName(to)}]`);
  }
  console.log(`\nCycles (files, type-only imports included): ${cycles.length}`);
  for (const cycle of cycles) console.log(`  ${cycle.join(' ↔ ')}`);
  const mutual = mutualModules(drawServer().edges);
  console.log(
    `\nModules of one layer importing each other (allowed, no file cycle): ${mutual.length}`,
  );
  for (const [a, b] of mutual) console.log(`  ${a} ↔ ${b}`);
  process.exitCode = upward.length > 0 || cycles.length > 0 ? 1 : 0;
}
