import { describe, expect, it } from 'vitest';
import { DAY } from '../billing/helpers';
import {
  checkoutBody,
  createIntent,
  newEmail,
  postCheckout,
  PRICES,
} from '../checkout/checkout-client';
import { testDatabaseKind, type TestServer } from '../test-server';
import { confirmPaymentInBrowser } from './conformance/harness';
import { cardSource } from './sandbox-client';
import { bothGateways, type StripeTestServer } from './stripe-server';

/**
 * Done-when of issue 15 (decision 0150): with PAYMENT_GATEWAY=stripe and the mock, a scripted
 * checkout → renewal (the test clock) → refund round trip books the same invoices and ledger rows
 * as with the sandbox. The script is one; only the browser's card entry differs — the sandbox
 * frame's token, or the Payment Element confirming the intent with Stripe.
 */

const MONTHLY = { priceId: PRICES.premium1, priceIds: [PRICES.premium1] };

/** Who pays how: the browser's part of the card payment, per gateway. */
type PayByCard = (t: TestServer) => Promise<string>;

const sandboxCard: PayByCard = async (t) => {
  const { res, intent } = await createIntent(t, {
    source: await cardSource(t, '4242424242424242'),
    order: MONTHLY,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return intent.id as string;
};

const stripeCard =
  (stripe: StripeTestServer): PayByCard =>
  async (t) => {
    const { res, intent } = await createIntent(t, { order: MONTHLY });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(intent).toMatchObject({ status: 'requires_payment_method', gateway: 'stripe' });
    const confirmed = await confirmPaymentInBrowser(
      stripe.mock,
      { id: intent.id, clientSecret: intent.provider_client_secret },
      'tok_visa',
    );
    expect(confirmed.body).toMatchObject({ status: 'requires_capture' });
    return intent.id as string;
  };

/**
 * Ids that differ between runs by construction become their shape; document numbers become
 * their place among this buyer's documents (the tenant's counter also counts the seeded demo
 * accounts' renewals, which succeed with sandbox tokens and are declined by Stripe).
 */
function normalise(value: unknown, numbers: readonly string[]): unknown {
  let text = JSON.stringify(value)
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
    .replace(/\b(pi|ch|re|pm|tok|cus)_[A-Za-z0-9]+/g, '<$1>');
  numbers.forEach((number, i) => (text = text.replaceAll(number, `<document ${i + 1}>`)));
  return JSON.parse(text);
}

async function roundTrip(t: TestServer, payByCard: PayByCard) {
  const email = newEmail('round-trip');
  const paymentIntentId = await payByCard(t);
  const bought = await postCheckout(
    t,
    checkoutBody(paymentIntentId, {
      ...MONTHLY,
      customer: {
        email,
        emailSubscriptionStatus: 'subscribed',
        residenceCountry: 'US',
        residenceState: 'CA',
        residenceZipcode: '94105',
      },
    }),
  );
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);
  const cookie = bought.cookie as string;
  const db = t.server.database.db;
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const sub = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();

  // The renewal, a month later by the test clock: an off-session charge of the saved card. The
  // customer comes back every ten days, so their session stays alive (14 days idle, 0003). Bought
  // on 23 November, the month ends on 23 December: the renewal falls on the guarantee's last
  // instant (30 days, inclusive), when the customer asks for the renewal's money back.
  const due = Date.parse(sub.next_payment_date as string);
  expect(due - Date.parse(sub.purchase_date)).toBe(30 * DAY);
  while (t.clock.now().getTime() < due) {
    t.clock.set(new Date(Math.min(due, t.clock.now().getTime() + 10 * DAY)));
    expect((await t.request('GET', '/api/v2/subscriptions/', { cookie })).status).toBe(200);
  }
  expect((await t.server.app.billingEngine.runDue(t.clock.now())).errors).toBe(0);

  // The customer asks for their money back; it is refunded after the review window.
  const refund = await t.request(
    'POST',
    `/api/v2/subscriptions/${sub.subscription_id}/refund-revoke`,
    {
      cookie,
      body: {},
    },
  );
  expect(refund.status, JSON.stringify(refund.body)).toBe(202);
  t.clock.advance(DAY + 60_000);
  expect((await t.server.app.billingEngine.runDue(t.clock.now())).refunds).toBe(1);

  const invoices = await db
    .selectFrom('invoices')
    .select([
      'number',
      'kind',
      'currency',
      'subtotal',
      'discount',
      'tax',
      'total',
      'lines',
      'payment_summary',
      'issued_at',
    ])
    .where('user_id', '=', user.id)
    .orderBy('issued_at')
    .orderBy('number')
    .execute();
  const ledger = await db
    .selectFrom('charges')
    .select([
      'kind',
      'amount',
      'currency',
      'status',
      'failure_code',
      'idempotency_key',
      'gateway_charge_id',
      'created_at',
    ])
    .where('user_id', '=', user.id)
    .orderBy('created_at')
    .orderBy('kind')
    .execute();
  const subscription = await db
    .selectFrom('subscriptions')
    .select(['state', 'auto_billing_enabled', 'next_payment_date', 'renewal_amount'])
    .where('id', '=', sub.id)
    .executeTakeFirstOrThrow();
  return { invoices, ledger, subscription };
}

const gateways = bothGateways();

describe(`checkout → renewal → refund books the same with either gateway (${testDatabaseKind})`, () => {
  it('the same invoices, credit note and ledger rows on the sandbox and on Stripe', async () => {
    const stripe = gateways.stripe();
    const withSandbox = await roundTrip(gateways.sandbox(), sandboxCard);
    const withStripe = await roundTrip(stripe.t, stripeCard(stripe));

    // What was booked: a purchase, a renewal inside the 30 days, and the refund returning both
    // (decision 0121): one credit note per payment.
    expect(withSandbox.invoices.map((i) => i.kind)).toEqual([
      'invoice',
      'invoice',
      'credit_note',
      'credit_note',
    ]);
    expect(withSandbox.ledger.map((c) => [c.kind, c.status])).toEqual([
      ['charge', 'succeeded'],
      ['charge', 'succeeded'],
      ['refund', 'succeeded'],
      ['refund', 'succeeded'],
    ]);
    expect(withSandbox.invoices[0]?.payment_summary).toBe('Visa •••• 4242');
    for (const row of [...withSandbox.ledger, ...withStripe.ledger])
      expect(row.gateway_charge_id).toBeTruthy();

    // … and the same with Stripe, row for row (the gateway's own ids aside).
    const strip = (rows: readonly Record<string, unknown>[]) =>
      rows.map(({ gateway_charge_id: _id, ...rest }) => rest);
    const sandboxNumbers = withSandbox.invoices.map((i) => i.number);
    const stripeNumbers = withStripe.invoices.map((i) => i.number);
    expect(normalise(withStripe.invoices, stripeNumbers)).toEqual(
      normalise(withSandbox.invoices, sandboxNumbers),
    );
    expect(normalise(strip(withStripe.ledger), stripeNumbers)).toEqual(
      normalise(strip(withSandbox.ledger), sandboxNumbers),
    );
    expect(withStripe.subscription).toEqual(withSandbox.subscription);
    expect(withStripe.subscription).toMatchObject({ state: 'revoked', auto_billing_enabled: 0 });
  });
});
