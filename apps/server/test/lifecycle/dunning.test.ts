import { beforeEach, describe, expect, it } from 'vitest';
import { chargesOf, invoicesOf, publicId, runDue, subscriptionRow } from '../billing/helpers';
import { pressButton } from '../payments/sandbox-client';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServerPerTest } from '../use-test-server';
import { DAY, mailsTo, portalSubscription, storeTestCard } from './lifecycle-helpers';

// Issue 21 items 2 and 3 (decisions 0181, 0182). basic-de renews monthly at 15.41 EUR in 15 days;
// each test gives it a test card of the sandbox (docs/payments-sandbox.md) through
// /credit_cards/edit, then lets the engine reach the renewal on the test clock.
const t = useTestServerPerTest();
let cookie: string;
const id = publicId('basic-de');
beforeEach(async () => {
  cookie = await signInAs(t, 'basic-de');
});

const CARDS = {
  insufficientFunds: '4000000000009995',
  processingError: '4000000000000119',
  stolen: '4000000000009979',
  lost: '4000000000009961',
  closed: '4000000000009953',
  doNotHonour: '4000000000009938',
  invalidNumber: '4000000000000002', // generic at the sandbox; incorrect_number is refused earlier
  authOffSession: '4000000000003345',
  visa: '4242424242424242',
};

/** The due date, then the engine at `days` after it. */
async function dueAndRun(...days: number[]) {
  const due = (await subscriptionRow(t, 'basic-de')).next_payment_date as string;
  for (const d of days) {
    t.clock.set(new Date(Date.parse(due) + d * DAY));
    await runDue(t);
  }
  return due;
}

const failedCharges = async () => {
  const row = await subscriptionRow(t, 'basic-de');
  return (await chargesOf(t, row.id)).filter((c) => c.status === 'failed');
};

describe(`dunning by decline type (${testDatabaseKind})`, () => {
  it.each([
    ['insufficient funds', CARDS.insufficientFunds, 'insufficient_funds'],
    ['processing error', CARDS.processingError, 'processing_error'],
  ])(
    'a soft decline (%s) keeps the 3/7/14-day retries, each recorded with its code',
    async (_l, card, code) => {
      await storeTestCard(t, cookie, card);
      const due = await dueAndRun(0, 3, 7, 14);
      expect(
        (await failedCharges()).map((c) => (Date.parse(c.created_at) - Date.parse(due)) / DAY),
      ).toEqual([0, 3, 7, 14]);
      expect(await mailsTo(t, 'basic-de', 'payment_failed')).toHaveLength(3);
      expect(await mailsTo(t, 'basic-de', 'payment_method_required')).toHaveLength(0);
      expect((await subscriptionRow(t, 'basic-de')).state).toBe('expired');
      const attempts = await t.server.database.db
        .selectFrom('dunning_attempts')
        .select(['decline_code', 'decline_type', 'next_retry_at'])
        .where('subscription_id', '=', (await subscriptionRow(t, 'basic-de')).id)
        .orderBy('attempted_at')
        .execute();
      expect(attempts.map((a) => [a.decline_code, a.decline_type])).toEqual(
        Array(4).fill([code, 'soft']),
      );
      expect(attempts.map((a) => a.next_retry_at?.slice(0, 10) ?? null)).toEqual([
        ...[3, 7, 14].map((d) => new Date(Date.parse(due) + d * DAY).toISOString().slice(0, 10)),
        null,
      ]);
    },
  );

  it('the subscription shows the decline code, the next retry and the attempts while retrying', async () => {
    await storeTestCard(t, cookie, CARDS.insufficientFunds);
    const due = await dueAndRun(0);
    const sub = await portalSubscription(t, await signInAs(t, 'basic-de'), id);
    expect(sub.dunning).toEqual({
      state: 'retrying',
      decline_code: 'insufficient_funds',
      next_retry_at: new Date(Date.parse(due) + 3 * DAY).toISOString(),
      grace_ends_at: new Date(Date.parse(due) + 14 * DAY).toISOString(),
      attempts: [
        {
          attempted_at: due,
          amount: { unscaledValue: 1541, scale: 2, currency: 'EUR' },
          decline_code: 'insufficient_funds',
          decline_type: 'soft',
          next_retry_at: new Date(Date.parse(due) + 3 * DAY).toISOString(),
        },
      ],
    });
  });

  it.each([
    ['stolen card', CARDS.stolen, 'stolen_card'],
    ['lost card', CARDS.lost, 'lost_card'],
    ['closed account', CARDS.closed, 'account_closed'],
    ['do not honour', CARDS.doNotHonour, 'do_not_honor'],
  ])(
    'a hard decline (%s) stops retrying that card and asks for a new one',
    async (_l, card, code) => {
      await storeTestCard(t, cookie, card);
      await dueAndRun(0, 3, 7);
      expect(await failedCharges()).toHaveLength(1);
      const [mail, ...more] = await mailsTo(t, 'basic-de', 'payment_method_required');
      expect(more).toHaveLength(0);
      expect(mail?.text_body).toContain('/retry_manual_payment');
      const sub = await portalSubscription(t, await signInAs(t, 'basic-de'), id);
      expect(sub).toMatchObject({
        state: 'active',
        dunning: { state: 'payment_method_required', decline_code: code },
      });
      // spec §4 grace is unchanged: still unpaid after the last slot, it expires.
      await dueAndRun(14);
      expect((await subscriptionRow(t, 'basic-de')).state).toBe('expired');
    },
  );

  it('after a hard decline, a new card is charged at the next scheduled retry', async () => {
    await storeTestCard(t, cookie, CARDS.stolen);
    await dueAndRun(0, 3);
    await storeTestCard(t, await signInAs(t, 'basic-de'), CARDS.visa);
    const before = (await invoicesOf(t, 'basic-de')).length;
    await dueAndRun(7);
    const row = await subscriptionRow(t, 'basic-de');
    expect(row).toMatchObject({ state: 'active', auto_bill_payment_failed: 0 });
    expect(await invoicesOf(t, 'basic-de')).toHaveLength(before + 1);
    expect((await portalSubscription(t, await signInAs(t, 'basic-de'), id)).dunning).toBeNull();
  });
});

describe(`authentication on renewals: off-session 3-D Secure (${testDatabaseKind})`, () => {
  const authenticate = (session: string) =>
    t.request('POST', `/api/v2/subscriptions/${id}/authenticate-payment`, {
      cookie: session,
      body: { return_path: `/de/subscriptions/krn/retry_manual_payment` },
    });

  it('is not a decline: mailed, shown, completed from the link inside grace, charged once', async () => {
    await storeTestCard(t, cookie, CARDS.authOffSession);
    const due = await dueAndRun(0);
    expect(await failedCharges()).toHaveLength(0);
    const [mail] = await mailsTo(t, 'basic-de', 'authentication_required');
    expect(mail?.text_body).toMatch(/15[.,]41/);
    expect(mail?.text_body).toContain('/retry_manual_payment');
    await dueAndRun(3); // a scheduled retry does not ask the bank again off-session
    expect(await mailsTo(t, 'basic-de', 'authentication_required')).toHaveLength(1);
    const session = await signInAs(t, 'basic-de');
    expect((await portalSubscription(t, session, id)).dunning).toMatchObject({
      state: 'authentication_required',
      grace_ends_at: new Date(Date.parse(due) + 14 * DAY).toISOString(),
    });
    // From the emailed link, 5 days after the due date: the bank's page, then the payment.
    t.clock.set(new Date(Date.parse(due) + 5 * DAY));
    const first = await authenticate(session);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ status: 'requires_action' });
    const answer = await pressButton(t, first.body.challenge_url, 'pass');
    expect(answer.location).toContain(
      '/de/subscriptions/krn/retry_manual_payment?three_d_secure=passed',
    );
    const paid = await authenticate(session);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({
      status: 'paid',
      invoice: { total: { unscaledValue: 1541, currency: 'EUR' } },
      subscription: { dunning: null, auto_bill_payment_failed: false },
    });
    // A reload of the page repeats nothing: nothing waits any more.
    expect((await authenticate(session)).status).toBe(409);
    const renewalCharges = (
      await t.server.database.db
        .selectFrom('sandbox_gateway_charges')
        .select(['idempotency_key', 'status', 'created_at'])
        .where('idempotency_key', 'like', `renewal:${(await subscriptionRow(t, 'basic-de')).id}:%`)
        .execute()
    ).filter((c) => c.status === 'succeeded');
    expect(renewalCharges, JSON.stringify(renewalCharges)).toHaveLength(1);
    expect(
      new Date((await subscriptionRow(t, 'basic-de')).next_payment_date as string).getTime(),
    ).toBeGreaterThan(Date.parse(due));
  });

  it('left unauthenticated, the subscription expires at the end of grace, never charged', async () => {
    await storeTestCard(t, cookie, CARDS.authOffSession);
    await dueAndRun(0, 3, 7, 13);
    expect((await subscriptionRow(t, 'basic-de')).state).toBe('active');
    await dueAndRun(14);
    expect((await subscriptionRow(t, 'basic-de')).state).toBe('expired');
    expect(await mailsTo(t, 'basic-de', 'subscription_expired')).toHaveLength(1);
    const charges = await t.server.database.db
      .selectFrom('sandbox_gateway_charges')
      .select('status')
      .where('status', '=', 'succeeded')
      .where('idempotency_key', 'like', `renewal:${(await subscriptionRow(t, 'basic-de')).id}:%`)
      .execute();
    expect(charges).toHaveLength(0);
  });

  it('a failed bank check asks for another card', async () => {
    await storeTestCard(t, cookie, CARDS.authOffSession);
    await dueAndRun(0);
    const session = await signInAs(t, 'basic-de');
    const first = await authenticate(session);
    await pressButton(t, first.body.challenge_url, 'fail');
    const failed = await authenticate(session);
    expect(failed.status, JSON.stringify(failed.body)).toBe(402);
    expect(failed.body.error.code).toBe('authentication_error');
    expect((await portalSubscription(t, session, id)).dunning).toMatchObject({
      state: 'payment_method_required',
      decline_code: 'authentication_failed',
    });
  });

  it('another user cannot complete it (404), and nothing waits for an account in good standing (409)', async () => {
    await storeTestCard(t, cookie, CARDS.authOffSession);
    await dueAndRun(0);
    expect((await authenticate(await signInAs(t, 'basic-us'))).status).toBe(404);
    const other = await t.request(
      'POST',
      `/api/v2/subscriptions/${publicId('basic-us')}/authenticate-payment`,
      { cookie: await signInAs(t, 'basic-us'), body: { return_path: '/subscriptions' } },
    );
    expect(other.status).toBe(409);
    const offSite = await t.request('POST', `/api/v2/subscriptions/${id}/authenticate-payment`, {
      cookie: await signInAs(t, 'basic-de'),
      body: { return_path: 'https://evil.example/x' },
    });
    expect(offSite.status).toBe(400);
  });
});
