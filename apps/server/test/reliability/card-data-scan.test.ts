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
import { confirmSetupInBrowser } from '../payments/conformance/harness';
import {
  deliver,
  startStripeTestServer,
  stripeCheckout,
  type StripeTestServer,
} from '../payments/stripe-server';

/**
 * The card-data scan (issue 10 item 5, decision 0092) over the database, the server log and every
 * request body our API received, after purchases with every test card. The journeys run the same
 * scan in Playwright's global teardown (scripts/reliability/e2e-teardown.ts). Issue 15: the same
 * scan with PAYMENT_GATEWAY=stripe, over its tables, the webhook bodies and the saved-card path.
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
    // A UUID whose first three groups are digits (a Luhn-valid 3902 2846 9255 4127): an id.
    expect(findCardNumbers('{"id":"39022846-9255-4127-ac6e-1db3ecb8f6d1"}')).toEqual([]);
    expect(findCardNumbers('card 4242-4242-4242-4242.')).toEqual(['4242-4242-4242-4242']);
  });

  it('finds security-code fields', () => {
    expect(findCvcFields('{"number":"x","cvc":"123"}')).toHaveLength(1);
    expect(findCvcFields('card_code=123')).toHaveLength(1);
    expect(findCvcFields('{"security_code": 1}')).toHaveLength(1);
    expect(findCvcFields('"message":"{\\"cvc\\": \\"123\\"}"')).toHaveLength(1);
    expect(findCvcFields('the cvc check passed')).toEqual([]);
  });
});

/** Starts a server whose request bodies and log go to a directory of its own. */
async function recording<T>(start: () => Promise<T>): Promise<{ server: T; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'halyard-record-'));
  process.env.RELIABILITY_RECORD_DIR = dir;
  try {
    return { server: await start(), dir };
  } finally {
    delete process.env.RELIABILITY_RECORD_DIR;
  }
}

let t: TestServer;
let dir: string;
let stripe: StripeTestServer;
let stripeDir: string;
beforeAll(async () => {
  ({ server: t, dir } = await recording(() => startTestServer()));
  ({ server: stripe, dir: stripeDir } = await recording(() => startStripeTestServer()));
});
afterAll(async () => {
  await t.close();
  await stripe.close();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(stripeDir, { recursive: true, force: true });
});

async function databaseText(t: TestServer): Promise<[string, string][]> {
  return (await tablesWithRows(t)).map(({ name, rows }) => {
    // Column names count too: a "cvc" column is a finding even when empty.
    const columns = rows[0] ? Object.keys(rows[0]).map((c) => `"${c}":`) : [];
    return [`db:${name}`, `${columns.join(' ')} ${JSON.stringify(rows)}`];
  });
}

const recorded = (file: string, from = dir) => {
  const full = path.join(from, file);
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
      ...(await databaseText(t)),
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

describe(`the same with PAYMENT_GATEWAY=stripe: its tables, webhooks and saved cards (${testDatabaseKind})`, () => {
  it('after Stripe checkouts (paid, declined, 3-D Secure), a saved card and every event delivered', async () => {
    const tokens = ['tok_visa', 'tok_amex', 'tok_chargeDeclined', 'tok_threeDSecure2Required'];
    let cookie = '';
    for (const token of tokens) {
      const { checkout } = await stripeCheckout(stripe, { token });
      expect(checkout.status).toBeLessThan(500);
      if (checkout.status === 200) cookie = checkout.cookie as string;
    }
    // /credit_cards/edit: a SetupIntent the Payment Element confirms, then stored.
    const setup = await stripe.t.request('POST', '/api/v2/payment-method/setup', { cookie });
    expect(setup.status, JSON.stringify(setup.body)).toBe(200);
    const intent = { id: setup.body.setup_intent_id, clientSecret: setup.body.client_secret };
    await confirmSetupInBrowser(stripe.mock, intent, 'tok_mastercard');
    const saved = await stripe.t.request('PUT', '/api/v2/payment-method', {
      cookie,
      body: { token: intent.id, clientSecret: intent.clientSecret },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Every event Stripe would send about all of it, with the card details Stripe puts in them.
    for (const event of stripe.mock.events)
      expect((await deliver(stripe.t, event)).status).toBe(200);

    const tables = await databaseText(stripe.t);
    const names = tables.map(([name]) => name);
    for (const table of ['payment_provider_events', 'stripe_gateway_requests', 'payment_methods'])
      expect(names).toContain(`db:${table}`);
    const bodies = recorded('request-bodies.jsonl', stripeDir);
    expect(bodies).toContain('/api/webhooks/stripe');
    expect(bodies).toContain('/api/v2/payment-method');
    const findings = scanTexts([
      ...tables,
      ['log:server.log', recorded('server.log', stripeDir)],
      ['request-bodies.jsonl', bodies],
    ]);
    expect(findings).toEqual([]);
  });
});
