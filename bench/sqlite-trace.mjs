// Times every SQLite statement the server runs, by its SQL (decision 0227):
//   BENCH_NODE_ARGS="--import ./bench/sqlite-trace.mjs" node bench/billing-engine.bench.mjs
// Loaded into the server's process, it wraps better-sqlite3's statement methods and, when the
// process exits, writes the statements by total time to $SQLITE_TRACE_DIR (default the system's
// temporary folder) as sqlite-trace.<pid>.json. A list of values or of `in (…)` parameters is
// folded, so a multi-row insert of any length counts as one statement. Measuring costs time: read
// the shares, not the rate of a traced run.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

const require = createRequire(path.join(process.cwd(), 'apps/server/package.json'));
const Database = require('better-sqlite3');
const probe = new Database(':memory:');
const Statement = Object.getPrototypeOf(probe.prepare('select 1'));
probe.close();

const folded = (sql) =>
  sql
    .replace(/\s+/g, ' ')
    .replace(/\(\?(, \?)*\)(, \(\?(, \?)*\))*/g, '(?…)')
    .slice(0, 240);

const stats = new Map();
for (const method of ['run', 'all', 'get', 'iterate']) {
  const original = Statement[method];
  Statement[method] = function timed(...args) {
    const started = process.hrtime.bigint();
    try {
      return original.apply(this, args);
    } finally {
      const micros = Number(process.hrtime.bigint() - started) / 1e3;
      const sql = folded(this.source);
      const s = stats.get(sql) ?? { calls: 0, micros: 0 };
      s.calls++;
      s.micros += micros;
      stats.set(sql, s);
    }
  };
}

process.on('exit', () => {
  if (!isMainThread) return;
  const rows = [...stats]
    .sort((a, b) => b[1].micros - a[1].micros)
    .map(([sql, s]) => ({ ms: Math.round(s.micros / 1000), calls: s.calls, sql }));
  const dir = process.env.SQLITE_TRACE_DIR ?? os.tmpdir();
  fs.writeFileSync(
    path.join(dir, `sqlite-trace.${process.pid}.json`),
    JSON.stringify(rows, null, 1),
  );
});
