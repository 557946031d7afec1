import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxOf } from '../payments/sandbox-client';
import { startTestServer, testDatabaseKind, type TestServer } from '../test-server';
import { COUNTS, TIMEOUT_MS } from './reliability-config';

/**
 * Gateway faults at scale (issue 10 item 2, decision 0090): the sandbox answers 15 % of calls
 * with a 5xx and lets another 15 % take effect but never answer (a timeout), with 20 ms of added
 * latency on every call. Buyers retry as spec §8 says. Result: every purchase ends charged once,
 * and no single checkout answer takes longer than the gateway timeout + 1 s.
 */
const GATEWAY_TIMEOUT_MS = 300;
const CONCURRENCY = 8;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    SANDBOX_GATEWAY_FAILURE_RATE: '0.15',
    SANDBOX_GATEWAY_TIMEOUT_RATE: '0.15',
    SANDBOX_GATEWAY_LATENCY_MS: '20',
    GATEWAY_TIMEOUT_MS: String(GATEWAY_TIMEOUT_MS),
    SANDBOX_GATEWAY_SEED: '10',
  });
});
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 500));
  await t.close();
});

const latencies: number[] = [];

/** The spec §8 client: a 5xx (or a dropped connection) is retried, up to 30 times here. */
async function retried<T extends { status: number }>(call: () => Promise<T>): Promise<T> {
  for (let i = 1; ; i++) {
    const res = await call();
    if (res.status < 500 || i >= 30) return res;
  }
}

const RESIDENCE = { residenceCountry: 'US', residenceState: 'CA', residenceZipcode: '94105' };
const ORDER = {
  offerId: 'regular',
  priceId: 'regular-premium-12m-usd',
  priceIds: ['regular-premium-12m-usd'],
  checkoutItems: [],
};

async function buy() {
  const email = `faults-${randomUUID().slice(0, 12)}@example.com`;
  const token = await t.request('POST', '/sandbox-gateway/v1/tokens', {
    tenant: null,
    body: { number: '4242424242424242', cvc: '123', exp_month: 12, exp_year: 2030 },
  });
  expect(token.status).toBe(201);
  const intent = await retried(() =>
    t.request('POST', '/api/v1/payment-intent', {
      body: {
        checkoutAttemptId: `att_${randomUUID()}`,
        amount: { unscaledValue: 0, scale: 2, currency: 'USD' },
        userSession: { pageViewId: 'pv-faults' },
        paymentMethodType: 'card',
        paymentSource: { token: token.body.id, clientSecret: token.body.client_secret },
        order: { ...ORDER, customer: RESIDENCE },
      },
    }),
  );
  expect(intent.status, JSON.stringify(intent.body)).toBe(200);
  const made = JSON.parse(intent.body.chargebeeBody);
  const intentId = made.id as string;
  let tries = 0;
  const res = await retried(async () => {
    tries++;
    const started = performance.now();
    const answer = await t.request('POST', '/api/v1/checkout', {
      body: {
        checkoutAttemptId: `att_${randomUUID()}`,
        ...ORDER,
        paymentIntentId: intentId,
        paymentIntentClientSecret: made.client_secret,
        paymentSourceType: 'card',
        customer: { email, emailSubscriptionStatus: 'subscribed', ...RESIDENCE },
        xv: {},
        userSession: { pageViewId: 'pv-faults' },
      },
    });
    latencies.push(performance.now() - started);
    return answer;
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { email, intentId, tries };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

describe(`checkout through a gateway with 30 % faults (${testDatabaseKind})`, () => {
  it(
    `${COUNTS.faultyCheckouts} checkouts with retries: 0 double charges, p99 within timeout + 1 s`,
    async () => {
      const queue = Array.from({ length: COUNTS.faultyCheckouts }, (_, i) => i);
      const bought: Awaited<ReturnType<typeof buy>>[] = [];
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (queue.shift() !== undefined) bought.push(await buy());
        }),
      );
      const charges = await sandboxOf(t).listCharges();
      const kept = charges.filter((c) => c.status === 'succeeded' && c.refundedAmount < c.amount);
      const ledger = await t.server.database.db
        .selectFrom('charges')
        .select(['gateway_charge_id', 'invoice_id', 'subscription_id'])
        .where('kind', '=', 'charge')
        .where('status', '=', 'succeeded')
        .execute();
      for (const p of bought) {
        const mine = kept.filter((c) => c.intentId === p.intentId);
        expect(mine, `${p.email} charged once`).toHaveLength(1);
        const booked = ledger.filter((l) => l.gateway_charge_id === mine[0]?.id);
        expect(booked).toHaveLength(1);
        expect(booked[0]?.invoice_id).toBeTruthy();
        expect(booked[0]?.subscription_id).toBeTruthy();
      }
      const retries = bought.reduce((n, p) => n + p.tries - 1, 0);
      expect(retries, 'the faults really happened').toBeGreaterThan(0);
      const p99 = percentile(latencies, 99);
      process.stdout.write(
        `gateway faults (${testDatabaseKind}): ${JSON.stringify({
          checkouts: bought.length,
          checkoutCalls: latencies.length,
          retries,
          doubleCharges: 0,
          p50Ms: Math.round(percentile(latencies, 50)),
          p99Ms: Math.round(p99),
          maxMs: Math.round(Math.max(...latencies)),
          limitMs: GATEWAY_TIMEOUT_MS + 1000,
        })}\n`,
      );
      expect(p99).toBeLessThanOrEqual(GATEWAY_TIMEOUT_MS + 1000);
    },
    TIMEOUT_MS,
  );
});
