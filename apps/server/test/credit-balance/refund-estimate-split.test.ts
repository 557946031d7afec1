import { describe, expect, it } from 'vitest';
import { startAdminTestServer } from '../admin/staff-client';
import { publicId } from '../billing/helpers';
import { PRICES, US_CA } from '../checkout/checkout-client';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { creditClient } from './credit-client';

/**
 * Decision 0221: the customer's money-back estimate says where the money goes — what goes back
 * to the card and what back to the credit balance (`returned_to`), split by the domain's
 * `sharePaidParts`/`refundSplit` exactly as the refund processor then returns it.
 */
const t = useTestServer(startAdminTestServer);

const { grant, buy, balanceOf, invoiceOf, ledgerViolations, refundedAtGateway, moneyBack } =
  creditClient(() => t);
type Money = { unscaledValue: number; currency: string; scale: number };
const usd = (unscaledValue: number): Money => ({ unscaledValue, currency: 'USD', scale: 2 });
const estimateOf = async (cookie: string, subscriptionId: string) => {
  const res = await t.request('PUT', '/api/v2/refund/estimate', {
    cookie,
    body: { subscription_id: subscriptionId },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as {
    eligible: boolean;
    amount: Money | null;
    returned_to: { card: Money; balance: Money } | null;
  };
};

describe(`the money-back estimate splits the refund between card and balance (${testDatabaseKind})`, () => {
  it('a mixed payment: the card part back to the card, the balance part back to the balance — as refunded', async () => {
    const cookie = await signInAs(t, 'basic-us');
    await grant('basic-us', 500);
    const res = await buy(cookie, { customer: US_CA, priceId: PRICES.premium1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const subscriptionId = res.body.subscription.id as string;
    const invoice = await invoiceOf(subscriptionId);
    expect(invoice.credit_applied).toBe(500);
    const estimate = await estimateOf(cookie, subscriptionId);
    expect(estimate.amount).toEqual(usd(invoice.total));
    expect(estimate.returned_to).toEqual({
      card: usd(invoice.total - 500),
      balance: usd(500),
    });
    // The refund then returns exactly that: the card part at the gateway, the rest to the balance.
    await moneyBack(cookie, subscriptionId);
    expect(await refundedAtGateway(invoice.gateway_charge_id)).toBe(invoice.total - 500);
    expect(await balanceOf('basic-us')).toBe(500);
    expect(await ledgerViolations()).toEqual([]);
  });

  it('paid by the balance in full: all of it back to the balance, nothing to the card', async () => {
    const cookie = await signInAs(t, 'premium-us');
    const first = await buy(cookie, { customer: US_CA, priceId: PRICES.basic1 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const { total } = await invoiceOf(first.body.subscription.id);
    await grant('premium-us', total);
    const res = await buy(cookie, {
      customer: US_CA,
      priceId: PRICES.basic1,
      payFromBalance: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const estimate = await estimateOf(cookie, res.body.subscription.id);
    expect(estimate.returned_to).toEqual({ card: usd(0), balance: usd(total) });
  });

  it('paid by the card alone: all of it back to the card', async () => {
    const cookie = await signInAs(t, 'premium-us');
    const res = await buy(cookie, { customer: US_CA, priceId: PRICES.premium1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { total } = await invoiceOf(res.body.subscription.id);
    const estimate = await estimateOf(cookie, res.body.subscription.id);
    expect(estimate.returned_to).toEqual({ card: usd(total), balance: usd(0) });
  });

  it('not eligible: no amount and no split', async () => {
    // Bought 40 days ago: the 30-day guarantee has ended.
    const estimate = await estimateOf(await signInAs(t, 'basic-us'), publicId('basic-us'));
    expect(estimate).toMatchObject({ eligible: false, amount: null, returned_to: null });
  });
});
