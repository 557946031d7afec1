import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createThreadedMailTransport } from '../../src/modules/mail/mail-thread';
import { builtWorker } from '../../src/workers';
import type { MailEnvelope } from '../../src/modules/mail/mail-transport';
import { MAIN_JS } from '../reliability/server-process';

// Decision 0225: the built server sends mail from a worker thread (dist/mail-worker.js, built by
// `npm run build` beside dist/main.js), so building and writing messages runs beside the billing
// engine and the requests instead of between them. The sources (these tests' server) send on
// their own thread.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halyard-mail-thread-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const message = (n: number): MailEnvelope => ({
  id: `0f0e0d0c-0000-4000-8000-00000000000${n}`,
  kind: 'renewal_receipt',
  from: 'Halyard VPN <no-reply@halyard.test>',
  to: `buyer-${n}@example.com`,
  subject: 'Your Halyard VPN subscription was renewed',
  text: `Invoice: INV-${n}\nTotal charged: $4.99`,
});

function workerUrl(): URL {
  const url = builtWorker('mail-worker', pathToFileURL(MAIN_JS));
  if (!url) throw new Error(`No mail worker beside ${MAIN_JS}: run \`npm run build\` first.`);
  return url;
}

describe('the mail thread (decision 0225)', () => {
  it('is used by the built server and not by the sources', () => {
    expect(workerUrl().pathname).toMatch(/dist\/mail-worker\.js$/);
    expect(
      builtWorker('mail-worker', new URL('../../src/app.ts', import.meta.url)),
    ).toBeUndefined();
  });

  it('writes every message of a batch as an .eml file, from the worker', async () => {
    const transport = createThreadedMailTransport({ dataDir }, workerUrl());
    expect(transport.name).toBe('files');
    await Promise.all([1, 2, 3].map((n) => transport.send(message(n))));
    transport.close();
    const files = fs.readdirSync(path.join(dataDir, 'mail')).sort();
    expect(files).toHaveLength(3);
    for (const n of [1, 2, 3]) {
      const file = files.find((f) => f.includes(`buyer-${n}@example.com`));
      expect(file, files.join(', ')).toBeDefined();
      const eml = fs.readFileSync(path.join(dataDir, 'mail', file as string), 'utf8');
      expect(eml).toContain(`To: buyer-${n}@example.com`);
      expect(eml).toContain(`Invoice: INV-${n}`);
    }
  });

  it('fails a send the transport could not make, with its reason, and goes on sending', async () => {
    // A data directory that is a file: the worker cannot make DATA_DIR/mail in it.
    const notADirectory = path.join(dataDir, 'a-file');
    fs.writeFileSync(notADirectory, '');
    const broken = createThreadedMailTransport({ dataDir: notADirectory }, workerUrl());
    await expect(broken.send(message(4))).rejects.toThrow(/ENOTDIR|EEXIST/);
    await expect(broken.send(message(5))).rejects.toThrow(/ENOTDIR|EEXIST/);
    broken.close();
    const working = createThreadedMailTransport({ dataDir }, workerUrl());
    await working.send(message(6));
    working.close();
    expect(fs.readdirSync(path.join(dataDir, 'mail')).some((f) => f.includes('buyer-6@'))).toBe(
      true,
    );
  });

  it('fails the sends in flight when it is closed: the outbox delivers them again', async () => {
    const transport = createThreadedMailTransport({ dataDir }, workerUrl());
    const inFlight = transport.send(message(7));
    transport.close();
    await expect(inFlight).rejects.toThrow('The mail transport was closed.');
  });
});
