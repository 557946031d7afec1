// Two builds' main-thread blocking, page by page, with their loads interleaved (decision 0248):
// on a shared two-core machine a page moves more between rounds than between two builds, so
// each load of one build is paired with a load of the other, in alternating order (A B, B A, …).
// Each load is traced as `bench/main-thread.mjs` does (4x CPU slowdown, the tasks after the first
// contentful paint, each counted past 50 ms). A is another build (BENCH_AB_WEB_DIST, its
// `apps/web/dist` copied with `dist-server` and `dist-prerender` beside it, and BENCH_AB_SERVER, its
// server's `main.js` inside this checkout so that it finds node_modules); B is this checkout's.
//   BENCH_AB_WEB_DIST=/tmp/A/web/dist BENCH_AB_SERVER=apps/server/dist-A/main.js \
//   BENCH_AB_PAGES=/account-billing,/sign-in BENCH_AB_RUNS=8 node bench/main-thread-ab.mjs
// Pages other than the public ones (sign-in, help centre, legal, storefront) are loaded signed in
// as BENCH_WEB_ACCOUNT (default id-defender, which sees the most of the portal).
import { report, sessionCookie, startBuiltServer } from './lib.mjs';
import { blockingOf, launchTracingBrowser, tracedLoad } from './main-thread.mjs';

const pages = (process.env.BENCH_AB_PAGES ?? '/account-billing,/sign-in').split(',');
const runs = Number(process.env.BENCH_AB_RUNS ?? 8);
const account = process.env.BENCH_WEB_ACCOUNT ?? 'id-defender@demo.halyard.test';
const PUBLIC = /^\/(sign-in|forgot-password|support|tos|privacy|order|checkout|accessibility)\b/;
if (!process.env.BENCH_AB_WEB_DIST) throw new Error('BENCH_AB_WEB_DIST names the A build');

const sides = [
  {
    name: 'A',
    server: await startBuiltServer(
      { WEB_DIST: process.env.BENCH_AB_WEB_DIST },
      process.env.BENCH_AB_SERVER ?? undefined,
    ),
  },
  { name: 'B', server: await startBuiltServer() },
];
const browser = await launchTracingBrowser();
const results = {};
try {
  for (const side of sides) side.cookie = await sessionCookie(side.server.url, account);
  for (const page of pages) {
    const loads = { A: [], B: [] };
    for (let i = 0; i < runs; i++) {
      for (const side of i % 2 ? [...sides].reverse() : sides) {
        const cookie = PUBLIC.test(page) ? undefined : side.cookie;
        loads[side.name].push(await tracedLoad(browser, side.server.url + page, cookie));
      }
    }
    results[page] = { A: blockingOf(loads.A), B: blockingOf(loads.B) };
  }
} finally {
  await browser.close();
  for (const side of sides) await side.server.stop();
}
report('main-thread-ab', { cpuSlowdown: 4, runs, signedInAs: account, pages: results });
