import { V2_ERROR_OVERRIDES } from '@halyard/domain';
import { describe, expect, it } from 'vitest';
import { invoicesOf, publicId, storeCard, subscriptionRow } from '../billing/helpers';
import { attemptId, CARDS, PRICES } from '../checkout/checkout-client';
import { pressButton, sandboxOf } from '../payments/sandbox-client';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

/** spec §7 portal side: the v2 checkout over real HTTP (decision 0070). */
const t = useTestServer();

const estimate = (cookie: string | undefined, body: Record<string, unknown>) =>
  t.request('PUT', '/api/v2/checkout/estimate', { ...(cookie && { cookie }), body });
// Another plan beside a running one is bought on purpose only (issue 24 item 5): these confirm it.
const start = (cookie: string, body: Record<string, unknown>) =>
  t.request('POST', '/api/v2/checkout/', {
    cookie,
    body: {
      ...(body.flow === 'additional_purchase' && { confirmSecondSubscription: true }),
      ...body,
    },
  });
const state = (cookie: string, attempt: string) =>
  t.request('GET', `/api/v2/checkout/?attempt=${encodeURIComponent(attempt)}`, { cookie });
const confirm = (cookie: string, attempt: string) =>
  t.request('GET', `/api/v2/checkout/confirm?attempt=${encodeURIComponent(attempt)}`, { cookie });
const retry = (cookie: string, body: Record<string, unknown>) =>
  t.request('PUT', '/api/v2/checkout/', { cookie, body });
const gatewayCharges = async () => (await sandboxOf(t).listCharges()).length;

describe(`v2 checkout: estimate and checkout agree (${testDatabaseKind})`, () => {
  it('edit subscription: the estimate is what is charged, invoiced and paid through', async () => {
    const cookie = await signInAs(t, 'basic-us');
    const order = {
      flow: 'edit_subscription',
      subscriptionId: publicId('basic-us'),
      priceId: PRICES.premium12,
      isTaxable: true,
    };
    const before = await subscriptionRow(t, 'basic-us');
    const quote = await estimate(cookie, order);
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    // decision 0022: the new plan's price now, no proration; paid through = paid time + new period.
    expect(quote.body).toMatchObject({
      flow: 'edit_subscription',
      subscriptionId: publicId('basic-us'),
      currency: 'USD',
      taxRate: '7.25', // the account's residence (US-CA), no customer in the body
      paymentMethod: { kind: 'CreditCard', summary: expect.stringMatching(/•••• 4242$/) },
    });
    expect(quote.body.paidThrough).toBe(quote.body.renewal.date);
    const paidUntil = new Date(before.next_payment_date as string);
    paidUntil.setUTCFullYear(paidUntil.getUTCFullYear() + 1);
    expect(quote.body.paidThrough.slice(0, 10)).toBe(paidUntil.toISOString().slice(0, 10));

    const attempt = attemptId();
    const res = await start(cookie, { attempt, ...order });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      attempt,
      status: 'succeeded',
      flow: 'edit_subscription',
      subscriptionId: publicId('basic-us'),
      action: null,
      error: null,
      charge: { amount: quote.body.total, paymentMethod: expect.stringMatching(/4242$/) },
    });
    expect(res.body.subscription).toMatchObject({
      tier: 'TIER_PREMIUM',
      next_payment_date: quote.body.paidThrough,
    });
    const invoice = (await invoicesOf(t, 'basic-us')).find(
      (i) => i.id === res.body.charge.invoiceId,
    );
    expect(invoice?.total).toBe(quote.body.total.unscaledValue);
  });

  it('renewal: buys the subscription’s own plan again, from the end of the paid time', async () => {
    const cookie = await signInAs(t, 'expiring');
    const order = { flow: 'renewal', subscriptionId: publicId('expiring') };
    const before = await subscriptionRow(t, 'expiring');
    const quote = await estimate(cookie, order);
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body.lines).toHaveLength(1);
    expect(quote.body.lines[0].priceId).toBe(before.price_id);
    const res = await start(cookie, { attempt: attemptId(), ...order });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.flow).toBe('renewal');
    expect(res.body.charge.amount).toEqual(quote.body.total);
    expect(res.body.subscription.next_payment_date).toBe(quote.body.paidThrough);
    expect(new Date(quote.body.paidThrough) > new Date(before.next_payment_date as string)).toBe(
      true,
    );
  });

  it('add-on: charges the add-on alone; the same add-on again is refused (409)', async () => {
    const cookie = await signInAs(t, 'premium-us');
    const order = {
      flow: 'add_addon',
      subscriptionId: publicId('premium-us'),
      priceIds: [PRICES.dip12],
    };
    const quote = await estimate(cookie, order);
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const res = await start(cookie, { attempt: attemptId(), ...order });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.charge.amount).toEqual(quote.body.total);
    expect(res.body.subscription.addons.map((a: { addon_type: string }) => a.addon_type)).toContain(
      'dip',
    );
    t.clock.advance(11 * 60_000); // past the lost-answer window of decision 0020
    const again = await estimate(cookie, order);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('addon_already_active');
  });
});

describe(`v2 checkout: exactly once (${testDatabaseKind})`, () => {
  it('the same attempt sent again, even 25 at once, charges once and answers the same', async () => {
    const cookie = await signInAs(t, 'basic-de');
    const body = {
      attempt: attemptId(),
      flow: 'additional_purchase',
      priceId: 'regular-basic-1m-eur',
    };
    const before = await gatewayCharges();
    // On PostgreSQL a repeat that started after the first had settled worked out another charge
    // key (one more settled charge) and charged again; it now waits for the first one's answer.
    const answers = await Promise.all(Array.from({ length: 25 }, () => start(cookie, body)));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const again = await start(cookie, body);
    expect(again.status).toBe(200);
    for (const answer of [...answers, again])
      expect(answer.body.checkout.subscription.id).toBe(again.body.checkout.subscription.id);
    expect(await gatewayCharges()).toBe(before + 1);
    const read = await state(cookie, body.attempt);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ status: 'succeeded', charge: again.body.charge });
  });

  it('the same attempt with another body is 422; an unknown attempt is 404', async () => {
    const cookie = await signInAs(t, 'basic-de');
    const attempt = attemptId();
    const first = await start(cookie, {
      attempt,
      flow: 'additional_purchase',
      priceId: 'regular-premium-1m-eur',
    });
    expect(first.status).toBe(200);
    const other = await start(cookie, {
      attempt,
      flow: 'additional_purchase',
      priceId: 'regular-basic-12m-eur',
    });
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('checkout_attempt_reused');
    expect((await state(cookie, attemptId())).status).toBe(404);
  });
});

describe(`v2 checkout: 3-D Secure, declines and retries (${testDatabaseKind})`, () => {
  it('a 3-D Secure card answers 202, the challenge is passed, confirm charges once', async () => {
    const cookie = await signInAs(t, 'dedicated-ip');
    const method = await storeCard(t, cookie, CARDS.threeDs);
    const attempt = attemptId();
    const order = {
      attempt,
      flow: 'additional_purchase',
      priceId: 'regular-basic-1m-eur',
      paymentMethodId: method.id,
      returnUrl: '/subscriptions?dialog=renew',
    };
    const quote = await estimate(cookie, { ...order, attempt: undefined });
    expect(quote.body.paymentMethod.id).toBe(method.id);
    const before = await gatewayCharges();
    const first = await start(cookie, order);
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    expect(first.body).toMatchObject({ status: 'requires_action', charge: null });
    expect(first.body.action.type).toBe('three_d_secure');
    expect((await state(cookie, attempt)).body.status).toBe('requires_action');
    // Confirming before the challenge is done keeps waiting.
    expect((await confirm(cookie, attempt)).status).toBe(202);
    const back = await pressButton(t, first.body.action.url, 'pass');
    const returned = new URL(back.location ?? '', t.url);
    expect(returned.pathname).toBe('/subscriptions');
    expect(returned.searchParams.get('attempt')).toBe(attempt);
    expect(returned.searchParams.get('dialog')).toBe('renew');
    const done = await confirm(cookie, attempt);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ status: 'succeeded', charge: { amount: quote.body.total } });
    expect((await confirm(cookie, attempt)).body).toEqual(done.body);
    expect((await start(cookie, order)).body.checkout).toEqual(done.body.checkout);
    expect(await gatewayCharges()).toBe(before + 1);
  });

  it('a failed challenge is a 402; PUT tries again with another card and succeeds', async () => {
    const cookie = await signInAs(t, 'esim');
    const threeDs = await storeCard(t, cookie, CARDS.threeDs);
    const attempt = attemptId();
    const first = await start(cookie, {
      attempt,
      flow: 'additional_purchase',
      priceId: PRICES.premium1,
      paymentMethodId: threeDs.id,
    });
    expect(first.status).toBe(202);
    expect((await retry(cookie, { attempt })).status).toBe(409); // the challenge is still open
    await pressButton(t, first.body.action.url, 'fail');
    const failed = await confirm(cookie, attempt);
    expect(failed.status).toBe(402);
    expect(failed.body.error.code).toBe('authentication_error');
    expect((await state(cookie, attempt)).body).toMatchObject({
      status: 'declined',
      error: { code: 'authentication_error' },
    });
    const visa = await storeCard(t, cookie, CARDS.visa);
    const second = await retry(cookie, { attempt, paymentMethodId: visa.id });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.charge.paymentMethod).toMatch(/4242$/);
    expect((await state(cookie, attempt)).body.status).toBe('succeeded');
    // A settled attempt is not charged again by another PUT or POST.
    expect((await retry(cookie, { attempt, paymentMethodId: visa.id })).body).toEqual(second.body);
  });

  it('a declined stored card is 402 with its spec §8 key; GET shows the decline', async () => {
    const cookie = await signInAs(t, 'grace'); // its stored Visa •••• 0069 expired
    const attempt = attemptId();
    const res = await start(cookie, {
      attempt,
      flow: 'renewal',
      subscriptionId: publicId('grace'),
    });
    expect(res.status).toBe(402);
    expect(res.body.error.code).toBe('card_details_outdated');
    const read = await state(cookie, attempt);
    expect(read.body).toMatchObject({
      status: 'declined',
      flow: 'renewal',
      error: { code: 'card_details_outdated' },
    });
    const card = await storeCard(t, cookie, CARDS.mastercard);
    const paid = await retry(cookie, { attempt, paymentMethodId: card.id });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.flow).toBe('renewal'); // the second try is made for the attempt's flow
    expect(paid.body.subscription.auto_bill_payment_failed).toBe(false);
    expect(paid.body.subscription.state).toBe('active');
    expect(new Date(paid.body.subscription.next_payment_date) > t.clock.now()).toBe(true);
  });
});

describe(`v2 checkout: refusals (${testDatabaseKind})`, () => {
  it('needs a session (401)', async () => {
    const res = await estimate(undefined, { flow: 'additional_purchase', priceId: PRICES.basic1 });
    expect(res.status).toBe(401);
    expect((await t.request('GET', '/api/v2/checkout/?attempt=x')).status).toBe(401);
  });

  it('checks the order: subscription needed, no price for a renewal, a price otherwise (400)', async () => {
    const cookie = await signInAs(t, 'basic-us');
    const cases = [
      [{ flow: 'edit_subscription', priceId: PRICES.premium1 }, 'subscriptionId'],
      [{ flow: 'renewal', subscriptionId: 'x', priceId: PRICES.basic1 }, 'priceId'],
      [{ flow: 'additional_purchase' }, 'priceId'],
      [{ flow: 'additional_purchase', priceId: 'no-such-price' }, 'priceId'],
    ] as const;
    const longReturn = await start(cookie, {
      attempt: attemptId(),
      flow: 'additional_purchase',
      priceId: PRICES.basic1,
      returnUrl: `/${'a'.repeat(2040)}`, // valid alone, too long once the attempt is added
    });
    expect(longReturn.status).toBe(400);
    expect(Object.keys(longReturn.body.error.fields)).toContain('returnUrl');
    for (const [body, field] of cases) {
      const res = await estimate(cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {})).toContain(field);
    }
  });

  it('a foreign subscription or payment method is 404; an unchangeable one 403', async () => {
    const cookie = await signInAs(t, 'basic-us');
    const foreign = await estimate(cookie, { flow: 'renewal', subscriptionId: publicId('esim') });
    expect(foreign.status).toBe(404);
    const method = await t.server.database.db
      .selectFrom('payment_methods')
      .select('id')
      .where('user_id', '=', (await subscriptionRow(t, 'premium-gb')).user_id)
      .executeTakeFirstOrThrow();
    const notMine = await start(cookie, {
      attempt: attemptId(),
      flow: 'additional_purchase',
      priceId: PRICES.basic1,
      paymentMethodId: method.id,
    });
    expect(notMine.status).toBe(404);
    const expired = await signInAs(t, 'expired');
    const refused = await estimate(expired, {
      flow: 'add_addon',
      subscriptionId: publicId('expired'),
      priceIds: [PRICES.dip12],
    });
    expect(refused.status).toBe(403); // decision 0022: add-ons only on a running subscription
    expect(refused.body.error.code).toBe('subscription_not_changeable');
  });

  it('an unexpected failure answers the spec §8 v2 checkout message (500); reconciliation completes it', async () => {
    const cookie = await signInAs(t, 'premium-gb');
    const faults = t.server.app.checkout.faults;
    faults.afterCharge = () => {
      throw new Error('crash between the charge and the commit');
    };
    const attempt = attemptId();
    try {
      const res = await start(cookie, {
        attempt,
        flow: 'additional_purchase',
        priceId: 'regular-basic-1m-gbp',
      });
      expect(res.status).toBe(500);
      expect(res.body.error.message).toBe(V2_ERROR_OVERRIDES.checkout[500]);
      expect(res.body.error.message).toBe('Internal Server Error.');
    } finally {
      delete faults.afterCharge;
    }
    // decision 0020: the charge the crash left unbooked is completed from the stored attempt.
    expect((await state(cookie, attempt)).body.status).toBe('pending');
    t.clock.advance(6 * 60_000);
    const report = await t.server.app.checkout.reconcile(t.clock.now());
    expect(report.completed).toHaveLength(1);
    const done = await state(cookie, attempt);
    expect(done.body).toMatchObject({ status: 'succeeded', flow: 'additional_purchase' });
    expect(done.body.charge.amount.currency).toBe('GBP');
    expect(done.body.subscription.state).toBe('active');
  });
});

describe(`v2 checkout: the portal flow is the attempt's, not the customer's xv (${testDatabaseKind})`, () => {
  const attemptRow = (id: string) =>
    t.server.database.db
      .selectFrom('checkout_attempts')
      .select(['request_body', 'portal_flow'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('a portal renewal keeps its flow in the attempt: no xv in the body, and one written there changes nothing', async () => {
    const cookie = await signInAs(t, 'change-plan');
    const attempt = attemptId();
    const res = await start(cookie, {
      attempt,
      flow: 'renewal',
      subscriptionId: publicId('change-plan'),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.flow).toBe('renewal');
    const id = `v2:${(await subscriptionRow(t, 'change-plan')).user_id}:${attempt}`;
    const row = await attemptRow(id);
    expect(row.portal_flow).toBe('renewal');
    expect(JSON.parse(row.request_body)).not.toHaveProperty('xv');
    // A marker in the body's tracking data, as the portal wrote it before, is only data now.
    const marked = { ...JSON.parse(row.request_body), xv: { portal_flow: 'add_addon' } };
    await t.server.database.db
      .updateTable('checkout_attempts')
      .set({ request_body: JSON.stringify(marked) })
      .where('id', '=', id)
      .execute();
    expect((await state(cookie, attempt)).body).toMatchObject({
      status: 'succeeded',
      flow: 'renewal',
    });
  });

  it('a customer’s own xv.portal_flow on a v1 purchase under a portal attempt id neither reads as a renewal nor passes for one', async () => {
    const cookie = await signInAs(t, 'autorenew');
    const sub = await subscriptionRow(t, 'autorenew');
    const attempt = attemptId();
    const v1 = await t.request('POST', '/api/v1/checkout-for-customer', {
      cookie,
      body: {
        checkoutAttemptId: `v2:${sub.user_id}:${attempt}`,
        flow: 'edit_subscription',
        subscriptionId: publicId('autorenew'),
        offerId: 'regular',
        priceId: sub.price_id,
        priceIds: [],
        checkoutItems: [],
        confirmSecondSubscription: false,
        returnUrl: `/subscriptions?attempt=${attempt}`,
        xv: { portal_flow: 'renewal' },
      },
    });
    expect(v1.status, JSON.stringify(v1.body)).toBe(200);
    expect((await attemptRow(`v2:${sub.user_id}:${attempt}`)).portal_flow).toBeNull();
    const read = await state(cookie, attempt);
    expect(read.body).toMatchObject({ status: 'succeeded', flow: 'edit_subscription' });
    // The portal's renewal under that attempt id is another request, not this one replayed.
    const renewal = await start(cookie, {
      attempt,
      flow: 'renewal',
      subscriptionId: publicId('autorenew'),
    });
    expect(renewal.status).toBe(422);
    expect(renewal.body.error.code).toBe('checkout_attempt_reused');
  });
});
