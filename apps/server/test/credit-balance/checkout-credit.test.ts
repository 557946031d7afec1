import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { creditsRepository } from '../../src/modules/invoices/credits.repository';
import { signInNewStaff, staffRefundsPath, startAdminTestServer } from '../admin/staff-client';
import {
  attemptId,
  cardIntent,
  CARDS,
  checkoutBody,
  postCheckout,
  PRICES,
  US_CA,
} from '../checkout/checkout-client';
import { sandboxOf } from '../payments/sandbox-client';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { creditClient } from './credit-client';

/**
 * Issue 22 item 5, decision 0218: a signed-in buyer's credit balance pays a checkout purchase
 * before the card. The estimate shows it, the intent and the charge are the remainder (server
 * computed), a purchase the balance covers is not charged at the gateway, two purchases cannot
 * overdraw one balance, a retried purchase takes its credit once, a declined one gives it back.
 */
const t = useTestServer(startAdminTestServer);

const {
  db,
  owner,
  grant,
  balanceOf,
  buy,
  invoiceOf,
  ledgerViolations,
  estimate: estimateOf,
  portalBalance,
} = creditClient(() => t);
const appliedEntries = async (key: string) =>
  db()
    .selectFrom('credit_entries')
    .selectAll()
    .where('user_id', '=', (await owner(key)).userId)
    .where('kind', '=', 'applied')
    .execute();
const intentAmount = async (id: string) =>
  (
    await db()
      .selectFrom('payment_intents')
      .select('amount')
      .where('gateway_intent_id', '=', id)
      .executeTakeFirstOrThrow()
  ).amount;
describe(`credit balance at checkout (${testDatabaseKind})`, () => {
  it('the estimate shows the credit; the card pays only the rest; the invoice shows it', async () => {
    const cookie = await signInAs(t, 'basic-us');
    await grant('basic-us', 500);
    const shown = await estimateOf(cookie, PRICES.premium1);
    expect(shown.creditApplied.unscaledValue).toBe(500);
    expect(shown.amountDue.unscaledValue).toBe(shown.total.unscaledValue - 500);
    const charges = (await sandboxOf(t).listCharges()).length;
    const res = await buy(cookie, { priceId: PRICES.premium1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const invoice = await invoiceOf(res.body.subscription.id);
    expect(invoice.credit_applied).toBe(500);
    expect(invoice.amount).toBe(invoice.total - 500);
    expect(invoice.total).toBe(shown.total.unscaledValue);
    const made = await sandboxOf(t).listCharges();
    expect(made).toHaveLength(charges + 1);
    expect(made.find((c) => c.id === invoice.gateway_charge_id)?.amount).toBe(invoice.total - 500);
    expect(await balanceOf('basic-us')).toBe(0);
    // The portal's history names the invoice the credit paid.
    expect((await portalBalance('basic-us')).history[0]).toMatchObject({
      kind: 'applied',
      amount: { unscaledValue: -500 },
      invoice_number: invoice.number,
    });
    // With no balance left the estimate shows none.
    expect((await estimateOf(cookie, PRICES.premium1)).creditApplied.unscaledValue).toBe(0);
    // Attack: refund more than the invoice cost. Refused, and the gateway refunds nothing.
    const finance = await signInNewStaff(t, 'finance');
    const path = await staffRefundsPath(t, 'basic-us', res.body.subscription.id);
    const more = await finance.send('POST', path, {
      body: { mode: 'payment', invoice_id: invoice.id, amount: invoice.total + 1, reason: 'Asked' },
    });
    expect(more.status, JSON.stringify(more.body)).toBe(400);
    expect(more.body.error.code).toBe('invalid_amount');
    const charge = async () =>
      (await sandboxOf(t).listCharges()).find((c) => c.id === invoice.gateway_charge_id);
    expect((await charge())?.refundedAmount).toBe(0);
    // The money-back refund returns what the invoice cost (decision 0221): the card's part to the
    // card, the balance's part to the balance.
    const estimate = await t.request('PUT', '/api/v2/refund/estimate', {
      cookie,
      body: { subscription_id: res.body.subscription.id },
    });
    expect(estimate.status, JSON.stringify(estimate.body)).toBe(200);
    expect(estimate.body).toMatchObject({
      eligible: true,
      amount: { unscaledValue: invoice.total },
    });
    const revoke = await finance.send('POST', path, { body: { mode: 'revoke', reason: 'Asked' } });
    expect(revoke.status, JSON.stringify(revoke.body)).toBe(201);
    expect((await charge())?.refundedAmount).toBe(invoice.amount);
    const refundRows = await db()
      .selectFrom('charges')
      .select('amount')
      .where('kind', '=', 'refund')
      .where('user_id', '=', (await owner('basic-us')).userId)
      .execute();
    expect(refundRows.map((r) => r.amount)).toEqual([invoice.amount]);
    expect(await balanceOf('basic-us')).toBe(500);
    expect(await ledgerViolations()).toEqual([]);
  });

  it('a purchase the balance covers is not charged at the gateway (ledger rule holds)', async () => {
    const cookie = await signInAs(t, 'esim');
    await grant('esim', 50_000);
    const charges = (await sandboxOf(t).listCharges()).length;
    const res = await buy(cookie, { priceId: PRICES.basic1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const invoice = await invoiceOf(res.body.subscription.id);
    expect(invoice).toMatchObject({ amount: 0, gateway_charge_id: null });
    expect(invoice.credit_applied).toBe(invoice.total);
    expect(await sandboxOf(t).listCharges()).toHaveLength(charges);
    expect(await balanceOf('esim')).toBe(50_000 - invoice.total);
    expect(await ledgerViolations()).toEqual([]);
  });

  it('a retried purchase takes its credit once', async () => {
    const cookie = await signInAs(t, 'esim');
    const before = await balanceOf('esim');
    const applied = (await appliedEntries('esim')).length;
    const body = { checkoutAttemptId: attemptId(), priceId: PRICES.basic12 };
    const first = await buy(cookie, body);
    const again = await buy(cookie, body);
    const retry = await buy(cookie, { priceId: PRICES.basic12 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(retry.body).toEqual(first.body);
    const invoice = await invoiceOf(first.body.subscription.id);
    expect(await appliedEntries('esim')).toHaveLength(applied + 1);
    expect(await balanceOf('esim')).toBe(before - invoice.credit_applied);
  });

  it('two purchases racing for one balance never take more than it holds', async () => {
    const cookie = await signInAs(t, 'dedicated-ip');
    await grant('dedicated-ip', 1_000);
    const [a, b] = await Promise.all([
      buy(cookie, { priceId: PRICES.premium1 }),
      buy(cookie, { priceId: PRICES.basic1 }),
    ]);
    expect(a?.status, JSON.stringify(a?.body)).toBe(200);
    expect(b?.status, JSON.stringify(b?.body)).toBe(200);
    const invoices = [
      await invoiceOf(a!.body.subscription.id),
      await invoiceOf(b!.body.subscription.id),
    ];
    expect(invoices.reduce((sum, i) => sum + i.credit_applied, 0)).toBe(1_000);
    for (const i of invoices) expect(i.amount).toBe(i.total - i.credit_applied);
    expect(await balanceOf('dedicated-ip')).toBe(0);
    expect(await ledgerViolations()).toEqual([]);
  });

  it('a declined charge gives the credit back', async () => {
    const cookie = await signInAs(t, 'expired');
    await grant('expired', 300);
    const intentId = await cardIntent(t, CARDS.insufficient, {
      cookie,
      order: { customer: US_CA },
    });
    const body = checkoutBody(intentId, {
      customer: {
        email: 'expired@demo.halyard.test',
        emailSubscriptionStatus: 'subscribed',
        ...US_CA,
      },
    });
    const res = await postCheckout(t, body, cookie);
    expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
    expect(await balanceOf('expired')).toBe(300);
    expect((await portalBalance('expired')).history[0]).toMatchObject({
      kind: 'reversed',
      amount: { unscaledValue: 300 },
    });
  });
  it('the payment intent is for the remainder; a balance that moved meanwhile is a 409 that keeps it', async () => {
    const cookie = await signInAs(t, 'expired');
    await grant('expired', 700);
    const order = { customer: US_CA };
    const intentId = await cardIntent(t, CARDS.visa, { cookie, order });
    // Premium 12 months for California: the intent is made for the total less the balance.
    const { total } = await estimateOf(cookie, PRICES.premium12);
    expect(await intentAmount(intentId)).toBe(total.unscaledValue - 1_000);
    // Another purchase spends part of the balance before this one is paid.
    await creditsRepository.apply(
      db(),
      await owner('expired'),
      { currency: 'USD', upTo: 200, reference: `elsewhere:${randomUUID()}` },
      t.clock.now(),
    );
    const email = 'expired@demo.halyard.test';
    const body = checkoutBody(intentId, {
      customer: { email, emailSubscriptionStatus: 'subscribed', ...US_CA },
    });
    const moved = await postCheckout(t, body, cookie);
    expect(moved.status, JSON.stringify(moved.body)).toBe(409);
    expect(moved.body.error.code).toBe('payment_amount_mismatch');
    expect(await balanceOf('expired')).toBe(500 + 300);
    // A new intent is for the new remainder, and the purchase goes through.
    const next = await cardIntent(t, CARDS.visa, { cookie, order });
    expect(await intentAmount(next)).toBe(total.unscaledValue - 800);
    const paid = await postCheckout(
      t,
      checkoutBody(next, {
        customer: { email, emailSubscriptionStatus: 'subscribed', ...US_CA },
      }),
      cookie,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const invoice = await invoiceOf(paid.body.subscription.id);
    expect(invoice.credit_applied).toBe(800);
    expect(invoice.amount).toBe(invoice.total - 800);
    expect(await balanceOf('expired')).toBe(0);
  });

  it('a purchase interrupted after its charge is completed by the reconciliation with its credit', async () => {
    const cookie = await signInAs(t, 'premium-us');
    await grant('premium-us', 400);
    t.server.app.checkout.faults.afterCharge = () => {
      throw new Error('simulated crash between the charge and the commit');
    };
    try {
      expect((await buy(cookie, { priceId: PRICES.basic12 })).status).toBe(500);
    } finally {
      delete t.server.app.checkout.faults.afterCharge;
    }
    const later = new Date(t.clock.now().getTime() + 10 * 60_000);
    const report = await t.server.app.checkout.reconcile(later);
    expect(report.refunded).toEqual([]);
    expect(report.completed).toHaveLength(1);
    const row = await db()
      .selectFrom('charges as c')
      .innerJoin('invoices as i', 'i.id', 'c.invoice_id')
      .select(['c.amount', 'i.total', 'i.credit_applied'])
      .where('c.gateway_charge_id', '=', report.completed[0]!)
      .executeTakeFirstOrThrow();
    expect(row.credit_applied).toBe(400);
    expect(row.amount).toBe(row.total - 400);
    expect(await balanceOf('premium-us')).toBe(0);
    expect(await ledgerViolations()).toEqual([]);
  });
});
