// Page weight and Lighthouse (mobile) for the SPA's public routes, on the built app.
// First-load JS of a route = the entry chunk, the route's lazy chunk, and everything either
// imports statically, gzipped — read from Vite's manifest. Lighthouse runs in Debian's Chromium.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { report, root, startBuiltServer } from './lib.mjs';

const dist = path.join(root, 'apps/web/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** Route path → the module that defines its lazy route (by file name). */
const ROUTES = JSON.parse(process.env.BENCH_WEB_ROUTES ?? 'null') ?? {
  '/sign-in': 'auth.routes',
  '/subscriptions': 'portal.routes',
  '/order': 'order.routes',
  '/checkout': 'checkout.routes',
};

const gzipSize = (file) =>
  zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

function staticClosure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    staticClosure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

function firstLoad(routeModule) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const route = Object.keys(manifest).find((key) => key.includes(`/${routeModule}.`));
  if (!route) return null;
  const chunks = [...staticClosure([entry, route])]
    .map((key) => manifest[key].file)
    .filter((f) => f.endsWith('.js'));
  const files = Object.fromEntries(chunks.map((f) => [f, gzipSize(f)]));
  return {
    route: routeModule,
    gzippedJsBytes: Object.values(files).reduce((a, b) => a + b, 0),
    files,
  };
}

function lighthouse(url) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lh-')), 'report.json');
  const flags =
    '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/lighthouse/cli/index.js'),
      url,
      `--chrome-flags=${flags}`,
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      '--only-categories=performance,accessibility,best-practices',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_BIN ?? '/usr/bin/chromium' },
      stdio: 'ignore',
    },
  );
  const lhr = JSON.parse(fs.readFileSync(out, 'utf8'));
  const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
  };
}

const server = await startBuiltServer();
const routes = {};
try {
  for (const [urlPath, module] of Object.entries(ROUTES)) {
    const weight = firstLoad(module);
    if (!weight) continue; // the route is not built yet
    routes[urlPath] = { ...weight, lighthouseMobile: lighthouse(server.url + urlPath) };
  }
} finally {
  await server.stop();
}
report('web', { routes });
