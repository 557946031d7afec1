import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startAdminTestServer } from '../admin/staff-client';
import { attemptId, PRICES, US_CA } from '../checkout/checkout-client';
import { sandboxOf } from '../payments/sandbox-client';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { creditClient } from './credit-client';

/**
 * Decision 0218 addendum: a purchase the credit balance pays in full needs no payment method.
 * v1 `/checkout-for-customer` takes `payFromBalance` (the checkout page's "Pay with credit
 * balance"): the server checks that the balance covers the order, charges no gateway, and a
 * balance that falls short is a 409 that gives the credit back. The v2 checkout uses the balance
 * the same way and shows it: the estimate's `creditApplied`/`amountDue`, the charge's `amount`
 * (what the method paid) and `creditApplied`.
 */
const t = useTestServer(startAdminTestServer);

const credit = creditClient(() => t);
const { grant, balanceOf, ledgerViolations, estimate: totalOf, invoiceOf: subscriptionOf } = credit;
const buy = (cookie: string, body: Record<string, unknown>) =>
  credit.buy(cookie, { customer: US_CA, ...body });
const gatewayCharges = async () => (await sandboxOf(t).listCharges()).length;
describe(`v1: a purchase paid from the credit balance alone (${testDatabaseKind})`, () => {
  it('payFromBalance: no gateway charge; the subscription keeps the card on file', async () => {
    const cookie = await signInAs(t, 'basic-us');
    const { total } = await totalOf(cookie, PRICES.basic1);
    await grant('basic-us', total.unscaledValue + 100);
    const shown = await totalOf(cookie, PRICES.basic1);
    expect(shown.amountDue.unscaledValue).toBe(0);
    const charges = await gatewayCharges();
    const res = await buy(cookie, { priceId: PRICES.basic1, payFromBalance: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await subscriptionOf(res.body.subscription.id);
    expect(row).toMatchObject({ amount: 0, gateway_charge_id: null, credit_applied: row.total });
    expect(row.next_payment_method).toBe('CreditCard');
    expect(row.payment_method_id).not.toBeNull();
    expect(await gatewayCharges()).toBe(charges);
    expect(await balanceOf('basic-us')).toBe(100);
    expect(await ledgerViolations()).toEqual([]);
  });

  it('payFromBalance with a balance short of the total: 409, nothing charged, credit kept', async () => {
    const cookie = await signInAs(t, 'premium-us');
    const { total } = await totalOf(cookie, PRICES.premium12);
    await grant('premium-us', total.unscaledValue - 1);
    const charges = await gatewayCharges();
    const body = { priceId: PRICES.premium12, payFromBalance: true };
    const short = await buy(cookie, body);
    expect(short.status, JSON.stringify(short.body)).toBe(409);
    expect(short.body.error.code).toBe('credit_balance_short');
    expect(await gatewayCharges()).toBe(charges);
    expect(await balanceOf('premium-us')).toBe(total.unscaledValue - 1);
    // One more cent and the same purchase goes through, from the balance alone.
    await grant('premium-us', 1);
    const paid = await buy(cookie, body);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await subscriptionOf(paid.body.subscription.id)).amount).toBe(0);
    expect(await gatewayCharges()).toBe(charges);
    expect(await balanceOf('premium-us')).toBe(0);
  });

  it('two balance-only purchases racing for a balance that pays one: one is paid, one refused', async () => {
    const cookie = await signInAs(t, 'dedicated-ip');
    const { total } = await totalOf(cookie, PRICES.basic1);
    await grant('dedicated-ip', total.unscaledValue);
    const charges = await gatewayCharges();
    const answers = await Promise.all(
      [1, 2].map(() =>
        buy(cookie, { priceId: PRICES.basic1, payFromBalance: true, xv: { n: randomUUID() } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.error.code).toBe('credit_balance_short');
    expect(await gatewayCharges()).toBe(charges);
    expect(await balanceOf('dedicated-ip')).toBe(0);
    expect(await ledgerViolations()).toEqual([]);
  });

  it('no method on file: the balance pays when it covers the order, else 409', async () => {
    const cookie = await signInAs(t, 'appstore');
    const refused = await buy(cookie, { priceId: PRICES.basic1 });
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.error.code).toBe('no_stored_payment_method');
    const { total } = await totalOf(cookie, PRICES.basic1);
    await grant('appstore', total.unscaledValue);
    const res = await buy(cookie, { priceId: PRICES.basic1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await subscriptionOf(res.body.subscription.id)).toMatchObject({
      amount: 0,
      gateway_charge_id: null,
      credit_applied: total.unscaledValue,
      payment_method_id: null,
      next_payment_method: 'None',
    });
    expect(await balanceOf('appstore')).toBe(0);
    expect(await ledgerViolations()).toEqual([]);
  });

  it('a guest has no balance: the estimate applies none', async () => {
    const shown = await totalOf(null, PRICES.basic1);
    expect(shown.creditApplied.unscaledValue).toBe(0);
    expect(shown.amountDue).toEqual(shown.total);
  });
});

const v2Estimate = (cookie: string | undefined, body: Record<string, unknown>) =>
  t.request('PUT', '/api/v2/checkout/estimate', { ...(cookie && { cookie }), body });
const v2Start = (cookie: string | undefined, body: Record<string, unknown>) =>
  t.request('POST', '/api/v2/checkout/', {
    ...(cookie && { cookie }),
    body: { confirmSecondSubscription: true, ...body },
  });
const order = (priceId: string) => ({
  flow: 'additional_purchase',
  priceId,
  customer: US_CA,
});

describe(`v2 checkout: the credit balance pays first (${testDatabaseKind})`, () => {
  it('the balance covers part: the estimate and the charge name the credit and the rest', async () => {
    const cookie = await signInAs(t, 'referred');
    await grant('referred', 300);
    const quote = await v2Estimate(cookie, order(PRICES.premium1));
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const total = quote.body.total.unscaledValue as number;
    expect(quote.body.creditApplied).toEqual({ unscaledValue: 300, currency: 'USD', scale: 2 });
    expect(quote.body.amountDue.unscaledValue).toBe(total - 300);
    const charges = await sandboxOf(t).listCharges();
    const res = await v2Start(cookie, { attempt: attemptId(), ...order(PRICES.premium1) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('succeeded');
    expect(res.body.charge.amount.unscaledValue).toBe(total - 300);
    expect(res.body.charge.creditApplied.unscaledValue).toBe(300);
    // The card paid the rest: it is the method named.
    expect(res.body.charge.paymentMethod).toMatch(/^\w+ •••• \d{4}$/);
    const made = await sandboxOf(t).listCharges();
    expect(made).toHaveLength(charges.length + 1);
    expect(made.at(-1)?.amount).toBe(total - 300);
    expect(await balanceOf('referred')).toBe(0);
    // GET answers the same shape afterwards.
    const again = await t.request('GET', `/api/v2/checkout/?attempt=${res.body.attempt}`, {
      cookie,
    });
    expect(again.body.charge).toEqual(res.body.charge);
  });

  it('the balance covers all: amount due 0, no gateway charge, even with no method on file', async () => {
    const cookie = await signInAs(t, 'playstore');
    const before = await v2Estimate(cookie, order(PRICES.basic12));
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.creditApplied.unscaledValue).toBe(0);
    expect(before.body.paymentMethod).toBeNull();
    const total = before.body.total.unscaledValue as number;
    // No method and no balance: nothing can pay.
    const none = await v2Start(cookie, { attempt: attemptId(), ...order(PRICES.basic12) });
    expect(none.status, JSON.stringify(none.body)).toBe(409);
    expect(none.body.error.code).toBe('no_stored_payment_method');
    await grant('playstore', total + 50);
    const quote = await v2Estimate(cookie, order(PRICES.basic12));
    expect(quote.body.creditApplied.unscaledValue).toBe(total);
    expect(quote.body.amountDue.unscaledValue).toBe(0);
    const charges = await gatewayCharges();
    const res = await v2Start(cookie, { attempt: attemptId(), ...order(PRICES.basic12) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // No card paid anything: none is named (decision 0218 addendum).
    expect(res.body.charge).toMatchObject({
      amount: { unscaledValue: 0 },
      creditApplied: { unscaledValue: total },
      paymentMethod: null,
    });
    expect(await gatewayCharges()).toBe(charges);
    expect(await balanceOf('playstore')).toBe(50);
    expect(await ledgerViolations()).toEqual([]);
  });

  it('payFromBalance short of the total: 409 before any charge; with the card it pays the rest', async () => {
    const cookie = await signInAs(t, 'cancelled');
    const quote = await v2Estimate(cookie, order(PRICES.basic1));
    const total = quote.body.total.unscaledValue as number;
    await grant('cancelled', total - 10);
    const charges = await gatewayCharges();
    const attempt = attemptId();
    const short = await v2Start(cookie, { attempt, ...order(PRICES.basic1), payFromBalance: true });
    expect(short.status, JSON.stringify(short.body)).toBe(409);
    expect(short.body.error.code).toBe('credit_balance_short');
    expect(await balanceOf('cancelled')).toBe(total - 10);
    expect(await gatewayCharges()).toBe(charges);
    const state = await t.request('GET', `/api/v2/checkout/?attempt=${attempt}`, { cookie });
    expect(state.body).toMatchObject({ status: 'pending', charge: null });
    // Without payFromBalance the card on file pays what the balance does not.
    const paid = await v2Start(cookie, { attempt: attemptId(), ...order(PRICES.basic1) });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.charge).toMatchObject({
      amount: { unscaledValue: 10 },
      creditApplied: { unscaledValue: total - 10 },
    });
    expect(await gatewayCharges()).toBe(charges + 1);
    expect(await balanceOf('cancelled')).toBe(0);
  });

  it('a guest has no balance and no v2 checkout', async () => {
    const quote = await v2Estimate(undefined, order(PRICES.basic1));
    expect(quote.status).toBe(401);
    const res = await v2Start(undefined, { attempt: attemptId(), ...order(PRICES.basic1) });
    expect(res.status).toBe(401);
  });
});
