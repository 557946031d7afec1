import { describe, expect, it, vi } from 'vitest';
import type { PaymentGateway } from '../../src/modules/payments/payment-gateway';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { cardIntent, CARDS, checkoutBody, postCheckout } from './checkout-client';

const t = useTestServer();

const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;

/** What reconciliation asks the gateway, recorded: the `createdSince` of each list, and the ids. */
function spyOnGateway() {
  const gateway = t.server.app.paymentGateway as PaymentGateway;
  const asked = { listedSince: [] as string[], found: [] as string[] };
  const list = gateway.chargePages.bind(gateway);
  const find = gateway.findCharges.bind(gateway);
  gateway.chargePages = (options) => {
    asked.listedSince.push(options.createdSince.toISOString());
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

/** The gateway answering `perRequest` charges a request, while `run` runs. */
async function withRequestSizes<T>(
  perRequest: PaymentGateway['chargesPerRequest'],
  run: () => Promise<T>,
): Promise<T> {
  const gateway = t.server.app.paymentGateway as { chargesPerRequest: typeof perRequest };
  const before = gateway.chargesPerRequest;
  gateway.chargesPerRequest = perRequest;
  try {
    return await run();
  } finally {
    gateway.chargesPerRequest = before;
  }
}

describe(`the ledger check asks the gateway in the fewest requests (decision 0234, ${testDatabaseKind})`, () => {
  it("lists the charges since its customers' oldest when a listed page holds more than an id costs, and asks by id otherwise", async () => {
    for (let i = 0; i < 3; i++) {
      const res = await postCheckout(t, checkoutBody(await cardIntent(t, CARDS.visa)));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const asked = spyOnGateway();
    const start = t.clock.now().getTime();
    const at = (ms: number) => t.server.app.checkout.reconcile(new Date(start + ms));
    const booked = (
      await t.server.database.db
        .selectFrom('charges')
        .select('gateway_charge_id')
        .where('status', '=', 'succeeded')
        .where('created_at', '>=', new Date(start).toISOString())
        .execute()
    ).flatMap((r) => (r.gateway_charge_id ? [r.gateway_charge_id] : []));
    // The first charge of the customers charged in the week the sweep looks at.
    const weekFrom = new Date(start + 10 * MINUTE - 7 * DAY).toISOString();
    const first = await t.server.database.db
      .selectFrom('charges')
      .select((eb) => eb.fn.min('created_at').as('at'))
      .where('status', '=', 'succeeded')
      .where('user_id', 'in', (eb) =>
        eb
          .selectFrom('charges')
          .select('user_id')
          .where('status', '=', 'succeeded')
          .where('created_at', '>=', weekFrom),
      )
      .executeTakeFirstOrThrow();

    // Stripe's sizes: one charge per retrieve, 100 per list page. Four customers' charges cost
    // four retrieves, or one page: the ledger lists from a day before the oldest, and asks for
    // nothing by id, since the listing held them all. (A clock that went back: a sweep.)
    const stripe = await withRequestSizes({ byId: 1, listed: 100 }, () => at(10 * MINUTE));
    expect(stripe.ledger).toEqual([]);
    expect(asked.listedSince).toEqual([
      new Date(start + 5 * MINUTE - 7 * DAY).toISOString(),
      new Date(Date.parse(first.at ?? '') - DAY).toISOString(),
    ]);
    expect(asked.found).toEqual([]);

    // A listed page as small as an id: listing saves nothing, so every charge is asked by id.
    asked.listedSince.length = 0;
    const small = await withRequestSizes({ byId: 1, listed: 1 }, () => at(11 * MINUTE));
    expect(small.ledger).toEqual([]);
    expect(asked.listedSince).toEqual([new Date(start - 5 * MINUTE).toISOString()]);
    expect([...asked.found].sort()).toEqual([...booked].sort());
  });
});

describe(`a long listing is split into periods listed side by side (decision 0236, ${testDatabaseKind})`, () => {
  it('lists four adjacent periods at once, the last one open, and finds every charge in them', async () => {
    for (let i = 0; i < 8; i++) {
      t.clock.advance(MINUTE);
      const res = await postCheckout(t, checkoutBody(await cardIntent(t, CARDS.visa)));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const gateway = t.server.app.paymentGateway as PaymentGateway;
    const list = gateway.chargePages.bind(gateway);
    const find = gateway.findCharges.bind(gateway);
    const periods: { createdSince: Date; createdBefore?: Date | undefined }[] = [];
    const found: string[] = [];
    let listing = 0;
    let mostAtOnce = 0;
    gateway.chargePages = async function* (options) {
      periods.push(options);
      listing++;
      mostAtOnce = Math.max(mostAtOnce, listing);
      try {
        // Each page takes a while, as a provider's request does: the listings overlap.
        await new Promise((resolve) => setTimeout(resolve, 50));
        yield* list(options);
      } finally {
        listing--;
      }
    };
    gateway.findCharges = (ids) => {
      found.push(...ids);
      return find(ids);
    };
    try {
      // A list page of 4: eight or more charges of the week's customers take four pages or more.
      const run = await withRequestSizes({ byId: 1, listed: 4 }, () =>
        t.server.app.checkout.reconcile(new Date(t.clock.now().getTime() + 10 * MINUTE)),
      );
      expect(run.ledger).toEqual([]);
    } finally {
      gateway.chargePages = list;
      gateway.findCharges = find;
    }
    // The orphan scan's own listing first; then the ledger's four periods, one after another and
    // the last open, all running at once. Nothing was left to ask for by id.
    const ledger = periods.slice(1);
    expect(ledger).toHaveLength(4);
    for (let i = 0; i < 3; i++)
      expect(ledger[i]?.createdBefore?.toISOString()).toBe(
        ledger[i + 1]?.createdSince.toISOString(),
      );
    expect(ledger[3]?.createdBefore).toBeUndefined();
    expect(mostAtOnce).toBe(4);
    expect(found).toEqual([]);
  });
});

describe(`the timer runs the orphan scan and the ledger check apart (decision 0234, ${testDatabaseKind})`, () => {
  it('keeps scanning for orphans every tick while a ledger check still waits for the gateway', async () => {
    const gateway = t.server.app.paymentGateway as PaymentGateway;
    const find = gateway.findCharges.bind(gateway);
    const list = gateway.chargePages.bind(gateway);
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls = { finds: 0, lists: 0 };
    gateway.findCharges = async (ids) => {
      calls.finds++;
      await held;
      return find(ids);
    };
    gateway.chargePages = (options) => {
      calls.lists++;
      return list(options);
    };
    try {
      // The week's customers (the checkouts above) make the ledger check ask the gateway by id,
      // and that answer is held: a daily sweep still listing a large shop's history.
      t.server.app.checkout.start(25);
      await vi.waitFor(() => expect(calls.lists).toBeGreaterThanOrEqual(4), { timeout: 5_000 });
      expect(calls.finds).toBe(1);
    } finally {
      release();
      gateway.findCharges = find;
      gateway.chargePages = list;
    }
  });
});
