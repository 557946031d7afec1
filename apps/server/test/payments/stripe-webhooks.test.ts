import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLedgerCheck } from '../../src/modules/invoices/ledger-check';
import { DAY } from '../billing/helpers';
import { startTestServer, testDatabaseKind, type TestServer } from '../test-server';
import { STRIPE_TEST_KEYS } from './conformance/harness';
import { PRICES } from '../checkout/checkout-client';
import {
  boughtWithStripe,
  dashboardRefund,
  deliver,
  eventSince,
  ledgerRefundsOf,
  OPERATOR_EMAIL,
  purchaseOf,
  startStripeTestServer,
  stripeCheckout,
  type StripeTestServer,
} from './stripe-server';

/**
 * POST /api/webhooks/stripe (decision 0153): payloads signed with the SDK's
 * generateTestHeaderString; a bad signature, a replay and events out of order; a dispute holds
 * renewal and tells the operator; a dashboard refund becomes a credit note once; a detached method
 * stops renewals; a charge the ledger does not know goes to reconciliation, which asks Stripe.
 */

let s: StripeTestServer;
let t: TestServer;
beforeAll(async () => {
  s = await startStripeTestServer();
  t = s.t;
});
afterAll(() => s.close());
afterEach(() => {
  delete t.server.app.checkout.faults.afterCharge;
});

const db = () => t.server.database.db;
const stored = (id: string) =>
  db().selectFrom('payment_provider_events').selectAll().where('id', '=', id).executeTakeFirst();
const mailsTo = (email: string, kind: string) =>
  db()
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .where('kind', '=', kind)
    .execute();
const creditNotes = (userId: string) =>
  db()
    .selectFrom('invoices')
    .select(['number', 'subtotal', 'discount', 'tax', 'total', 'lines', 'related_invoice_id'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'credit_note')
    .execute();

const disputeRow = (gatewayDisputeId: string) =>
  db()
    .selectFrom('payment_disputes')
    .selectAll()
    .where('gateway_dispute_id', '=', gatewayDisputeId)
    .executeTakeFirstOrThrow();

const bought = (token?: string) => boughtWithStripe(s, token);

/** A dispute event as Stripe sends it, about one of our charges. */
function disputeEvent(
  type: 'charge.dispute.created' | 'charge.dispute.closed',
  charge: string,
  status: string,
  dispute = `dp_${Math.random().toString(36).slice(2)}`,
) {
  return s.mock.event(type, {
    id: dispute,
    object: 'dispute',
    amount: 1949,
    currency: 'usd',
    charge,
    reason: 'fraudulent',
    status,
    created: Math.floor(t.clock.now().getTime() / 1000),
  });
}

describe(`the Stripe webhook endpoint (${testDatabaseKind})`, () => {
  it('accepts an event signed with the endpoint secret and stores it once', async () => {
    const event = s.mock.event('payment_method.detached', {
      id: 'pm_nobody',
      object: 'payment_method',
      type: 'card',
      customer: null,
    });
    const res = await deliver(t, event);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ received: true, duplicate: false, outcome: 'ignored' });
    expect(await stored(event.id)).toMatchObject({
      type: 'payment_method.detached',
      status: 'ignored',
    });
    // Stripe redelivers (a retry, a replay): acknowledged, not handled again.
    expect((await deliver(t, event)).body).toEqual({
      received: true,
      duplicate: true,
      outcome: 'ignored',
    });
    expect(await stored(event.id)).toMatchObject({ attempts: 1 });
  });

  it('refuses a bad, missing, stale or foreign signature with 400 and stores nothing', async () => {
    const event = s.mock.event('payment_method.detached', { id: 'pm_x', object: 'payment_method' });
    const wrongSecret = await deliver(t, event, { secret: 'whsec_someone_else' });
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.body.error.code).toBe('signature_invalid');
    const missing = await deliver(t, event, { signature: null });
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('signature_missing');
    const stale = await deliver(t, event, {
      timestamp: Math.floor(t.clock.now().getTime() / 1000) - 10 * 60,
    });
    expect(stale.status).toBe(400);
    // A signature of another body: the payload was changed on the way.
    const other = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify({ ...event, type: 'charge.refunded' }),
      secret: STRIPE_TEST_KEYS.webhookSecret,
      timestamp: Math.floor(t.clock.now().getTime() / 1000),
    });
    expect((await deliver(t, event, { signature: other })).status).toBe(400);
    expect(await stored(event.id)).toBeUndefined();
  });

  it('answers 404 where Stripe is not the gateway', async () => {
    const sandbox = await startTestServer();
    try {
      const res = await deliver(sandbox, s.mock.event('charge.refunded', { id: 'ch_x' }));
      expect(res.status).toBe(404);
    } finally {
      await sandbox.close();
    }
  });
});

describe(`disputes (${testDatabaseKind})`, () => {
  it('marks the payment disputed, holds renewal, tells the operator; a win releases it', async () => {
    const buyer = await bought();
    expect(buyer.autobill).toBe(1);
    const opened = disputeEvent(
      'charge.dispute.created',
      buyer.gatewayChargeId as string,
      'needs_response',
    );
    const disputeId = (opened.data.object as { id: string }).id;
    expect((await deliver(t, opened)).body).toMatchObject({ outcome: 'processed' });

    const dispute = await disputeRow(disputeId);
    expect(dispute).toMatchObject({
      status: 'open',
      tenant_id: 'halyard',
      subscription_id: buyer.subscriptionRowId,
      amount: 1949,
      held_autobill: 1,
    });
    const held = await purchaseOf(t, buyer.email);
    expect(held.autobill).toBe(0);
    const [notice] = await mailsTo(OPERATOR_EMAIL, 'dispute_opened');
    expect(notice?.text_body).toContain(buyer.email);
    expect(notice?.text_body).toContain('$19.49');
    expect(notice?.text_body).toContain(disputeId);

    // The customer cannot turn renewal back on while the dispute is open.
    const on = await t.request(
      'POST',
      `/api/v2/subscriptions/${buyer.subscriptionId}/autobill-on`,
      {
        cookie: buyer.cookie,
      },
    );
    expect(on.status).toBe(409);
    expect(on.body.error.code).toBe('payment_disputed');

    const won = disputeEvent(
      'charge.dispute.closed',
      buyer.gatewayChargeId as string,
      'won',
      disputeId,
    );
    expect((await deliver(t, won)).body).toMatchObject({ outcome: 'processed' });
    expect((await purchaseOf(t, buyer.email)).autobill).toBe(1);
    expect(await mailsTo(OPERATOR_EMAIL, 'dispute_won')).toHaveLength(1);
    // A replay of either changes nothing and sends nothing.
    expect((await deliver(t, opened)).body).toMatchObject({ duplicate: true });
    expect((await deliver(t, won)).body).toMatchObject({ duplicate: true });
    expect(await mailsTo(OPERATOR_EMAIL, 'dispute_opened')).toHaveLength(1);
  });

  it('in any order: "closed" first records the end, a late "created" holds nothing', async () => {
    const buyer = await bought();
    const charge = buyer.gatewayChargeId as string;
    const created = disputeEvent('charge.dispute.created', charge, 'needs_response');
    const disputeId = (created.data.object as { id: string }).id;
    t.clock.advance(DAY);
    const lost = disputeEvent('charge.dispute.closed', charge, 'lost', disputeId);
    const lostMails = (await mailsTo(OPERATOR_EMAIL, 'dispute_lost')).length;

    expect((await deliver(t, lost)).body).toMatchObject({ outcome: 'processed' });
    expect((await deliver(t, created)).body).toMatchObject({ outcome: 'ignored' });
    const dispute = await disputeRow(disputeId);
    expect(dispute).toMatchObject({ status: 'lost', held_autobill: 0 });
    expect((await purchaseOf(t, buyer.email)).autobill).toBe(1);
    expect(await mailsTo(OPERATOR_EMAIL, 'dispute_lost')).toHaveLength(lostMails + 1);
  });

  it('waits for a charge the ledger does not hold yet, and settles when it does', async () => {
    const early = disputeEvent('charge.dispute.created', 'ch_not_booked_yet', 'needs_response');
    expect((await deliver(t, early)).body).toMatchObject({ outcome: 'deferred' });
    expect(await stored(early.id)).toMatchObject({ status: 'deferred' });
  });
});

describe(`refunds, detached methods and unknown charges (${testDatabaseKind})`, () => {
  it('books a refund made in the Stripe dashboard as a credit note, once', async () => {
    const buyer = await bought();
    // The operator refunds part of the payment in the dashboard (no metadata of ours).
    const refunded = await dashboardRefund(s, buyer.gatewayChargeId as string, 500);
    expect((await deliver(t, refunded)).body).toMatchObject({ outcome: 'processed' });
    // The credit note mirrors the payment in proportion (domain partOfPayment): Premium 1 month
    // in California, 19.49 + 7.25 % tax = 20.90; 5.00 of it is 4.66 of the line and 0.34 tax.
    const [note] = await creditNotes(buyer.userId);
    expect(note).toMatchObject({ subtotal: 466, discount: 0, tax: 34, total: 500 });
    expect(JSON.parse(note?.lines ?? '[]')).toEqual([
      { description: 'Premium, 1 month', quantity: 1, amount: 466 },
    ]);
    const invoice = await db()
      .selectFrom('invoices')
      .select('id')
      .where('user_id', '=', buyer.userId)
      .where('kind', '=', 'invoice')
      .executeTakeFirstOrThrow();
    expect(note?.related_invoice_id).toBe(invoice.id);
    // The books still agree with Stripe: Σ charges − Σ refunds = what Stripe kept (0124).
    t.clock.advance(1000);
    const ledger = createLedgerCheck({ db: db(), gateway: t.server.app.paymentGateway });
    expect(await ledger.run(new Date(t.clock.now().getTime() - 1000))).toEqual([]);
    // A second event about the same charge (Stripe sends one per change) books nothing new.
    const again = s.mock.event('charge.refunded', refunded.data.object);
    expect((await deliver(t, again)).body).toMatchObject({ outcome: 'ignored' });
    expect(await creditNotes(buyer.userId)).toHaveLength(1);
  });

  it('splits a dashboard refund of a two-subscription checkout over both, in proportion to each', async () => {
    // Premium 1M 19.49 + Basic 1M 12.95 in California: net 32.44, tax 7.25 % = 2.35 once,
    // 34.79 charged; allocations 19.49 + 1.41 = 20.90 and 12.95 + 0.94 = 13.89.
    const { checkout, email } = await stripeCheckout(s, {
      checkoutItems: [{ priceIds: [PRICES.basic1] }],
    });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    const buyer = await purchaseOf(t, email);
    expect(buyer.amount).toBe(3479);
    const refunded = await dashboardRefund(s, buyer.gatewayChargeId as string, 1000);
    expect((await deliver(t, refunded)).body).toMatchObject({ outcome: 'processed' });
    // 10.00 by what each has left: 2090 : 1389 → 6.01 and 3.99, each its own credit note that
    // mirrors its lines and tax in proportion.
    const notes = await db()
      .selectFrom('invoices as cn')
      .innerJoin('subscriptions as s', 's.id', 'cn.subscription_id')
      .select(['cn.subtotal', 'cn.discount', 'cn.tax', 'cn.total', 'cn.lines'])
      .where('cn.user_id', '=', buyer.userId)
      .where('cn.kind', '=', 'credit_note')
      .orderBy('cn.total', 'desc')
      .execute();
    expect(notes.map((n) => n.total)).toEqual([601, 399]);
    for (const note of notes) expect(note.subtotal - note.discount + note.tax).toBe(note.total);
    expect(notes.map((n) => JSON.parse(n.lines)[0]?.description)).toEqual([
      'Premium, 1 month',
      'Basic, 1 month',
    ]);
    const rows = await ledgerRefundsOf(t, buyer.userId);
    expect(rows.map((r) => r.amount).sort()).toEqual([399, 601]);
    expect(new Set(rows.map((r) => r.gateway_charge_id)).size).toBe(1);
    t.clock.advance(1000);
    const ledger = createLedgerCheck({ db: db(), gateway: t.server.app.paymentGateway });
    expect(await ledger.run(new Date(t.clock.now().getTime() - 1000))).toEqual([]);
  });

  it('does not book our own refunds twice: the refund processor books them', async () => {
    const buyer = await bought();
    const before = s.mock.events.length;
    const asked = await t.request(
      'POST',
      `/api/v2/subscriptions/${buyer.subscriptionId}/refund-revoke`,
      {
        cookie: buyer.cookie,
        body: {},
      },
    );
    expect(asked.status).toBe(202);
    t.clock.advance(DAY + 1);
    expect((await t.server.app.billingEngine.runDue(t.clock.now())).refunds).toBeGreaterThanOrEqual(
      1,
    );
    const refunded = eventSince(s, before, 'charge.refunded');
    expect((await deliver(t, refunded)).body).toMatchObject({ outcome: 'ignored' });
    expect(await creditNotes(buyer.userId)).toHaveLength(1);
  });

  it('stops charging a method Stripe detached: renewals see no method', async () => {
    const buyer = await bought();
    const method = await db()
      .selectFrom('payment_methods')
      .select(['gateway_token'])
      .where('user_id', '=', buyer.userId)
      .executeTakeFirstOrThrow();
    const before = s.mock.events.length;
    const res = await fetch(`${s.mock.url}/v1/payment_methods/${method.gateway_token}/detach`, {
      method: 'POST',
      headers: { authorization: `Bearer ${STRIPE_TEST_KEYS.secretKey}` },
    });
    expect(res.status).toBe(200);
    const detached = eventSince(s, before, 'payment_method.detached');
    expect((await deliver(t, detached)).body).toMatchObject({ outcome: 'processed' });
    const row = await db()
      .selectFrom('payment_methods')
      .select('detached_at')
      .where('gateway_token', '=', method.gateway_token)
      .executeTakeFirstOrThrow();
    expect(row.detached_at).toBe(t.clock.now().toISOString());
    const subs = await t.request('GET', '/api/v2/subscriptions/', { cookie: buyer.cookie });
    expect(subs.status).toBe(200);
  });

  it('a succeeded payment the ledger lacks: after the grace period, reconciliation asks Stripe and completes the checkout', async () => {
    t.server.app.checkout.faults.afterCharge = () => {
      throw new Error('simulated crash between the charge and the commit');
    };
    const before = s.mock.events.length;
    const { checkout, email } = await stripeCheckout(s);
    expect(checkout.status).toBe(500);
    delete t.server.app.checkout.faults.afterCharge;
    const succeeded = eventSince(s, before, 'payment_intent.succeeded');
    const res = await deliver(t, succeeded);
    expect(res.body).toMatchObject({ outcome: 'deferred' });
    // Out of order: a failure of the same intent, older, arrives after the success: no effect.
    const failed = s.mock.event('payment_intent.payment_failed', {
      ...succeeded.data.object,
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' },
    });
    expect((await deliver(t, { ...failed, created: succeeded.created - 60 })).body).toMatchObject({
      outcome: 'ignored',
    });

    t.clock.advance(6 * 60_000);
    expect(await t.server.app.providerEvents.retryUnsettled(t.clock.now())).toBeGreaterThanOrEqual(
      1,
    );
    expect(await stored(succeeded.id)).toMatchObject({
      status: 'processed',
      outcome: 'completed from its checkout attempt by reconciliation',
    });
    const purchase = await purchaseOf(t, email);
    expect(purchase.amount).toBe((succeeded.data.object as { amount: number }).amount);
    // The same event again: acknowledged, not booked twice.
    expect((await deliver(t, succeeded)).body).toMatchObject({ duplicate: true });
  });

  it('a charge neither a checkout nor a renewal of ours is left to the operator', async () => {
    const stray = s.mock.event('payment_intent.succeeded', {
      id: 'pi_stray',
      object: 'payment_intent',
      amount: 700,
      amount_received: 700,
      currency: 'usd',
      latest_charge: 'ch_stray',
      metadata: {},
      status: 'succeeded',
    });
    t.clock.advance(6 * 60_000);
    const res = await deliver(t, {
      ...stray,
      created: Math.floor(t.clock.now().getTime() / 1000) - 600,
    });
    expect(res.body).toMatchObject({ outcome: 'ignored' });
  });
});
