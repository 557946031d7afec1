import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { engineOf, insertDueSubscriptions, withCharge } from './helpers';

// Decision 0037: the engine books a batch's paid periods in one transaction. A period another run
// booked meanwhile (its lease lapsed while the batch charged) must not be booked again by it: the
// batch is booked row by row instead, the others once each, the lost one's charge given back
// (issue 19: written for a one-statement booking of the batch, which decision 0224 measured and
// withdrew; the rule holds for the row-by-row booking as it is).
const t = useTestServer();

const COUNT = 6;

describe(`a period lost inside a booked batch (${testDatabaseKind})`, () => {
  it('books the rest once, books nothing for the lost one and refunds its charge', async () => {
    const db = t.server.database.db;
    const now = t.clock.now();
    const due = now.toISOString();
    const later = new Date(now.getTime() + 30 * 86_400_000).toISOString();
    const ids = await insertDueSubscriptions(t, COUNT, 'batch_lost');
    const stolen = ids[2] as string;
    const stolenPublicId = 'sub_batch_lost_2';

    // While the batch charges, another run (its lease taken over) books the period of one row.
    const real = t.server.app.paymentGateway;
    const gateway = withCharge(real, async (request) => {
      if (request.metadata?.subscription_id === stolenPublicId)
        await db
          .updateTable('subscriptions')
          .set({ next_payment_date: later, lease_owner: 'another-run' })
          .where('id', '=', stolen)
          .execute();
      return real.charge(request);
    });
    const engine = engineOf(t, { owner: 'engine-batch', batchSize: 50, gateway });
    const summary = await engine.runDue(now);
    expect(summary.lost).toBe(1);
    expect(summary.paid).toBeGreaterThanOrEqual(COUNT - 1);

    const invoices = await db
      .selectFrom('invoices')
      .select('subscription_id')
      .where('subscription_id', 'in', ids)
      .execute();
    expect(invoices.map((i) => i.subscription_id).sort()).toEqual(
      ids.filter((id) => id !== stolen).sort(),
    );
    const rows = await db
      .selectFrom('subscriptions')
      .select(['id', 'next_payment_date', 'lease_owner'])
      .where('id', 'in', ids)
      .execute();
    for (const row of rows)
      if (row.id === stolen) expect(row).toMatchObject({ next_payment_date: later });
      else expect((row.next_payment_date ?? '') > due).toBe(true);

    // The lost period's charge went back under the void key; no other charge was refunded.
    const key = `renewal:${stolen}:${due}:0`;
    const charge = await db
      .selectFrom('sandbox_gateway_charges')
      .select('id')
      .where('idempotency_key', '=', key)
      .executeTakeFirstOrThrow();
    const refunds = await db
      .selectFrom('sandbox_gateway_refunds')
      .selectAll()
      .where('charge_id', 'in', (eb) =>
        eb
          .selectFrom('sandbox_gateway_charges')
          .select('id')
          .where('idempotency_key', 'like', 'renewal:%:' + due + ':0'),
      )
      .execute();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ charge_id: charge.id });
  }, 60_000);
});
