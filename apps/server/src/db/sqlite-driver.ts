import { createRequire } from 'node:module';
import type SQLite from 'better-sqlite3';

/**
 * The better-sqlite3 build that runs on this Node (decision 0096). Version 12 compiles from source
 * and runs on Node 20 and 22, but its statements derive from Node's raw `ObjectWrap`, whose
 * destructor aborts the process on Node ≥ 24.19 when a statement is garbage collected outside a
 * JavaScript context (`RemoveEnvironmentCleanupHook: (env) != nullptr`). Version 13 is Node-API
 * with prebuilt binaries and does not abort, but needs Node ≥ 22 and fails to load on 20. Both are
 * installed (13 under the alias `better-sqlite3-node22`); the API we use is the same.
 */
export function sqliteDriver(nodeVersion: string = process.versions.node): typeof SQLite {
  const major = Number(nodeVersion.split('.')[0]);
  const require = createRequire(import.meta.url);
  return require(major >= 22 ? 'better-sqlite3-node22' : 'better-sqlite3') as typeof SQLite;
}
