// Starts the built server for the journeys on a fresh data directory; Playwright stops it.
import fs from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(process.env.DATA_DIR ?? '.tmp/e2e-data');
fs.rmSync(dataDir, { recursive: true, force: true });
await import('../apps/server/dist/main.js');
