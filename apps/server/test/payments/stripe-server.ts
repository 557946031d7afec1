import Stripe from 'stripe';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ManualClock } from '../../src/clock';
import { startStripeMock, type MockEvent, type StripeMock } from '../stripe-mock/stripe-mock';
import {
  checkoutBody,
  createIntent,
  newEmail,
  postCheckout,
  PRICES,
  US_CA,
} from '../checkout/checkout-client';
import { startTestServer, type TestServer } from '../test-server';
import { confirmPaymentInBrowser, STRIPE_TEST_KEYS } from './conformance/harness';

export const OPERATOR_EMAIL = 'operator@halyard.test';

/**
 * A test server with PAYMENT_GATEWAY=stripe, its SDK pointed at a Stripe mock started here
 * (STRIPE_API_BASE), the mock's clock being the server's.
 */
export async function startStripeTestServer(env: Record<string, string> = {}) {
  let clock: ManualClock | null = null;
  const mock = await startStripeMock({ now: () => clock?.now() ?? new Date() });
  const t = await startTestServer({
    PAYMENT_GATEWAY: 'stripe',
    STRIPE_SECRET_KEY: STRIPE_TEST_KEYS.secretKey,
    STRIPE_PUBLISHABLE_KEY: STRIPE_TEST_KEYS.publishableKey,
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_KEYS.webhookSecret,
    STRIPE_API_BASE: mock.url,
    PUBLIC_URL: 'http://shop.test',
    OPERATOR_EMAIL,
    ...env,
  });
  clock = t.clock;
  return {
    t,
    mock,
    async close() {
      await t.close();
      await mock.close();
    },
  };
}

/**
 * A sandbox server and a Stripe one side by side for a test file (tests comparing the two
 * gateways): started before its tests, closed after.
 */
export function bothGateways(): { sandbox(): TestServer; stripe(): StripeTestServer } {
  let sandbox: TestServer | null = null;
  let stripe: StripeTestServer | null = null;
  beforeAll(async () => {
    [sandbox, stripe] = await Promise.all([startTestServer(), startStripeTestServer()]);
  });
  afterAll(async () => {
    await sandbox?.close();
    await stripe?.close();
  });
  const started = <T>(server: T | null): T => {
    if (!server) throw new Error('The servers start in beforeAll');
    return server;
  };
  return { sandbox: () => started(sandbox), stripe: () => started(stripe) };
}

export interface StripeTestServer {
  readonly t: TestServer;
  readonly mock: StripeMock;
  close(): Promise<void>;
}

/**
 * Posts an event to our webhook endpoint signed as Stripe signs it, with the SDK's
 * generateTestHeaderString (the secret, and a timestamp on the server's clock unless given).
 */
export function deliver(
  t: TestServer,
  event: MockEvent | Record<string, unknown>,
  options: { secret?: string; timestamp?: number; signature?: string | null } = {},
) {
  const payload = JSON.stringify(event);
  const header =
    options.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? STRIPE_TEST_KEYS.webhookSecret,
          timestamp: options.timestamp ?? Math.floor(t.clock.now().getTime() / 1000),
        })
      : options.signature;
  return t.request('POST', '/api/webhooks/stripe', {
    tenant: null,
    rawBody: payload,
    headers: {
      'content-type': 'application/json',
      ...(header !== null && { 'stripe-signature': header }),
    },
  });
}

/**
 * A buyer's whole card checkout with Stripe, as the SPA and Stripe.js make it: the intent (no
 * token), the Payment Element confirming it with a test token, then our checkout.
 */
export async function stripeCheckout(
  s: StripeTestServer,
  options: {
    token?: string;
    priceId?: string;
    crash?: boolean;
    /** More subscriptions in the same checkout (one charge, an allocation each). */
    checkoutItems?: readonly { priceIds: readonly string[] }[];
  } = {},
) {
  const { t, mock } = s;
  const priceId = options.priceId ?? PRICES.premium1;
  const items = options.checkoutItems ? { checkoutItems: options.checkoutItems } : {};
  const { res, intent } = await createIntent(t, {
    order: { priceId, priceIds: [priceId], ...items },
  });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  await confirmPaymentInBrowser(
    mock,
    { id: intent.id, clientSecret: intent.provider_client_secret },
    options.token ?? 'tok_visa',
  );
  const email = newEmail('stripe');
  const body = checkoutBody(intent.id, {
    priceId,
    priceIds: [priceId],
    customer: { email, emailSubscriptionStatus: 'subscribed', ...US_CA },
    ...items,
  });
  const checkout = await postCheckout(t, body);
  return { checkout, intentId: intent.id as string, email, body };
}

/** Our ledger's record of a buyer's purchase: their user, subscription row and charge. */
export async function purchaseOf(t: TestServer, email: string) {
  const db = t.server.database.db;
  return db
    .selectFrom('users as u')
    .innerJoin('subscriptions as s', 's.user_id', 'u.id')
    .innerJoin('charges as c', 'c.subscription_id', 's.id')
    .select([
      'u.id as userId',
      's.id as subscriptionRowId',
      's.subscription_id as subscriptionId',
      's.auto_billing_enabled as autobill',
      'c.gateway_charge_id as gatewayChargeId',
      'c.amount',
    ])
    .where('u.email', '=', email)
    .where('c.kind', '=', 'charge')
    .executeTakeFirstOrThrow();
}

/** A paid Stripe checkout as our ledger holds it, with the buyer's session cookie. */
export async function boughtWithStripe(s: StripeTestServer, token = 'tok_visa') {
  const { checkout, email } = await stripeCheckout(s, { token });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
  return { ...(await purchaseOf(s.t, email)), cookie: checkout.cookie as string, email };
}

/**
 * A refund the operator makes in the Stripe dashboard (no metadata of ours), through the mock's
 * API with the secret key; the charge.refunded event Stripe then sends.
 */
export async function dashboardRefund(s: StripeTestServer, chargeId: string, amount: number) {
  const before = s.mock.events.length;
  const res = await fetch(`${s.mock.url}/v1/refunds`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${STRIPE_TEST_KEYS.secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ charge: chargeId, amount: String(amount) }),
  });
  expect(res.status).toBe(200);
  return eventSince(s, before, 'charge.refunded');
}

/** The first event of `type` the mock has sent since it had sent `before` events. */
export function eventSince(s: StripeTestServer, before: number, type: string): MockEvent {
  const event = s.mock.events.slice(before).find((e) => e.type === type);
  if (!event) throw new Error(`no ${type} event`);
  return event;
}

/** The refunds our ledger booked for a user: their amounts and the gateway's refund ids. */
export const ledgerRefundsOf = (t: TestServer, userId: string) =>
  t.server.database.db
    .selectFrom('charges')
    .select(['amount', 'gateway_charge_id'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'refund')
    .execute();
