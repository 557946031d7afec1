import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../../src/modules/payments/payment-gateway';
import { startTestServer, testDatabaseKind, type TestServer } from '../test-server';
import { cardIntent, CARDS, checkoutBody, postCheckout } from './checkout-client';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;

/** What reconciliation asks the gateway, recorded: the `createdSince` of each list, and the ids. */
function spyOnGateway() {
  const gateway = t.server.app.paymentGateway as PaymentGateway;
  const asked = { listedSince: [] as (string | null)[], found: [] as string[] };
  const list = gateway.listCharges.bind(gateway);
  const find = gateway.findCharges.bind(gateway);
  gateway.listCharges = (options) => {
    asked.listedSince.push(options?.createdSince?.toISOString() ?? null);
    return list(options);
  };
  gateway.findCharges = (ids) => {
    asked.found.push(...ids);
    return find(ids);
  };
  return asked;
}

const gatewayIdsOfCharges = async () =>
  (await t.server.database.db.selectFrom('charges').select('gateway_charge_id').execute()).map(
    (r) => r.gateway_charge_id,
  );

const gatewayIdOf = async (subscriptionId: string) =>
  (
    await t.server.database.db
      .selectFrom('charges as c')
      .innerJoin('subscriptions as s', 's.id', 'c.subscription_id')
      .select('c.gateway_charge_id')
      .where('s.subscription_id', '=', subscriptionId)
      .executeTakeFirstOrThrow()
  ).gateway_charge_id;

describe(`a reconciliation run asks for what changed since the last, not for every charge ever (decision 0232, ${testDatabaseKind})`, () => {
  it('sweeps the week once, then looks only since the last run, and the whole week again a day later', async () => {
    const res = await postCheckout(t, checkoutBody(await cardIntent(t, CARDS.visa)));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const asked = spyOnGateway();
    const start = t.clock.now().getTime();
    const at = (ms: number) => t.server.app.checkout.reconcile(new Date(start + ms));

    // First run: the gateway's charges of the last week (less the 5-minute grace), and for the
    // ledger only the charges our books name — never a list of the gateway's whole history.
    expect(await at(10 * MINUTE)).toEqual({ completed: [], refunded: [], ledger: [] });
    expect(asked.listedSince).toEqual([new Date(start + 5 * MINUTE - 7 * DAY).toISOString()]);
    const booked = await gatewayIdsOfCharges();
    expect(asked.found.length).toBeGreaterThan(0);
    for (const id of asked.found) expect(booked).toContain(id);

    // A minute later: since the first run's end less 10 minutes' overlap. The purchase (at
    // `start`) is still inside the ledger's overlap, and is checked again.
    asked.listedSince.length = 0;
    asked.found.length = 0;
    await at(11 * MINUTE);
    expect(asked.listedSince).toEqual([new Date(start - 5 * MINUTE).toISOString()]);
    expect(asked.found).toEqual([await gatewayIdOf(res.body.subscription.id)]);

    // Twenty minutes later nobody has paid since: the gateway is asked for no charge by id.
    asked.listedSince.length = 0;
    asked.found.length = 0;
    await at(31 * MINUTE);
    expect(asked.listedSince).toEqual([new Date(start + 6 * MINUTE - 10 * MINUTE).toISOString()]);
    expect(asked.found).toEqual([]);

    // A day after the first sweep, the whole week again.
    asked.listedSince.length = 0;
    await at(DAY + 10 * MINUTE);
    expect(asked.listedSince).toEqual([new Date(start + DAY + 5 * MINUTE - 7 * DAY).toISOString()]);
    expect(asked.found.length).toBeGreaterThan(0);
  });
});
