import Stripe from 'stripe';
import type { ManualClock } from '../../src/clock';
import { startStripeMock, type MockEvent, type StripeMock } from '../stripe-mock/stripe-mock';
import { startTestServer, type TestServer } from '../test-server';
import { STRIPE_TEST_KEYS } from './conformance/harness';

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
