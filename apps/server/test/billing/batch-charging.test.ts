import { describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../../src/modules/payments/payment-gateway';
import { testDatabaseKind } from '../test-server';
import { useTestServerPerTest } from '../use-test-server';
import { engineOf, insertDueSubscriptions } from './helpers';

// Issue 19 item 4: the engine charges a batch of due renewals in one gateway call where the
// gateway takes one (the sandbox), and one by one where it does not (Stripe has no batch call).
// Either way each period is charged once, under its key, and booked once.
const t = useTestServerPerTest();

const COUNT = 30;

/** The port, with every charge call counted (`many`: the sizes of the batch calls). */
function counting(real: PaymentGateway, batch: boolean) {
  const calls = { one: 0, many: [] as number[] };
  const gateway = Object.assign(Object.create(real) as PaymentGateway, {
    charge: (input: Parameters<PaymentGateway['charge']>[0]) => {
      calls.one++;
      return real.charge(input);
    },
    chargeMany: batch
      ? (inputs: Parameters<PaymentGateway['charge']>[0][]) => {
          calls.many.push(inputs.length);
          return real.chargeMany?.(inputs);
        }
      : undefined,
  });
  return { gateway, calls };
}

async function expectEachBookedOnce(ids: readonly string[]) {
  const db = t.server.database.db;
  const due = t.clock.now().toISOString();
  const invoices = await db
    .selectFrom('invoices')
    .select('subscription_id')
    .where('subscription_id', 'in', ids)
    .execute();
  expect(invoices.map((i) => i.subscription_id).sort()).toEqual([...ids].sort());
  const charged = await db
    .selectFrom('sandbox_gateway_charges')
    .select(['idempotency_key', 'status'])
    .where(
      'idempotency_key',
      'in',
      ids.map((id) => `renewal:${id}:${due}:0`),
    )
    .execute();
  expect(charged).toHaveLength(ids.length);
  expect(new Set(charged.map((c) => c.status))).toEqual(new Set(['succeeded']));
}

/** COUNT due renewals run by an engine over the counting port; each is booked once. */
async function renewThrough(batch: boolean, label: string) {
  const ids = await insertDueSubscriptions(t, COUNT, label);
  const { gateway, calls } = counting(t.server.app.paymentGateway, batch);
  const summary = await engineOf(t, { owner: label, batchSize: 50, gateway }).runDue(t.clock.now());
  expect(summary.paid).toBeGreaterThanOrEqual(COUNT);
  await expectEachBookedOnce(ids);
  return calls;
}

describe(`billing engine: charging a batch (${testDatabaseKind})`, () => {
  it('hands the batch to a gateway that takes one in a single call', async () => {
    const calls = await renewThrough(true, 'batch_call');
    expect(calls.one).toBe(0);
    expect(Math.max(...calls.many)).toBeGreaterThanOrEqual(COUNT);
  });

  it('charges one by one where the gateway has no batch call, with the same bookings', async () => {
    const calls = await renewThrough(false, 'one_by_one');
    expect(calls.many).toEqual([]);
    expect(calls.one).toBeGreaterThanOrEqual(COUNT);
  });
});
