import { describe, expect, it } from 'vitest';
import { addCalendarMonths } from '@halyard/domain';
import { demoEmail } from '../../src/seed/demo-accounts';
import { mailKindsTo, runDue } from '../billing/helpers';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServerPerTest } from '../use-test-server';

// Issue 24 item 6 (decision 0165): `business@…` had no invoices at all, and `PUT /api/v2/licenses/`
// with 1,000 seats was accepted at once with no price or confirmation.

const t = useTestServerPerTest();

const put = (cookie: string, body: unknown) =>
  t.request('PUT', '/api/v2/licenses/', { cookie, body });
const estimate = (cookie: string, seats: number) =>
  t.request('PUT', '/api/v2/licenses/estimate', { cookie, body: { seats } });
const invoices = async (cookie: string) =>
  (await t.request('GET', '/api/v2/invoices/', { cookie })).body.invoices as {
    total: { unscaledValue: number; currency: string };
    lines: { description: string; quantity: number }[];
  }[];
const DAY = 86_400_000;
/** $5.00 a seat a month, 12 months (decision 0165); New York tax 4 % (decision 0021). */
const SEAT = 6000;
const withTax = (amount: number) => amount + Math.round(amount * 0.04);

describe(`business subscriptions are billed (${testDatabaseKind})`, () => {
  it('should show the current term’s invoice and the renewal price', async () => {
    const cookie = await signInAs(t, 'business');
    const [first] = await invoices(cookie);
    expect(first?.total.unscaledValue).toBe(withTax(10 * SEAT));
    expect(first?.lines[0]?.quantity).toBe(10);
    const sub = (await t.request('GET', '/api/v2/licenses/', { cookie })).body
      .business_subscription;
    expect(sub).toMatchObject({
      seat_price: { unscaledValue: SEAT, currency: 'USD' },
      cycle_months: 12,
      pending_seats: null,
      renewal_price: { unscaledValue: withTax(10 * SEAT) },
    });
  });

  it('should refuse 1,000 seats without a confirmed amount, then charge them pro rata', async () => {
    const cookie = await signInAs(t, 'business');
    const sub = (await t.request('GET', '/api/v2/licenses/', { cookie })).body
      .business_subscription;
    const unconfirmed = await put(cookie, { seats: 1000 });
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.error.code).toBe('seat_charge_unconfirmed');
    expect(
      (await t.request('GET', '/api/v2/licenses/', { cookie })).body.business_subscription.seats,
    ).toBe(10);

    const quote = await estimate(cookie, 15);
    expect(quote.status).toBe(200);
    // 5 seats for the 200 days left of a term of 365 (seeded: the term ends in 200 days).
    const end = new Date(sub.next_payment_date);
    const start = addCalendarMonths(end, -12);
    const termDays = Math.round((end.getTime() - start.getTime()) / DAY);
    const proRata = Math.round((5 * SEAT * 200) / termDays);
    expect(quote.body).toMatchObject({
      current_seats: 10,
      seats: 15,
      added: 5,
      effective: 'now',
      due_now: { unscaledValue: withTax(proRata), currency: 'USD' },
      renewal_seats: 15,
      renewal_price: { unscaledValue: withTax(15 * SEAT) },
    });
    const wrong = await put(cookie, {
      seats: 15,
      expected_amount: { ...quote.body.due_now, unscaledValue: 1 },
    });
    expect(wrong.status).toBe(409);
    const added = await put(cookie, { seats: 15, expected_amount: quote.body.due_now });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.business_subscription.seats).toBe(15);
    const list = await invoices(cookie);
    expect(list).toHaveLength(2);
    expect(list[0]?.total.unscaledValue).toBe(withTax(proRata));
  });

  it('should charge and invoice added seats once when the confirmed request is sent twice at once', async () => {
    const cookie = await signInAs(t, 'business');
    const quote = await estimate(cookie, 15);
    const body = { seats: 15, expected_amount: quote.body.due_now };
    const answers = await Promise.all([put(cookie, body), put(cookie, body)]);
    // One adds the seats; the other is refused (the seats changed) or answers the same result.
    expect(answers.map((a) => a.status).sort()).toEqual(
      answers.some((a) => a.status === 409) ? [200, 409] : [200, 200],
    );
    for (const a of answers.filter((x) => x.status === 200))
      expect(a.body.business_subscription.seats).toBe(15);
    // One payment at the gateway and one invoice for the added seats, whatever the interleaving.
    const list = await invoices(cookie);
    expect(list).toHaveLength(2);
    const seatCharges = await t.server.database.db
      .selectFrom('charges')
      .select('idempotency_key')
      .where('idempotency_key', 'like', 'seats:%')
      .execute();
    expect(seatCharges).toHaveLength(1);
  });

  it('should take removed seats away at the renewal, which the engine invoices', async () => {
    let cookie = await signInAs(t, 'business');
    const fewer = await put(cookie, { seats: 4 });
    expect(fewer.status).toBe(200);
    expect(fewer.body.business_subscription).toMatchObject({ seats: 10, pending_seats: 4 });
    expect(fewer.body.business_subscription.renewal_price.unscaledValue).toBe(withTax(4 * SEAT));

    const next = fewer.body.business_subscription.next_payment_date as string;
    t.clock.set(new Date(next));
    // The three seeded business customers (business, business-legacy, business-billing) renew
    // on this date.
    expect((await runDue(t)).business).toBe(3);
    cookie = await signInAs(t, 'business'); // 200 days later: a new session
    const after = (await t.request('GET', '/api/v2/licenses/', { cookie })).body
      .business_subscription;
    expect(after).toMatchObject({
      seats: 4,
      pending_seats: null,
      next_payment_date: addCalendarMonths(new Date(next), 12).toISOString(),
    });
    expect(after.licenses).toHaveLength(4);
    const [renewal] = await invoices(cookie);
    expect(renewal?.total.unscaledValue).toBe(withTax(4 * SEAT));
    expect(await mailKindsTo(t, demoEmail('business'))).toContain('renewal_receipt');
    // Renewed once: the same instant again books nothing.
    expect((await runDue(t)).business).toBe(0);
  });

  it('should tax a business by its country: the Dutch legacy customer pays 21 % VAT in euros', async () => {
    const cookie = await signInAs(t, 'business-legacy');
    const [first] = await invoices(cookie);
    expect(first?.total).toEqual({
      unscaledValue: 5 * SEAT + Math.round(5 * SEAT * 0.21),
      scale: 2,
      currency: 'EUR',
    });
  });
});
