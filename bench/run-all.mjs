// Runs every benchmark in this folder, one after another (each prints its JSON).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const benches = fs
  .readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.bench.mjs'))
  // scale-out needs a PostgreSQL server (TEST_DATABASE_URL); without one it is left out.
  .filter((f) => f !== 'scale-out.bench.mjs' || process.env.TEST_DATABASE_URL)
  .sort();
for (const file of benches) {
  process.stderr.write(`\n# ${file}\n`);
  execFileSync(process.execPath, [file], { cwd: import.meta.dirname, stdio: 'inherit' });
}
