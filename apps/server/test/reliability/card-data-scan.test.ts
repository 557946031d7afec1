import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findCardNumbers,
  findCvcFields,
  luhnValid,
  scanTexts,
} from '../../src/reliability/card-scan';
import { cardIntent, CARDS, checkoutBody, postCheckout } from '../checkout/checkout-client';
import { storeCard } from '../billing/helpers';
import { tablesWithRows } from '../db-tables';
import { signInAs } from '../sign-in';
import { startTestServer, testDatabaseKind, type TestServer } from '../test-server';

/**
 * The card-data scan (issue 10 item 5, decision 0092) over the database, the server log and every
 * request body our API received, after purchases with every test card. The journeys run the same
 * scan in Playwright's global teardown (scripts/reliability/e2e-teardown.ts).
 */

describe('the scanner', () => {
  it('finds Luhn-valid card numbers of 13–19 digits, grouped or not', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(findCardNumbers('pan 4242424242424242.')).toEqual(['4242424242424242']);
    expect(findCardNumbers('"4242 4242 4242 4242"')).toEqual(['4242 4242 4242 4242']);
    expect(findCardNumbers('x=5555-5555-5555-4444&')).toEqual(['5555-5555-5555-4444']);
    expect(findCardNumbers('amex 378282246310005')).toEqual(['378282246310005']);
    expect(findCardNumbers('visa13 4222222222222')).toEqual(['4222222222222']);
  });

  it('ignores what only looks like one: Luhn-invalid, epoch milliseconds, ids, long runs', () => {
    expect(findCardNumbers('4242424242424241')).toEqual([]);
    expect(findCardNumbers('{"time":1795432083188}')).toEqual([]);
    expect(findCardNumbers('sub_4242424242424242 a4242424242424242')).toEqual([]);
    expect(findCardNumbers('42424242424242424242424')).toEqual([]);
    expect(findCardNumbers('•••• 4242, 12/2030')).toEqual([]);
    expect(findCardNumbers('"responseTime":22.17245534574237,')).toEqual([]);
  });

  it('finds security-code fields', () => {
    expect(findCvcFields('{"number":"x","cvc":"123"}')).toHaveLength(1);
    expect(findCvcFields('card_code=123')).toHaveLength(1);
    expect(findCvcFields('{"security_code": 1}')).toHaveLength(1);
    expect(findCvcFields('"message":"{\\"cvc\\": \\"123\\"}"')).toHaveLength(1);
    expect(findCvcFields('the cvc check passed')).toEqual([]);
  });
});

let t: TestServer;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'halyard-record-'));
  process.env.RELIABILITY_RECORD_DIR = dir;
  try {
    t = await startTestServer();
  } finally {
    delete process.env.RELIABILITY_RECORD_DIR;
  }
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function databaseText(): Promise<[string, string][]> {
  return (await tablesWithRows(t)).map(({ name, rows }) => {
    // Column names count too: a "cvc" column is a finding even when empty.
    const columns = rows[0] ? Object.keys(rows[0]).map((c) => `"${c}":`) : [];
    return [`db:${name}`, `${columns.join(' ')} ${JSON.stringify(rows)}`];
  });
}

const recorded = (file: string) => {
  const full = path.join(dir, file);
  return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : '';
};

describe(`no card number or security code in the database, the logs or our request bodies (${testDatabaseKind})`, () => {
  it('after purchases with every test card, a stored card and portal calls', async () => {
    for (const number of Object.values(CARDS)) {
      const intent = await cardIntent(t, number);
      expect((await postCheckout(t, checkoutBody(intent))).status).toBeLessThan(500);
    }
    const cookie = await signInAs(t, 'basic-us');
    await storeCard(t, cookie, CARDS.mastercard);
    await t.request('GET', '/api/v2/subscriptions/', { cookie });
    const bodies = recorded('request-bodies.jsonl');
    const log = recorded('server.log');
    expect(bodies.split('\n').filter(Boolean).length).toBeGreaterThan(10);
    expect(log.length).toBeGreaterThan(0);
    const findings = scanTexts([
      ...(await databaseText()),
      ['log:server.log', log],
      ['request-bodies.jsonl', bodies],
    ]);
    expect(findings).toEqual([]);
  });

  it('would notice one: a card number and a cvc sent to our API are found in the bodies', async () => {
    await t.request('POST', '/api/v1/support/messages', {
      body: {
        email: 'someone@example.com',
        message: 'my card is 4242 4242 4242 4242, {"cvc": "123"}',
      },
    });
    const findings = scanTexts([['request-bodies.jsonl', recorded('request-bodies.jsonl')]]);
    expect(findings.map((f) => f.kind).sort()).toEqual(['card_number', 'cvc_field']);
    expect(findings[0]?.sample).toBe('424242…4242');
  });
});
