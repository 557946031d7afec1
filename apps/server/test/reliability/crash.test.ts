import { randomUUID } from 'node:crypto';
import { addCalendarMonths } from '@halyard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import type { CrashPoint } from '../../src/reliability/crash-points';
import { COUNTS, FULL, TIMEOUT_MS } from './reliability-config';
import {
  assertBuilt,
  createProcessDatabase,
  openProcessDatabase,
  startServerProcess,
  type ProcessDatabase,
  type ServerProcess,
} from './server-process';

/**
 * Crash injection (issue 10 item 1, decision 0090): the built server runs checkouts and renewals
 * and SIGKILLs itself (CRASH_AT) before the gateway call, between the charge and the commit, and
 * between the commit and the answer. The harness restarts it, clients retry as spec §8 says (a
 * new attempt id, the same payment intent), some clients give up instead, and reconciliation
 * runs. Then, from the database: no double charge, no gateway charge without its subscription and
 * invoice, every purchase either charged and active or not charged at all.
 */

const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
type Outcome = 'succeeded' | 'abandoned';
interface Purchase {
  email: string;
  intentId: string;
  outcome: Outcome;
  attempts: number;
}

class Harness {
  server!: ServerProcess;
  kills = new Map<string, number>();
  restarts = 0;
  constructor(
    readonly db: ProcessDatabase,
    private env: Record<string, string>,
  ) {}

  async start(env: Record<string, string> = this.env) {
    this.env = env;
    this.server = await startServerProcess(this.db, env);
  }

  /** The server died: count where, and start it again with the same settings. */
  async recover() {
    const { signal } = await this.server.exited;
    expect(
      signal,
      `the server ended by ${signal}, not by a crash point:\n${this.server.stderr()}`,
    ).toBe('SIGKILL');
    const point = /CRASH_AT: killed at (\S+)/.exec(this.server.stderr())?.[1] ?? 'unknown';
    this.kills.set(point, (this.kills.get(point) ?? 0) + 1);
    this.restarts++;
    if (FULL && this.restarts % 20 === 0)
      process.stderr.write(`crash injection: ${JSON.stringify(Object.fromEntries(this.kills))}\n`);
    await this.start();
  }

  /** One call; `null` when the connection broke (the process was killed under it). */
  async call(method: string, urlPath: string, body?: unknown, tenant: string | null = 'halyard') {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (tenant) headers['x-tenant-id'] = tenant;
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      const res = await fetch(this.server.url + urlPath, {
        method,
        headers,
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    } catch {
      return null;
    }
  }

  /** A call that must get through: after a crash, restart and repeat it. */
  async reliable(method: string, urlPath: string, body?: unknown, tenant?: string | null) {
    for (;;) {
      const res = await this.call(method, urlPath, body, tenant);
      if (res) return res;
      await this.recover();
    }
  }

  async stop() {
    await this.server?.kill('SIGTERM');
  }
}

const RESIDENCE = { residenceCountry: 'US', residenceState: 'CA', residenceZipcode: '94105' };
const ORDER = {
  offerId: 'regular',
  priceId: 'regular-premium-1m-usd',
  priceIds: ['regular-premium-1m-usd'],
  checkoutItems: [],
};

/** The intent's id and the client secret its creator keeps (decision 0101). */
interface IntentRef {
  id: string;
  secret: string;
}

const checkoutBody = (intent: IntentRef, email: string) => ({
  checkoutAttemptId: `att_${randomUUID()}`,
  ...ORDER,
  paymentIntentId: intent.id,
  paymentIntentClientSecret: intent.secret,
  paymentSourceType: 'card',
  customer: { email, emailSubscriptionStatus: 'subscribed', ...RESIDENCE },
  xv: { experiment: 'crash' },
  userSession: { pageViewId: 'pv-crash' },
});

/** Token, intent, checkout — retried after a crash unless `giveUp()` says this buyer gives up. */
async function purchase(h: Harness, giveUp: () => boolean): Promise<Purchase> {
  const email = `crash-${randomUUID().slice(0, 12)}@example.com`;
  const token = await h.reliable(
    'POST',
    '/sandbox-gateway/v1/tokens',
    {
      number: '4242424242424242',
      cvc: '123',
      exp_month: 12,
      exp_year: 2099, // the renewal phase runs for decades of test-clock months
    },
    null,
  );
  expect(token.status).toBe(201);
  const intent = await h.reliable('POST', '/api/v1/payment-intent', {
    checkoutAttemptId: `att_${randomUUID()}`,
    amount: { unscaledValue: 0, scale: 2, currency: 'USD' },
    userSession: { pageViewId: 'pv-crash' },
    paymentMethodType: 'card',
    paymentSource: { token: token.body.id, clientSecret: token.body.client_secret },
    order: { ...ORDER, customer: RESIDENCE },
    returnUrl: '/checkout/return',
  });
  expect(intent.status, JSON.stringify(intent.body)).toBe(200);
  const made = JSON.parse(intent.body.chargebeeBody);
  const ref: IntentRef = { id: made.id, secret: made.client_secret };
  const intentId = ref.id;
  for (let attempts = 1; ; attempts++) {
    // spec §8: every retry is a new attempt id; the intent (and so the charge key) stays.
    const res = await h.call('POST', '/api/v1/checkout', checkoutBody(ref, email));
    if (res) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.subscription?.id ?? res.body.redirectUrl).toBeTruthy();
      return { email, intentId, outcome: 'succeeded', attempts };
    }
    await h.recover();
    // Each buyer decides at its first killed checkout: give up, or retry until it succeeds.
    if (attempts === 1 && giveUp()) return { email, intentId, outcome: 'abandoned', attempts };
  }
}

interface GatewayCharge {
  id: string;
  idempotency_key: string;
  intent_id: string | null;
  amount: number;
  refunded_amount: number;
  status: string;
  metadata: string;
}

async function gatewayCharges(db: DatabaseHandle): Promise<GatewayCharge[]> {
  return db.db
    .selectFrom('sandbox_gateway_charges')
    .select([
      'id',
      'idempotency_key',
      'intent_id',
      'amount',
      'refunded_amount',
      'status',
      'metadata',
    ])
    .execute();
}

const kept = (c: GatewayCharge) => c.status === 'succeeded' && c.refunded_amount < c.amount;

/** Every kept gateway charge is booked once: a ledger charge with its invoice and subscription. */
async function expectEveryChargeBooked(db: DatabaseHandle, charges: GatewayCharge[]) {
  const ledger = await db.db
    .selectFrom('charges')
    .select(['gateway_charge_id', 'invoice_id', 'subscription_id', 'status', 'kind'])
    .where('kind', '=', 'charge')
    .where('status', '=', 'succeeded')
    .execute();
  const byGatewayId = new Map<string, typeof ledger>();
  for (const row of ledger)
    if (row.gateway_charge_id)
      byGatewayId.set(row.gateway_charge_id, [
        ...(byGatewayId.get(row.gateway_charge_id) ?? []),
        row,
      ]);
  const unbooked = charges.filter(kept).filter((c) => (byGatewayId.get(c.id) ?? []).length !== 1);
  expect(unbooked, 'gateway charges without exactly one booking').toEqual([]);
  for (const c of charges.filter(kept)) {
    const [row] = byGatewayId.get(c.id) ?? [];
    expect(row?.invoice_id, `charge ${c.id} has no invoice`).toBeTruthy();
    expect(row?.subscription_id, `charge ${c.id} has no subscription`).toBeTruthy();
  }
}

const CHECKOUT_POINTS: CrashPoint[] = [
  'checkout:before-charge',
  'checkout:after-charge',
  'checkout:after-commit',
];
const RENEWAL_POINTS: CrashPoint[] = [
  'renewal:before-charge',
  'renewal:after-charge',
  'renewal:after-commit',
];

const figures: Record<string, unknown> = {};

beforeAll(() => assertBuilt());
afterAll(() => {
  process.stdout.write(`crash injection (${kind}): ${JSON.stringify(figures)}\n`);
});

describe(`crash injection against the built server (${kind})`, () => {
  let h: Harness | undefined;
  afterAll(async () => {
    await h?.stop();
    await h?.db.drop();
  });

  it(
    `checkout: ${COUNTS.crashesPerPoint} SIGKILLs at each point, retries, reconciliation → exactly once`,
    async () => {
      const db = await createProcessDatabase();
      h = new Harness(db, {});
      await h.start();
      const purchases: Purchase[] = [];
      // Buyers alternate after their first killed checkout: the first retries, the next gives up, …
      let crashes = 0;
      const giveUp = () => crashes++ % 2 === 1;
      for (const point of CHECKOUT_POINTS) {
        await h.server.kill('SIGTERM');
        await h.start({ CRASH_AT: `${point}:0.5` });
        while ((h.kills.get(point) ?? 0) < COUNTS.crashesPerPoint)
          purchases.push(await purchase(h, giveUp));
      }
      // Reconciliation: a clean server, 10 minutes later (charges older than 5 minutes qualify).
      await h.server.kill('SIGTERM');
      await h.start({ CHECKOUT_RECONCILE_INTERVAL_MS: '300' });
      expect(
        (await h.reliable('POST', '/api/test/clock', { advanceMs: 600_000 }, null)).status,
      ).toBe(200);
      const handle = openProcessDatabase(db);
      try {
        const mustBook = async () => {
          const charges = (await gatewayCharges(handle)).filter(
            (c) => JSON.parse(c.metadata).purpose === 'checkout',
          );
          const booked = await handle.db
            .selectFrom('charges')
            .select('gateway_charge_id')
            .where('kind', '=', 'charge')
            .execute();
          const ids = new Set(booked.map((b) => b.gateway_charge_id));
          return charges.filter(kept).filter((c) => !ids.has(c.id)).length;
        };
        const deadline = Date.now() + 30_000;
        while ((await mustBook()) > 0 && Date.now() < deadline)
          await new Promise((r) => setTimeout(r, 200));
        await h.server.kill('SIGTERM');

        const charges = (await gatewayCharges(handle)).filter(
          (c) => JSON.parse(c.metadata).purpose === 'checkout',
        );
        // 0 double charges: one kept charge per intent at most.
        const perIntent = new Map<string, number>();
        for (const c of charges.filter(kept))
          perIntent.set(c.intent_id ?? c.id, (perIntent.get(c.intent_id ?? c.id) ?? 0) + 1);
        expect([...perIntent.values()].filter((n) => n > 1)).toEqual([]);
        // 0 gateway charges without a subscription and an invoice.
        await expectEveryChargeBooked(handle, charges);
        // Every purchase: charged + active, or not charged and nothing created.
        let reconciled = 0;
        let notCharged = 0;
        for (const p of purchases) {
          const charged = charges.filter((c) => c.intent_id === p.intentId && kept(c));
          const subs = await handle.db
            .selectFrom('subscriptions as s')
            .innerJoin('users as u', 'u.id', 's.user_id')
            .select(['s.state', 's.id'])
            .where('u.email', '=', p.email)
            .execute();
          if (p.outcome === 'succeeded' || charged.length > 0) {
            expect(charged, `${p.email}: one charge`).toHaveLength(1);
            expect(
              subs.map((s) => s.state),
              `${p.email}: one active subscription`,
            ).toEqual(['active']);
            if (p.outcome === 'abandoned') reconciled++;
          } else {
            expect(subs, `${p.email}: not charged, so nothing was sold`).toEqual([]);
            notCharged++;
          }
        }
        const retried = purchases.filter((p) => p.outcome === 'succeeded' && p.attempts > 1);
        expect(retried.length).toBeGreaterThan(0);
        figures.checkout = {
          purchases: purchases.length,
          kills: Object.fromEntries(h.kills),
          retriedThenSucceeded: retried.length,
          abandoned: purchases.filter((p) => p.outcome === 'abandoned').length,
          abandonedCompletedByReconciliation: reconciled,
          abandonedNeverCharged: notCharged,
          doubleCharges: 0,
          chargesWithoutBooking: 0,
        };
        for (const point of CHECKOUT_POINTS)
          expect(h.kills.get(point) ?? 0).toBeGreaterThanOrEqual(COUNTS.crashesPerPoint);
      } finally {
        await handle.close();
      }
    },
    TIMEOUT_MS,
  );

  it(
    `renewals: ${COUNTS.crashesPerPoint} SIGKILLs at each point of the billing run → every period charged and booked once`,
    async () => {
      await h?.stop();
      await h?.db.drop();
      const db = await createProcessDatabase();
      h = new Harness(db, {});
      await h.start();
      const start = new Date();
      const bought: Purchase[] = [];
      for (let i = 0; i < 6; i++) bought.push(await purchase(h, () => false));
      const handle = openProcessDatabase(db);
      try {
        const rows = await handle.db
          .selectFrom('subscriptions as s')
          .innerJoin('users as u', 'u.id', 's.user_id')
          .select(['s.id', 's.next_payment_date'])
          .where(
            'u.email',
            'in',
            bought.map((p) => p.email),
          )
          .execute();
        expect(rows).toHaveLength(6);
        let months = 0;
        for (const point of RENEWAL_POINTS) {
          // before-charge is passed once per due row (about ten a run); the others once a run.
          // A killed run is retried for the same month, so kills per month ≈ p / (1 − p).
          const probability = point === 'renewal:before-charge' ? 0.1 : 0.8;
          await h.server.kill('SIGTERM');
          await h.start({ CRASH_AT: `${point}:${probability}` });
          while ((h.kills.get(point) ?? 0) < COUNTS.crashesPerPoint) {
            months++;
            for (let retry = 0; ; retry++) {
              // Leases of a killed run lapse after 5 minutes: each retry comes 6 minutes later.
              const at = new Date(
                addCalendarMonths(start, months).getTime() + 3_600_000 + retry * 360_000,
              );
              const set = await h.reliable(
                'POST',
                '/api/test/clock',
                { set: at.toISOString() },
                null,
              );
              expect(set.status).toBe(200);
              const run = await h.call('POST', '/api/test/billing/run', undefined, null);
              if (run) {
                expect(run.status, JSON.stringify(run.body)).toBe(200);
                break;
              }
              await h.recover();
            }
          }
        }
        await h.server.kill('SIGTERM');
        const charges = (await gatewayCharges(handle)).filter((c) =>
          c.idempotency_key.startsWith('renewal:'),
        );
        // 0 double renewals: one kept charge per subscription and due date.
        const perPeriod = new Map<string, number>();
        for (const c of charges.filter(kept)) {
          const period = c.idempotency_key.split(':').slice(0, 3).join(':');
          perPeriod.set(period, (perPeriod.get(period) ?? 0) + 1);
        }
        expect([...perPeriod].filter(([, n]) => n > 1)).toEqual([]);
        await expectEveryChargeBooked(handle, charges);
        // The bought monthly subscriptions were renewed once a month, every month.
        for (const row of rows) {
          const invoices = await handle.db
            .selectFrom('invoices')
            .select('id')
            .where('subscription_id', '=', row.id)
            .execute();
          expect(invoices).toHaveLength(1 + months);
          const after = await handle.db
            .selectFrom('subscriptions')
            .select('next_payment_date')
            .where('id', '=', row.id)
            .executeTakeFirstOrThrow();
          expect(after.next_payment_date?.slice(0, 10)).toBe(
            addCalendarMonths(new Date(row.next_payment_date as string), months)
              .toISOString()
              .slice(0, 10),
          );
        }
        figures.renewal = {
          subscriptions: rows.length,
          months,
          renewalCharges: charges.filter(kept).length,
          kills: Object.fromEntries([...h.kills].filter(([p]) => p.startsWith('renewal'))),
          doubleRenewals: 0,
          chargesWithoutBooking: 0,
        };
        for (const point of RENEWAL_POINTS)
          expect(h.kills.get(point) ?? 0).toBeGreaterThanOrEqual(COUNTS.crashesPerPoint);
      } finally {
        await handle.close();
      }
    },
    TIMEOUT_MS,
  );
});
