import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedgerCheck } from '../../src/modules/invoices/ledger-check';
import { ADMIN_TOTP_SECRET, seededAdmin, signInStaff, type StaffJar } from '../admin/staff-client';
import { testDatabaseKind, type TestServer } from '../test-server';
import { confirmSetupInBrowser, STRIPE_TEST_KEYS } from './conformance/harness';
import {
  boughtWithStripe,
  dashboardRefund,
  deliver,
  eventSince,
  ledgerRefundsOf,
  startStripeTestServer,
  type StripeTestServer,
} from './stripe-server';

/**
 * With PAYMENT_GATEWAY=stripe and the Stripe mock: /credit_cards/edit saves a card through a
 * SetupIntent the Payment Element confirms (issue 15 item 2, decision 0151), and a staff refund
 * from the back office (issue 16, decision 0173) goes through the same refund path to Stripe —
 * its charge.refunded event books nothing twice, and the books agree with Stripe (0124).
 */

let s: StripeTestServer;
let t: TestServer;
let admin: StaffJar;
beforeAll(async () => {
  s = await startStripeTestServer({ ADMIN_TOTP_SECRET });
  t = s.t;
  admin = await signInStaff(t, seededAdmin());
});
afterAll(() => s.close());

const db = () => t.server.database.db;

const bought = () => boughtWithStripe(s);

/** The buyer's one invoice. */
const invoiceOf = (userId: string) =>
  db()
    .selectFrom('invoices')
    .select(['id', 'total'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'invoice')
    .executeTakeFirstOrThrow();

/** Stripe's view of a charge, asked with the secret key as the dashboard would show it. */
async function stripeCharge(id: string) {
  const res = await fetch(`${s.mock.url}/v1/charges/${id}`, {
    headers: { authorization: `Bearer ${STRIPE_TEST_KEYS.secretKey}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { amount: number; amount_refunded: number };
}

describe(`saving a card with Stripe: a SetupIntent (${testDatabaseKind})`, () => {
  it('starts a SetupIntent for the signed-in buyer, and stores the card it confirmed', async () => {
    const buyer = await bought();
    const setup = await t.request('POST', '/api/v2/payment-method/setup', {
      cookie: buyer.cookie,
    });
    expect(setup.status, JSON.stringify(setup.body)).toBe(200);
    expect(setup.headers.get('cache-control')).toBe('no-store');
    expect(setup.body).toMatchObject({
      kind: 'provider_fields',
      provider: 'stripe',
      publishable_key: STRIPE_TEST_KEYS.publishableKey,
      setup_intent_id: expect.stringMatching(/^seti_/),
      client_secret: expect.stringContaining('_secret_'),
    });
    const intent = { id: setup.body.setup_intent_id, clientSecret: setup.body.client_secret };

    // Not confirmed yet: there is no card to store.
    const early = await t.request('PUT', '/api/v2/payment-method', {
      cookie: buyer.cookie,
      body: { token: intent.id, clientSecret: intent.clientSecret },
    });
    expect(early.status).toBe(422);
    expect(early.body.error.code).toBe('unknown_token');

    await confirmSetupInBrowser(s.mock, intent, 'tok_mastercard');
    // Another client's secret does not open it.
    const foreign = await t.request('PUT', '/api/v2/payment-method', {
      cookie: buyer.cookie,
      body: { token: intent.id, clientSecret: `${intent.id}_secret_forged` },
    });
    expect(foreign.status).toBe(422);

    const saved = await t.request('PUT', '/api/v2/payment-method', {
      cookie: buyer.cookie,
      body: { token: intent.id, clientSecret: intent.clientSecret },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.payment_method.summary).toContain('4444');
    // Renewals charge the new card: the subscription points at the stored method.
    const row = await db()
      .selectFrom('subscriptions as s')
      .innerJoin('payment_methods as pm', 'pm.id', 's.payment_method_id')
      .select(['pm.last4', 'pm.gateway_token'])
      .where('s.id', '=', buyer.subscriptionRowId)
      .executeTakeFirstOrThrow();
    expect(row.last4).toBe('4444');
    expect(row.gateway_token).toMatch(/^pm_/);
  });

  it('asks the buyer to sign in first', async () => {
    const res = await t.request('POST', '/api/v2/payment-method/setup', {});
    expect(res.status).toBe(401);
  });
});

describe(`a staff refund with Stripe goes through the refund path (${testDatabaseKind})`, () => {
  it('refunds part of the payment at Stripe, books one credit note, and the webhook adds none', async () => {
    const buyer = await bought();
    const invoice = await invoiceOf(buyer.userId);
    const before = s.mock.events.length;
    const res = await admin.send(
      'POST',
      `/api/admin/customers/${buyer.userId}/subscriptions/${buyer.subscriptionId}/refunds`,
      {
        body: {
          mode: 'payment',
          invoice_id: invoice.id,
          amount: 700,
          reason: 'Slow speeds for a week',
        },
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.refund).toMatchObject({
      status: 'completed',
      amount: { unscaledValue: 700, currency: 'USD' },
    });
    // Stripe holds the refund, under the charge our ledger booked.
    const charge = await stripeCharge(buyer.gatewayChargeId as string);
    expect(charge).toMatchObject({ amount: invoice.total, amount_refunded: 700 });
    const refundRows = await ledgerRefundsOf(t, buyer.userId);
    expect(refundRows).toEqual([{ amount: 700, gateway_charge_id: expect.stringMatching(/^re_/) }]);

    // Stripe then tells us about the refund we made: nothing is booked twice.
    const refunded = eventSince(s, before, 'charge.refunded');
    expect((await deliver(t, refunded)).body).toMatchObject({ outcome: 'ignored' });
    const notes = await db()
      .selectFrom('invoices')
      .select('total')
      .where('user_id', '=', buyer.userId)
      .where('kind', '=', 'credit_note')
      .execute();
    expect(notes).toEqual([{ total: 700 }]);
    t.clock.advance(1000);
    const ledger = createLedgerCheck({ db: db(), gateway: t.server.app.paymentGateway });
    expect(await ledger.run(new Date(t.clock.now().getTime() - 1000))).toEqual([]);
  });

  it('after a dashboard refund of part of a payment, a staff refund returns what is left', async () => {
    const buyer = await bought();
    const invoice = await invoiceOf(buyer.userId);
    // The operator refunds 5.00 in the Stripe dashboard; its webhook books a credit note.
    const refunded = await dashboardRefund(s, buyer.gatewayChargeId as string, 500);
    expect((await deliver(t, refunded)).body).toMatchObject({ outcome: 'processed' });

    // The back office shows what is left, and refunding everything returns exactly that.
    const page = await admin.send('GET', `/api/admin/customers/${buyer.userId}`);
    const payment = page.body.subscriptions[0].payments.find(
      (p: { invoice_id: string }) => p.invoice_id === invoice.id,
    );
    expect(payment.refunded.unscaledValue).toBe(500);
    expect(payment.refundable.unscaledValue).toBe(invoice.total - 500);
    const res = await admin.send(
      'POST',
      `/api/admin/customers/${buyer.userId}/subscriptions/${buyer.subscriptionId}/refunds`,
      { body: { mode: 'revoke', reason: 'Chargeback threatened: refund the rest' } },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.refund).toMatchObject({
      status: 'completed',
      amount: { unscaledValue: invoice.total - 500 },
    });
    expect(await stripeCharge(buyer.gatewayChargeId as string)).toMatchObject({
      amount_refunded: invoice.total,
    });
    const notes = await db()
      .selectFrom('invoices')
      .select(['subtotal', 'tax', 'total'])
      .where('user_id', '=', buyer.userId)
      .where('kind', '=', 'credit_note')
      .orderBy('total')
      .execute();
    expect(notes.map((n) => n.total)).toEqual([500, invoice.total - 500].sort((a, b) => a - b));
    t.clock.advance(1000);
    const ledger = createLedgerCheck({ db: db(), gateway: t.server.app.paymentGateway });
    expect(await ledger.run(new Date(t.clock.now().getTime() - 1000))).toEqual([]);
  });
});
