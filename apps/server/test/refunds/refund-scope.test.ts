import { describe, expect, it } from 'vitest';
import { DAY, runDue } from '../billing/helpers';
import {
  cardIntent,
  CARDS,
  checkoutBody,
  orderOfBody,
  postCheckout,
  PRICES,
  US_CA,
} from '../checkout/checkout-client';
import { sandboxOf } from '../payments/sandbox-client';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

const t = useTestServer();

const db = () => t.server.database.db;
const usd = (unscaledValue: number) => ({ unscaledValue, scale: 2, currency: 'USD' });

/** A new Californian buyer (7.25 %) checks out; answers the session and the subscriptions. */
async function buy(overrides: Record<string, unknown> = {}) {
  const order = orderOfBody(overrides);
  const body = checkoutBody(await cardIntent(t, CARDS.visa, { order }), {
    isTaxable: true,
    ...overrides,
  });
  const { email } = body.customer as { email: string };
  const res = await postCheckout(t, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const items = res.body.checkoutItemSubscriptions as { id: string }[];
  return {
    email,
    cookie: res.cookie as string,
    ids: [res.body.subscription.id as string, ...items.map((i) => i.id)],
  };
}

const estimate = (cookie: string, id: string) =>
  t.request('PUT', '/api/v2/refund/estimate', { cookie, body: { subscription_id: id } });

/** Asks for the refund and lets the review window pass: the engine carries it out. */
async function refund(cookie: string, id: string) {
  const res = await t.request('POST', `/api/v2/subscriptions/${id}/refund-revoke`, {
    cookie,
    body: {},
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  t.clock.advance(DAY);
  await runDue(t);
  return res.body.refund as { amount: unknown };
}

const row = (id: string) =>
  db()
    .selectFrom('subscriptions')
    .selectAll()
    .where('subscription_id', '=', id)
    .executeTakeFirstOrThrow();

/** The documents of a subscription: invoices and credit notes, oldest first. */
async function documents(id: string) {
  const rows = await db()
    .selectFrom('invoices as i')
    .innerJoin('subscriptions as s', 's.id', 'i.subscription_id')
    .select([
      'i.id',
      'i.kind',
      'i.number',
      'i.lines',
      'i.subtotal',
      'i.discount',
      'i.tax',
      'i.total',
      'i.related_invoice_id',
    ])
    .where('s.subscription_id', '=', id)
    .orderBy('i.issued_at')
    .orderBy('i.kind', 'desc')
    // Two credit notes of one refund share their time and kind: their gapless numbers say the order.
    .orderBy('i.number')
    .execute();
  return rows.map((r) => ({ ...r, lines: JSON.parse(r.lines) as unknown[] }));
}

const gatewayRefunded = async (gatewayChargeId: string) =>
  (await sandboxOf(t).listCharges()).find((c) => c.id === gatewayChargeId)?.refundedAmount;

const checkoutCharge = (id: string) =>
  db()
    .selectFrom('charges as c')
    .innerJoin('charge_allocations as a', 'a.charge_id', 'c.id')
    .innerJoin('subscriptions as s', 's.id', 'a.subscription_id')
    .select(['c.gateway_charge_id', 'c.amount', 'a.amount as share'])
    .where('s.subscription_id', '=', id)
    .where('c.kind', '=', 'charge')
    .orderBy('c.created_at')
    .execute();

describe(`refund scope: what a refund returns and what its credit note says (${testDatabaseKind})`, () => {
  it('a Californian buyer’s refund reverses the tax: the credit note mirrors lines, discount and tax (decision 0121)', async () => {
    // Premium 12 months: 80.04 (was 320.16), 7.25 % of 80.04 = 5.80, charged 85.84.
    const { cookie, ids } = await buy();
    const [id = ''] = ids;
    const quote = await estimate(cookie, id);
    expect(quote.body).toMatchObject({ eligible: true, amount: usd(8584), tax: usd(580) });
    expect(quote.body.lines).toHaveLength(1);
    expect(quote.body.lines[0]).toMatchObject({
      lines: [{ description: 'Premium, 12 months', quantity: 1, amount: usd(32016) }],
      subtotal: usd(32016),
      discount: usd(24012),
      tax: usd(580),
      total: usd(8584),
    });
    await refund(cookie, id);
    const [invoice, note] = await documents(id);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      subtotal: 32016,
      discount: 24012,
      tax: 580,
      total: 8584,
    });
    expect(note).toMatchObject({
      kind: 'credit_note',
      related_invoice_id: invoice?.id,
      lines: invoice?.lines,
      subtotal: 32016,
      discount: 24012,
      tax: 580,
      total: 8584,
    });
    const [charge] = await checkoutCharge(id);
    expect(await gatewayRefunded(charge?.gateway_charge_id ?? '')).toBe(8584);
    expect((await row(id)).state).toBe('revoked');
  });

  it('an add-on bought later is refunded with the plan it belongs to: everything paid, each with its credit note', async () => {
    const { cookie, ids, email } = await buy();
    const [id = ''] = ids;
    t.clock.advance(2 * DAY);
    const order = {
      isTaxable: true,
      priceId: undefined,
      priceIds: [PRICES.dip12],
      customer: { email, emailSubscriptionStatus: 'subscribed', ...US_CA },
    };
    const intent = await cardIntent(t, CARDS.visa, {
      flow: 'add_addon',
      subscriptionId: id,
      cookie,
      order: orderOfBody(order),
    });
    const added = await postCheckout(t, checkoutBody(intent, order), cookie);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    // 85.84 for the plan + 71.88 and 5.21 tax for the dedicated IP = 162.93: all of it.
    const quote = await estimate(cookie, id);
    expect(quote.body.amount).toEqual(usd(8584 + 7709));
    expect(quote.body.tax).toEqual(usd(580 + 521));
    expect(quote.body.lines.map((l: { total: unknown }) => l.total)).toEqual([
      usd(8584),
      usd(7709),
    ]);
    const requested = await refund(cookie, id);
    expect(requested.amount).toEqual(usd(16293));
    const notes = (await documents(id)).filter((d) => d.kind === 'credit_note');
    expect(notes.map((n) => [n.total, n.tax])).toEqual([
      [8584, 580],
      [7709, 521],
    ]);
    // Nothing refunded stays active: the dedicated IP ended with the subscription.
    const addon = await db()
      .selectFrom('subscription_addons')
      .select(['expires_at', 'auto_billing_enabled'])
      .where('subscription_id', '=', (await row(id)).id)
      .executeTakeFirstOrThrow();
    expect(addon).toEqual({ expires_at: t.clock.now().toISOString(), auto_billing_enabled: 0 });
  });

  it('a checkout of two subscriptions: each refund returns its own share of the one charge', async () => {
    // Premium 12M 80.04 + Basic 1M 12.95 = 92.99 net; 6.74 tax once on the order, 99.73 charged;
    // shares by net amount: 5.80 and 0.94 of tax → 85.84 and 13.89.
    const { cookie, ids } = await buy({ checkoutItems: [{ priceIds: [PRICES.basic1] }] });
    const [first = '', second = ''] = ids;
    const [charge] = await checkoutCharge(first);
    expect(charge).toMatchObject({ amount: 9973, share: 8584 });
    expect((await checkoutCharge(second))[0]).toMatchObject({ amount: 9973, share: 1389 });

    const quote = await estimate(cookie, second);
    expect(quote.body).toMatchObject({ eligible: true, amount: usd(1389), tax: usd(94) });
    await refund(cookie, second);
    expect(await gatewayRefunded(charge?.gateway_charge_id ?? '')).toBe(1389);
    expect((await row(second)).state).toBe('revoked');
    expect((await row(first)).state).toBe('active');
    // The order's invoice is filed under the first subscription; the credit note under the second.
    const note = (await documents(second)).find((d) => d.kind === 'credit_note');
    expect(note).toMatchObject({
      kind: 'credit_note',
      lines: [{ description: 'Basic, 1 month', quantity: 1, amount: 1295 }],
      subtotal: 1295,
      discount: 0,
      tax: 94,
      total: 1389,
    });

    expect((await estimate(cookie, first)).body.amount).toEqual(usd(8584));
    await refund(cookie, first);
    expect(await gatewayRefunded(charge?.gateway_charge_id ?? '')).toBe(9973);
    const report = await t.server.app.checkout.reconcile(t.clock.now());
    expect(report.ledger).toEqual([]);
  });
});
