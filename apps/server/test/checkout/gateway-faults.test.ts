import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardSource, sandboxOf } from '../payments/sandbox-client';
import { startTestServer, testDatabaseKind, type TestServer } from '../test-server';
import { attemptId, checkoutBody, CARDS, createIntent, postCheckout } from './checkout-client';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    SANDBOX_GATEWAY_FAILURE_RATE: '0.3',
    SANDBOX_GATEWAY_TIMEOUT_RATE: '0.2',
    GATEWAY_TIMEOUT_MS: '100',
    SANDBOX_GATEWAY_SEED: '7',
  });
});
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 1_500)); // let dropped answers settle
  await t.close();
});

/** The spec §8 client: a 5xx is retried with a new attempt id (no waiting in tests). */
async function withRetries<T extends { status: number }>(call: () => Promise<T>, tries = 30) {
  for (let i = 1; ; i++) {
    const res = await call();
    if (res.status < 500 || i === tries) return { res, tries: i };
  }
}

describe(`checkout through a failing gateway (${testDatabaseKind})`, () => {
  it('answers 502 (retryable) to gateway outages and never charges twice', async () => {
    let retried = 0;
    for (let purchase = 0; purchase < 6; purchase++) {
      const source = await cardSource(t, CARDS.visa);
      const { res: made } = await withRetries(async () => {
        const r = await createIntent(t, { source });
        return r.res.status === 200 ? { status: 200, intent: r.intent } : { status: r.res.status };
      });
      expect(made.status).toBe(200);
      const intentId = (made as { intent: { id: string } }).intent.id;
      const body = checkoutBody(intentId);
      const { res, tries } = await withRetries(() =>
        postCheckout(t, { ...body, checkoutAttemptId: attemptId() }),
      );
      retried += tries - 1;
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const charges = (await sandboxOf(t).listCharges()).filter((c) => c.intentId === intentId);
      expect(charges.map((c) => c.status)).toEqual(['succeeded']);
      const ledger = await t.server.database.db
        .selectFrom('charges')
        .select('id')
        .where('gateway_charge_id', '=', charges[0]?.id ?? '')
        .execute();
      expect(ledger).toHaveLength(1);
    }
    expect(retried).toBeGreaterThan(0); // the faults really happened
    const subscriptions = await t.server.database.db
      .selectFrom('subscriptions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select('s.id')
      .where('u.email', 'like', 'buyer-%@example.com')
      .execute();
    expect(subscriptions).toHaveLength(6);
  });
});
