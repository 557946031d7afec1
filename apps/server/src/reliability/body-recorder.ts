import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * Test-only request-body recorder (decision 0092): with NODE_ENV=test and RELIABILITY_RECORD_DIR
 * set, every body our API receives is appended to `<dir>/request-bodies.jsonl` (and the server
 * log goes to `<dir>/server.log`), so the card-data scan can prove no card number or security
 * code ever reached us. The payment gateway's own routes are the PSP, not our API: not recorded.
 */
export function recordDir(): string | null {
  const dir = process.env.RELIABILITY_RECORD_DIR;
  return process.env.NODE_ENV === 'test' && dir ? path.resolve(dir) : null;
}

export function installBodyRecorder(app: FastifyInstance): void {
  const dir = recordDir();
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'request-bodies.jsonl');
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.url.startsWith('/sandbox-gateway/')) return;
    const line = { method: request.method, url: request.url, body: request.body };
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
  });
}
