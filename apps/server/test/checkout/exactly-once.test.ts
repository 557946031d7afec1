import { describe, expect, it } from 'vitest';
import { sandboxOf } from '../payments/sandbox-client';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { attemptId, cardIntent, CARDS, checkoutBody, postCheckout } from './checkout-client';

const t = useTestServer();

const db = () => t.server.database.db;
const chargesOf = async (intentId: string) =>
  (await sandboxOf(t).listCharges()).filter((c) => c.intentId === intentId);
const subscriptionsOf = (email: string) =>
  db()
    .selectFrom('subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select('s.subscription_id')
    .where('u.email', '=', email)
    .execute();

describe(`exactly-once checkout (${testDatabaseKind})`, () => {
  it('answers a repeated attempt id with the first result and charges once', async () => {
    const intent = await cardIntent(t, CARDS.visa);
    const body = checkoutBody(intent);
    const first = await postCheckout(t, body);
    const again = await postCheckout(t, body);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await chargesOf(intent)).toHaveLength(1);
  });

  it('refuses the same attempt id with a different body (422)', async () => {
    const intent = await cardIntent(t, CARDS.visa);
    const body = checkoutBody(intent);
    expect((await postCheckout(t, body)).status).toBe(200);
    const changed = await postCheckout(t, { ...body, isTaxable: true });
    expect(changed.status).toBe(422);
    expect(changed.body.error.code).toBe('checkout_attempt_reused');
  });

  it('answers a retry under a new attempt id (spec §8) with the first purchase', async () => {
    const intent = await cardIntent(t, CARDS.visa);
    const body = checkoutBody(intent);
    const first = await postCheckout(t, body);
    const retry = await postCheckout(t, { ...body, checkoutAttemptId: attemptId() });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(retry.cookie).toBeUndefined(); // a replay opens no session (issue 14 finding 6)
    expect(await subscriptionsOf(body.customer.email)).toHaveLength(1);
  });

  it('refuses a consumed payment intent to another purchase (409)', async () => {
    const intent = await cardIntent(t, CARDS.visa);
    expect((await postCheckout(t, checkoutBody(intent))).status).toBe(200);
    const other = await postCheckout(t, checkoutBody(intent));
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('payment_intent_consumed');
  });

  it('makes one charge and one subscription from 50 concurrent checkouts of one intent', async () => {
    const intent = await cardIntent(t, CARDS.visa);
    const body = checkoutBody(intent);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        postCheckout(t, { ...body, checkoutAttemptId: attemptId() }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((a) => a.body.subscription.id)).size).toBe(1);
    expect(await chargesOf(intent)).toMatchObject([{ status: 'succeeded' }]);
    expect(await subscriptionsOf(body.customer.email)).toHaveLength(1);
    const ledger = await db()
      .selectFrom('charges')
      .select('id')
      .where('idempotency_key', '=', `checkout:halyard:${intent}`)
      .execute();
    expect(ledger).toHaveLength(1);
  });
});
