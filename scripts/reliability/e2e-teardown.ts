import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { scanTexts, type ScanFinding } from '../../apps/server/src/reliability/card-scan';
import { RECORDED_PORTS } from '../../e2e/ports';

/**
 * Playwright global teardown (decision 0092): after the journeys, each recording e2e server's
 * database, its log and every request body our API received (the test-only recorder,
 * RELIABILITY_RECORD_DIR) must hold no card number and no security-code field. Fails the run
 * otherwise.
 */
export default function cardDataTeardown(): void {
  const bodies = RECORDED_PORTS.map(scanServer).reduce((sum, count) => sum + count, 0);
  // A scan of no body proves nothing: the recorder was off or broken. A run of any journey that
  // sends a form (sign-in, checkout) records bodies on one server at least.
  if (bodies === 0)
    throw new Error('card-data scan: no server recorded a request body — is the recorder on?');
}

/** Scans one server's recordings and database; the number of request bodies it scanned. */
function scanServer(port: number): number {
  const root = path.resolve(import.meta.dirname, '../..');
  const dataDir = path.join(root, `.tmp/e2e-data-${port}`);
  const recordDir = path.join(dataDir, 'record');
  const bodiesFile = path.join(recordDir, 'request-bodies.jsonl');
  // The recorder makes its folder when the server starts; the bodies file comes with the first
  // body, and a run of some journeys (`--project chromium`) sends the clock's server none.
  if (!fs.existsSync(recordDir))
    throw new Error(
      `card-data scan: ${recordDir} is missing — was the e2e server started with RELIABILITY_RECORD_DIR?`,
    );
  const texts: [string, string][] = [
    ['request bodies', readIfThere(bodiesFile)],
    ['server log', readIfThere(path.join(recordDir, 'server.log'))],
  ];
  const db = new Database(path.join(dataDir, 'app.db'), { readonly: true, fileMustExist: true });
  try {
    const tables = db.prepare("select name from sqlite_master where type = 'table'").all() as {
      name: string;
    }[];
    for (const { name } of tables) {
      const rows = db.prepare(`select * from "${name.replaceAll('"', '""')}"`).all();
      const columns = rows[0] ? Object.keys(rows[0] as object).map((c) => `"${c}":`) : [];
      texts.push([`table ${name}`, `${columns.join(' ')} ${JSON.stringify(rows)}`]);
    }
  } finally {
    db.close();
  }
  const findings: ScanFinding[] = scanTexts(texts);
  const bodies = texts[0]?.[1].split('\n').filter(Boolean).length ?? 0;
  if (findings.length > 0)
    throw new Error(
      `card-data scan (port ${port}): ${findings.length} finding(s):\n${findings
        .map((f) => `  ${f.kind} in ${f.where}: ${f.sample}`)
        .join('\n')}`,
    );
  process.stdout.write(
    `card-data scan (port ${port}): 0 card numbers, 0 security-code fields in ${texts.length - 2} tables, the server log and ${bodies} request bodies\n`,
  );
  return bodies;
}

function readIfThere(file: string): string {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}
