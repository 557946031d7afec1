import { afterEach, describe, expect, it } from 'vitest';
import { sandboxOf } from '../payments/sandbox-client';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { attemptId, cardIntent, CARDS, checkoutBody, postCheckout } from './checkout-client';

const t = useTestServer();
afterEach(() => {
  delete t.server.app.checkout.faults.afterCharge;
});

const TEN_MINUTES = 10 * 60_000;
/** A card checkout whose commit crashes after the charge: answered 500, the fault still set. */
const checkoutCrashedAfterCharge = async () => {
  const intent = await cardIntent(t, CARDS.visa);
  const body = checkoutBody(intent);
  t.server.app.checkout.faults.afterCharge = () => {
    throw new Error('simulated crash between the charge and the commit');
  };
  expect((await postCheckout(t, body)).status).toBe(500);
  return { intent, body };
};
const chargeOf = async (intentId: string) =>
  (await sandboxOf(t).listCharges()).find((c) => c.intentId === intentId);
const recorded = (gatewayChargeId: string) =>
  t.server.database.db
    .selectFrom('charges')
    .select(['amount', 'status'])
    .where('gateway_charge_id', '=', gatewayChargeId)
    .execute();
const reconcileLater = () =>
  t.server.app.checkout.reconcile(new Date(t.clock.now().getTime() + TEN_MINUTES));

describe(`a checkout interrupted after the charge (${testDatabaseKind})`, () => {
  it('is completed by the reconciliation from its stored attempt', async () => {
    const { intent, body } = await checkoutCrashedAfterCharge();
    const charge = await chargeOf(intent);
    expect(charge?.status).toBe('succeeded');
    expect(await recorded(charge?.id ?? '')).toEqual([]);

    delete t.server.app.checkout.faults.afterCharge;
    // A charge younger than the grace period may still be committing: left alone.
    expect(await t.server.app.checkout.reconcile(t.clock.now())).toEqual({
      completed: [],
      refunded: [],
      ledger: [],
    });
    expect(await reconcileLater()).toEqual({ completed: [charge?.id], refunded: [], ledger: [] });
    expect(await recorded(charge?.id ?? '')).toEqual([{ amount: 8584, status: 'succeeded' }]);
    // The attempt now answers with the completed purchase; nothing is left to reconcile.
    const repeat = await postCheckout(t, body);
    expect(repeat.status).toBe(200);
    expect(repeat.body.subscription.id).toMatch(/^sub_/);
    expect(await reconcileLater()).toEqual({ completed: [], refunded: [], ledger: [] });
  });

  it('is completed by the client’s retry under a new attempt id, charging once', async () => {
    const { intent, body } = await checkoutCrashedAfterCharge();
    delete t.server.app.checkout.faults.afterCharge;
    const retry = await postCheckout(t, { ...body, checkoutAttemptId: attemptId() });
    expect(retry.status).toBe(200);
    const charges = (await sandboxOf(t).listCharges()).filter((c) => c.intentId === intent);
    expect(charges).toHaveLength(1);
    expect(await reconcileLater()).toEqual({ completed: [], refunded: [], ledger: [] });
  });

  it('is refunded when the purchase can no longer be completed', async () => {
    const { intent, body } = await checkoutCrashedAfterCharge();
    delete t.server.app.checkout.faults.afterCharge;
    // Meanwhile the email got an account of its own: the purchase cannot be attached to it.
    const signUp = await t.request('POST', '/api/v1/auth/sign-up', {
      body: { email: body.customer.email, password: 'a long enough password' },
    });
    expect(signUp.status).toBe(201);
    const charge = await chargeOf(intent);
    expect(await reconcileLater()).toEqual({ completed: [], refunded: [charge?.id], ledger: [] });
    expect((await chargeOf(intent))?.refundedAmount).toBe(8584);
    const repeat = await postCheckout(t, body);
    expect(repeat.status).toBe(409);
    expect(repeat.body.error.code).toBe('account_exists');
    expect(await reconcileLater()).toEqual({ completed: [], refunded: [], ledger: [] });
  });
});
