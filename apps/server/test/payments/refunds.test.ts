import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { cardToken, gatewayOf, newKey, sandboxOf } from './sandbox-client';

const t = useTestServer();

async function succeededCharge(amount: number): Promise<string> {
  const token = await cardToken(t, '4242424242424242');
  const result = await gatewayOf(t).charge({
    idempotencyKey: newKey('charge'),
    amount,
    currency: 'EUR',
    source: { type: 'token', token },
  });
  if (result.status !== 'succeeded') throw new Error(`charge ${result.status}`);
  return result.chargeId;
}

const refund = (chargeId: string, amount?: number, idempotencyKey = newKey('refund')) =>
  gatewayOf(t).refund({ idempotencyKey, chargeId, ...(amount !== undefined && { amount }) });

describe(`sandbox gateway: refunds (${testDatabaseKind})`, () => {
  it('refunds what remains of a charge when no amount is given', async () => {
    const chargeId = await succeededCharge(5995);
    expect(await refund(chargeId)).toEqual({
      status: 'succeeded',
      refundId: expect.stringMatching(/^re_/),
      chargeId,
      amount: 5995,
      currency: 'EUR',
    });
    await expect(refund(chargeId)).rejects.toMatchObject({ code: 'refund_exceeds_charge' });
  });

  it('refunds in parts up to the charged amount and refuses a refund beyond it', async () => {
    const chargeId = await succeededCharge(1000);
    expect((await refund(chargeId, 300)).amount).toBe(300);
    expect((await refund(chargeId, 600)).amount).toBe(600);
    await expect(refund(chargeId, 101)).rejects.toMatchObject({ code: 'refund_exceeds_charge' });
    expect((await refund(chargeId)).amount).toBe(100);
    const charge = (await sandboxOf(t).listCharges()).find((c) => c.id === chargeId);
    expect(charge?.refundedAmount).toBe(1000);
  });

  it('refuses a refund of more than was charged', async () => {
    const chargeId = await succeededCharge(1000);
    await expect(refund(chargeId, 1001)).rejects.toMatchObject({ code: 'refund_exceeds_charge' });
  });

  it('refunds once for the same key used twice, and refuses the key with another amount', async () => {
    const chargeId = await succeededCharge(2000);
    const key = newKey('refund-twice');
    const first = await refund(chargeId, 500, key);
    expect(await refund(chargeId, 500, key)).toEqual(first);
    await expect(refund(chargeId, 700, key)).rejects.toMatchObject({
      code: 'idempotency_key_reused',
    });
    const charge = (await sandboxOf(t).listCharges()).find((c) => c.id === chargeId);
    expect(charge?.refundedAmount).toBe(500);
  });

  it('never refunds more than the charge under concurrent refunds', async () => {
    const chargeId = await succeededCharge(1000);
    const settled = await Promise.allSettled([1, 2, 3, 4, 5].map(() => refund(chargeId, 300)));
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(3);
    const charge = (await sandboxOf(t).listCharges()).find((c) => c.id === chargeId);
    expect(charge?.refundedAmount).toBe(900);
  });

  it('refuses to refund an unknown or declined charge', async () => {
    await expect(refund('ch_missing')).rejects.toMatchObject({ code: 'unknown_charge' });
    const token = await cardToken(t, '4000000000000002');
    const key = newKey('declined');
    await gatewayOf(t).charge({
      idempotencyKey: key,
      amount: 100,
      currency: 'EUR',
      source: { type: 'token', token },
    });
    const declined = await sandboxOf(t).findChargeByIdempotencyKey(key);
    await expect(refund(declined?.id ?? '')).rejects.toMatchObject({
      code: 'charge_not_refundable',
    });
  });
});
