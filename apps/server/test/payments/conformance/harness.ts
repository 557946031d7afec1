import { expect } from 'vitest';
import { withGatewayTimeout } from '../../../src/modules/payments/gateway-timeout';
import type { ChargeResult, PaymentGateway } from '../../../src/modules/payments/payment-gateway';
import { SandboxGateway } from '../../../src/modules/payments/sandbox/sandbox-gateway';
import { createStripeClient } from '../../../src/modules/payments/stripe/stripe-client';
import { StripeGateway } from '../../../src/modules/payments/stripe/stripe-gateway';
import { startStripeMock, type StripeMock } from '../../stripe-mock/stripe-mock';
import type { TestServer } from '../../test-server';
import { cardSource, pressButton, type TokenSource } from '../sandbox-client';

/** The cards every adapter's conformance run uses, by what charging them does. */
export type ConformanceCard =
  | 'visa'
  | 'mastercard'
  | 'generic_decline'
  | 'insufficient_funds'
  | 'incorrect_cvc'
  | 'expired_card'
  | 'processing_error'
  | 'fraud_suspected'
  | 'three_d_secure';

/**
 * One adapter under the conformance suite (decision 0152): the port as our server gets it, and
 * the other side's moves — what the customer's browser does (tokenise, save a card, pass a
 * challenge) and a gateway whose next charge takes effect but never answers.
 */
export interface GatewayHarness {
  readonly name: string;
  readonly gateway: PaymentGateway;
  /** A reusable source our server holds (a stored method): what renewals charge. */
  savedSource(card: ConformanceCard): Promise<string>;
  /** What a browser hands our server after entering the card in the gateway's fields. */
  browserSource(card: ConformanceCard): Promise<TokenSource>;
  /** The customer answers a 3-D Secure challenge. */
  answerChallenge(
    result: Extract<ChargeResult, { status: 'requires_action' }>,
    pass: boolean,
  ): Promise<void>;
  /** A port whose next charge takes effect and then never answers within `deadlineMs`. */
  hangingGateway(deadlineMs: number): PaymentGateway;
  close(): Promise<void>;
}

const SANDBOX_CARDS: Record<ConformanceCard, string> = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  generic_decline: '4000000000000002',
  insufficient_funds: '4000000000009995',
  incorrect_cvc: '4000000000000127',
  expired_card: '4000000000000069',
  processing_error: '4000000000000119',
  fraud_suspected: '4100000000000019',
  three_d_secure: '4000000000003220',
};

export function sandboxHarness(t: TestServer): GatewayHarness {
  const db = t.server.database.db;
  const sandbox = new SandboxGateway({ db, clock: t.clock });
  return {
    name: 'sandbox',
    gateway: withGatewayTimeout(sandbox, 5_000),
    savedSource: async (card) => (await cardSource(t, SANDBOX_CARDS[card])).token,
    browserSource: (card) => cardSource(t, SANDBOX_CARDS[card]),
    async answerChallenge(result, pass) {
      const answer = await pressButton(t, result.challengeUrl ?? '', pass ? 'pass' : 'fail');
      expect(answer.status).toBe(303);
    },
    hangingGateway: (deadlineMs) =>
      withGatewayTimeout(
        new SandboxGateway({
          db,
          clock: t.clock,
          faults: { timeoutRate: 1, hangMs: deadlineMs * 4 },
        }),
        deadlineMs,
      ),
    close: async () => undefined,
  };
}

/** Stripe's test tokens (docs.stripe.com/testing) for the same cards. */
const STRIPE_TOKENS: Record<ConformanceCard, string> = {
  visa: 'tok_visa',
  mastercard: 'tok_mastercard',
  generic_decline: 'tok_chargeDeclined',
  insufficient_funds: 'tok_chargeDeclinedInsufficientFunds',
  incorrect_cvc: 'tok_chargeDeclinedIncorrectCvc',
  expired_card: 'tok_chargeDeclinedExpiredCard',
  processing_error: 'tok_chargeDeclinedProcessingError',
  fraud_suspected: 'tok_chargeDeclinedFraudulent',
  three_d_secure: 'tok_threeDSecure2Required',
};

export const STRIPE_TEST_KEYS = {
  secretKey: 'sk_test_conformance',
  publishableKey: 'pk_test_conformance',
  webhookSecret: 'whsec_conformance',
} as const;

/** The Stripe adapter over the mock; `timeoutMs` is each request's. */
export function stripeGatewayFor(t: TestServer, mock: StripeMock, timeoutMs = 5_000) {
  return new StripeGateway({
    db: t.server.database.db,
    clock: t.clock,
    stripe: createStripeClient({
      ...STRIPE_TEST_KEYS,
      apiBase: mock.url,
      timeoutMs,
      maxNetworkRetries: 0,
    }),
    publishableKey: STRIPE_TEST_KEYS.publishableKey,
    publicUrl: t.url,
  });
}

/** A call as Stripe.js makes it from the browser: the publishable key, form-encoded. */
export async function browserCall(mock: StripeMock, path: string, form: Record<string, string>) {
  const res = await fetch(mock.url + path, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${STRIPE_TEST_KEYS.publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(form).toString(),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The Payment Element's work for a saved card: a PaymentMethod, then the SetupIntent confirmed. */
export async function confirmSetupInBrowser(
  mock: StripeMock,
  setup: { id: string; clientSecret: string },
  token: string,
) {
  const method = await browserCall(mock, '/v1/payment_methods', {
    type: 'card',
    'card[token]': token,
  });
  expect(method.status).toBe(200);
  const confirmed = await browserCall(mock, `/v1/setup_intents/${setup.id}/confirm`, {
    client_secret: setup.clientSecret,
    payment_method: String(method.body.id),
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
}

/** The Payment Element's work at checkout: the intent confirmed with the card the buyer typed. */
export function confirmPaymentInBrowser(
  mock: StripeMock,
  intent: { id: string; clientSecret: string },
  token: string,
) {
  return browserCall(mock, '/v1/payment_methods', { type: 'card', 'card[token]': token }).then(
    (method) =>
      browserCall(mock, `/v1/payment_intents/${intent.id}/confirm`, {
        client_secret: intent.clientSecret,
        payment_method: String(method.body.id),
        return_url: 'http://shop.test/checkout',
      }),
  );
}

export async function stripeHarness(t: TestServer): Promise<GatewayHarness & { mock: StripeMock }> {
  const mock = await startStripeMock({ now: () => t.clock.now() });
  const adapter = stripeGatewayFor(t, mock);
  const gateway = withGatewayTimeout(adapter, 10_000);
  let customers = 0;
  const browserSource = async (card: ConformanceCard): Promise<TokenSource> => {
    const setup = await gateway.startSetup({
      customer: { reference: `conformance:${++customers}`, email: 'buyer@example.test' },
      idempotencyKey: `setup-${customers}-${Date.now()}`,
    });
    if (setup.kind !== 'provider_fields') throw new Error('Stripe answers a SetupIntent');
    await confirmSetupInBrowser(mock, setup, STRIPE_TOKENS[card]);
    return { token: setup.id, clientSecret: setup.clientSecret };
  };
  return {
    name: 'stripe',
    mock,
    gateway,
    browserSource,
    async savedSource(card) {
      const source = await browserSource(card);
      const method = await gateway.verifyPaymentSource(source.token, source.clientSecret);
      if (!method) throw new Error('the saved card was not verified');
      return method.token;
    },
    async answerChallenge(result, pass) {
      const res = await fetch(result.challengeUrl ?? '', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `result=${pass ? 'pass' : 'fail'}`,
      });
      expect(res.status).toBe(200);
    },
    hangingGateway(deadlineMs) {
      mock.fault('hang', '/v1/payment_intents');
      return withGatewayTimeout(stripeGatewayFor(t, mock, deadlineMs * 2), deadlineMs);
    },
    close: () => mock.close(),
  };
}
