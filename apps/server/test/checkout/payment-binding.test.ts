import { describe, expect, it } from 'vitest';
import { tablesWithRows } from '../db-tables';
import { cardSource, pressButton, sandboxOf } from '../payments/sandbox-client';
import { signInAs } from '../sign-in';
import { testDatabaseKind, type TestResponse } from '../test-server';
import { useTestServer } from '../use-test-server';
import {
  attemptId,
  cardIntent,
  CARDS,
  checkoutBody,
  createIntent,
  newEmail,
  postCheckout,
  PRICES,
  secretOf,
} from './checkout-client';

/**
 * Security review, issue 14 finding 3 (decision 0101): payment intents and card tokens were
 * bearer tokens. An intent id from a 3-D Secure or PayPal return URL let any client check out on
 * that card; an intent made for amount 0 authorised any amount; abandoned intents never expired;
 * PUT /api/v2/payment-method took a token another client made. Each attack is replayed over HTTP.
 */
const t = useTestServer();

const chargesOf = async (intentId: string) =>
  (await sandboxOf(t).listCharges()).filter((c) => c.intentId === intentId);
/** What another client can know of an intent: its id (from a URL), not its secret. */
const forged = (intentId: string) => `${intentId}_secret_guessedbyanotherclient`;

function expectUnknownIntent(res: TestResponse) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error.fields).toEqual({ paymentIntentId: 'Unknown payment intent.' });
}

describe(`finding 3: intents are bound to the browser that made them (${testDatabaseKind})`, () => {
  it('an intent id from a 3-D Secure return URL does not let another client check out', async () => {
    const intent = await cardIntent(t, CARDS.threeDs);
    const started = await postCheckout(t, checkoutBody(intent));
    expect(started.status).toBe(202);
    const back = await pressButton(t, started.body.action.url, 'pass');
    // The return URL names the intent: all another client could learn.
    expect(back.location).toContain(`payment_intent=${intent}`);
    const stolen = checkoutBody(intent, {
      paymentIntentClientSecret: forged(intent),
      customer: {
        email: newEmail('thief'),
        residenceCountry: 'US',
        residenceState: 'CA',
        residenceZipcode: '94105',
      },
    });
    expectUnknownIntent(await postCheckout(t, stolen));
    expect((await chargesOf(intent)).map((c) => c.status)).toEqual(['requires_action']);
    // The browser that made it, with the secret from its own storage, completes its purchase.
    const own = await postCheckout(t, checkoutBody(intent));
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect((await chargesOf(intent)).map((c) => c.status)).toEqual(['succeeded']);
  });

  it('an intent id from a PayPal return URL does not let another client check out', async () => {
    const { intent } = await createIntent(t, { method: 'paypal_express_checkout' });
    const approved = await pressButton(t, intent.action_url, 'approve');
    expect(approved.location).toContain(`payment_intent=${intent.id}`);
    const body = checkoutBody(intent.id, { paymentSourceType: 'paypal_express_checkout' });
    expectUnknownIntent(
      await postCheckout(t, { ...body, paymentIntentClientSecret: forged(intent.id) }),
    );
    expect(await chargesOf(intent.id)).toEqual([]);
    expect((await postCheckout(t, body)).status).toBe(200);
  });

  it('an intent made signed in is only that user’s, even with its secret', async () => {
    const owner = await signInAs(t, 'basic-us');
    const intent = await cardIntent(t, CARDS.visa, { flow: 'additional_purchase', cookie: owner });
    const body = checkoutBody(intent, {
      customer: { residenceCountry: 'US', residenceState: 'CA', residenceZipcode: '94105' },
      confirmSecondSubscription: true,
    });
    expectUnknownIntent(await postCheckout(t, body, await signInAs(t, 'premium-us')));
    expectUnknownIntent(await postCheckout(t, { ...body, checkoutAttemptId: attemptId() }));
    expect(await chargesOf(intent)).toEqual([]);
    const own = await postCheckout(t, { ...body, checkoutAttemptId: attemptId() }, owner);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
  });

  it('an intent created for amount 0 pays only the server’s total of its order', async () => {
    // The spec's client sends "amount zero"; the server prices the order (Basic 1 month, CA).
    const { res, intent } = await createIntent(t, {
      amount: 0,
      source: await cardSource(t, CARDS.visa),
      order: { priceId: PRICES.basic1, priceIds: [] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(intent.amount).toBe(1295 + 94); // 12.95 and 7.25 % California tax
    // Paying a dearer order with it is refused, and nothing is charged.
    const dearer = await postCheckout(
      t,
      checkoutBody(intent.id, { priceId: PRICES.premium24, priceIds: [] }),
    );
    expect(dearer.status).toBe(409);
    expect(dearer.body.error.code).toBe('payment_amount_mismatch');
    expect(await chargesOf(intent.id)).toEqual([]);
    const fits = await postCheckout(
      t,
      checkoutBody(intent.id, { priceId: PRICES.basic1, priceIds: [] }),
    );
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
    expect(await chargesOf(intent.id)).toMatchObject([{ amount: 1389, status: 'succeeded' }]);
  });

  it('a client-stated amount other than the server’s total is refused at creation', async () => {
    const { res } = await createIntent(t, {
      amount: 1,
      source: await cardSource(t, CARDS.visa),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty(['amount.unscaledValue']);
  });

  it('an unused intent expires after an hour; one used within it stays single-use', async () => {
    const late = await cardIntent(t, CARDS.visa);
    const inTime = await cardIntent(t, CARDS.visa);
    t.clock.advance(59 * 60_000);
    const body = checkoutBody(inTime);
    expect((await postCheckout(t, body)).status).toBe(200);
    t.clock.advance(60_000);
    const expired = await postCheckout(t, checkoutBody(late));
    expect(expired.status).toBe(409);
    expect(expired.body.error.code).toBe('payment_intent_expired');
    expect(await chargesOf(late)).toEqual([]);
    // The used intent still answers its own purchase (a lost answer retried) …
    const retried = await postCheckout(t, { ...body, checkoutAttemptId: attemptId() });
    expect(retried.status).toBe(200);
    // … and nothing else: another purchase with it is refused.
    const other = await postCheckout(t, checkoutBody(inTime));
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('payment_intent_consumed');
    expect(await chargesOf(inTime)).toHaveLength(1);
  });
});

describe(`finding 3: card tokens are bound to the browser that made them (${testDatabaseKind})`, () => {
  it('PUT /api/v2/payment-method refuses a token another client created', async () => {
    const victim = await cardSource(t, CARDS.mastercard);
    const cookie = await signInAs(t, 'referred');
    const stolen = await t.request('PUT', '/api/v2/payment-method', {
      cookie,
      body: { token: victim.token, clientSecret: `${victim.token}_secret_guessedbyanother` },
    });
    expect(stolen.status).toBe(422);
    expect(stolen.body.error.code).toBe('unknown_token');
    const own = await cardSource(t, CARDS.visa);
    const stored = await t.request('PUT', '/api/v2/payment-method', { cookie, body: own });
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
  });

  it('a payment intent refuses a token another client created', async () => {
    const victim = await cardSource(t, CARDS.visa);
    const { res } = await createIntent(t, {
      source: { token: victim.token, clientSecret: `${victim.token}_secret_guessedbyanother` },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty(['paymentSource.token']);
  });

  it('keeps only hashes: no client secret is stored in any table', async () => {
    const source = await cardSource(t, CARDS.visa);
    const intent = await cardIntent(t, CARDS.visa);
    expect((await postCheckout(t, checkoutBody(intent))).status).toBe(200);
    for (const { name, rows } of await tablesWithRows(t)) {
      const text = JSON.stringify(rows);
      expect(text.includes(source.clientSecret), name).toBe(false);
      expect(text.includes(secretOf(intent)), name).toBe(false);
    }
  });
});
