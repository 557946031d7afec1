import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { GatewayUnavailableError } from '../../src/modules/payments/gateway-errors';
import { withGatewayTimeout } from '../../src/modules/payments/gateway-timeout';
import type { PaymentGateway } from '../../src/modules/payments/payment-gateway';
import { SandboxGateway } from '../../src/modules/payments/sandbox/sandbox-gateway';
import { startTestServer, testDatabaseKind, type TestServer } from '../test-server';
import { cardToken, gatewayOf, newKey, sandboxOf } from './sandbox-client';

/** Every call of the port, started only when the test asks for it. */
const calls = (gateway: PaymentGateway, token: string): (() => Promise<unknown>)[] => [
  () =>
    gateway.createPaymentIntent({
      methodType: 'paypal_express_checkout',
      amount: 100,
      currency: 'USD',
    }),
  () => gateway.retrievePaymentIntent('pi_any'),
  () => gateway.describePaymentSource(token),
  () =>
    gateway.charge({
      idempotencyKey: newKey('c'),
      amount: 100,
      currency: 'USD',
      source: { type: 'token', token },
    }),
  () => gateway.refund({ idempotencyKey: newKey('r'), chargeId: 'ch_any' }),
];

describe(`sandbox gateway: fault injection from the environment (${testDatabaseKind})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ SANDBOX_GATEWAY_FAILURE_RATE: '1' });
  });
  afterAll(() => t.close());

  it('fails every server-side call with GatewayUnavailableError at failure rate 1', async () => {
    const token = await cardToken(t, '4242424242424242'); // the browser side is never faulted
    for (const call of calls(gatewayOf(t), token)) {
      const failure = call();
      await expect(failure).rejects.toBeInstanceOf(GatewayUnavailableError);
      await expect(failure).rejects.toMatchObject({ reason: 'server_error', retryable: true });
    }
    // Only the seeded payment history is there (seed.ts writes its charges into the sandbox).
    const charges = await sandboxOf(t).listCharges();
    expect(charges.filter((c) => !c.idempotencyKey.startsWith('seed:'))).toEqual([]);
  });
});

describe(`sandbox gateway: timeouts (${testDatabaseKind})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ SANDBOX_GATEWAY_TIMEOUT_RATE: '1', GATEWAY_TIMEOUT_MS: '150' });
  });
  afterAll(() => t.close());

  it('times a hanging call out within GATEWAY_TIMEOUT_MS', async () => {
    const token = await cardToken(t, '4242424242424242');
    const started = Date.now();
    const call = gatewayOf(t).charge({
      idempotencyKey: newKey('hang'),
      amount: 100,
      currency: 'USD',
      source: { type: 'token', token },
    });
    await expect(call).rejects.toMatchObject({
      name: 'GatewayUnavailableError',
      reason: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('returns the one charge the gateway made when a timed-out charge is retried with its key', async () => {
    const token = await cardToken(t, '4242424242424242');
    const input = {
      idempotencyKey: newKey('retry'),
      amount: 6995,
      currency: 'USD' as const,
      source: { type: 'token' as const, token },
    };
    await expect(gatewayOf(t).charge(input)).rejects.toBeInstanceOf(GatewayUnavailableError);
    const madeDuringTimeout = await sandboxOf(t).findChargeByIdempotencyKey(input.idempotencyKey);
    expect(madeDuringTimeout?.status).toBe('succeeded');

    const healthy = withGatewayTimeout(sandboxOf(t), 150); // faults off, same gateway store
    expect(await healthy.charge(input)).toEqual({
      status: 'succeeded',
      chargeId: madeDuringTimeout?.id,
      amount: 6995,
      currency: 'USD',
    });
    const charges = await sandboxOf(t).listCharges();
    expect(charges.filter((c) => c.idempotencyKey === input.idempotencyKey)).toHaveLength(1);
  });
});

describe(`sandbox gateway: fault settings through the constructor (${testDatabaseKind})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  const faulty = (seed: number, failureRate: number) =>
    new SandboxGateway({ db: t.server.database.db, clock: t.clock, seed, faults: { failureRate } });

  async function failurePattern(gateway: PaymentGateway, token: string): Promise<string> {
    let pattern = '';
    for (let i = 0; i < 40; i++) {
      const ok = await gateway.describePaymentSource(token).then(
        () => true,
        () => false,
      );
      pattern += ok ? '.' : 'x';
    }
    return pattern;
  }

  it('fails the same calls for the same seed, and about the configured share of them', async () => {
    const token = await cardToken(t, '4242424242424242');
    const first = await failurePattern(faulty(7, 0.5), token);
    expect(await failurePattern(faulty(7, 0.5), token)).toBe(first);
    expect(await failurePattern(faulty(8, 0.5), token)).not.toBe(first);
    const failures = first.replaceAll('.', '').length;
    expect(failures).toBeGreaterThan(8);
    expect(failures).toBeLessThan(32);
    expect(await failurePattern(faulty(7, 0), token)).toBe('.'.repeat(40));
  });

  it('adds the configured latency to every server-side call', async () => {
    const slow = new SandboxGateway({
      db: t.server.database.db,
      clock: t.clock,
      faults: { latencyMs: 120 },
    });
    const started = Date.now();
    await slow.retrievePaymentIntent('pi_any');
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
    const hurried = withGatewayTimeout(slow, 30);
    await expect(hurried.retrievePaymentIntent('pi_any')).rejects.toMatchObject({
      reason: 'timeout',
    });
  });
});

describe(`the port's deadline over a listing (decision 0234, ${testDatabaseKind})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  /** The sandbox, listing `pages` pages that each take `pageMs`. */
  function listingSlowly(pages: number, pageMs: number): PaymentGateway {
    const sandbox = new SandboxGateway({ db: t.server.database.db, clock: t.clock });
    return Object.assign(Object.create(sandbox) as SandboxGateway, {
      async *chargePages() {
        for (let i = 0; i < pages; i++) {
          await new Promise((resolve) => setTimeout(resolve, pageMs));
          yield [];
        }
      },
    });
  }

  const pagesOf = async (gateway: PaymentGateway) => {
    let count = 0;
    for await (const _ of gateway.chargePages({ createdSince: t.clock.now() })) count++;
    return count;
  };

  it('gives each page the deadline, so a listing longer than it finishes when every page is in time', async () => {
    const started = Date.now();
    expect(await pagesOf(withGatewayTimeout(listingSlowly(4, 60), 150))).toBe(4);
    expect(Date.now() - started).toBeGreaterThan(150);
  });

  it('fails the listing when one page is late', async () => {
    await expect(pagesOf(withGatewayTimeout(listingSlowly(2, 200), 50))).rejects.toMatchObject({
      reason: 'timeout',
    });
  });
});

describe('payments configuration', () => {
  it('refuses a gateway we do not ship at boot, naming the ones we do', () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'adyen' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'adyen' })).toThrow(
      /PAYMENT_GATEWAY must be sandbox \(the default\) or stripe/,
    );
  });

  it('reads the fault settings and the gateway timeout from the environment', () => {
    const config = loadConfig({
      GATEWAY_TIMEOUT_MS: '2500',
      SANDBOX_GATEWAY_FAILURE_RATE: '0.25',
      SANDBOX_GATEWAY_TIMEOUT_RATE: '0.1',
      SANDBOX_GATEWAY_LATENCY_MS: '40',
      SANDBOX_GATEWAY_SEED: '42',
    });
    expect(config.payments).toEqual({
      gateway: 'sandbox',
      timeoutMs: 2500,
      sandbox: { failureRate: 0.25, timeoutRate: 0.1, latencyMs: 40, seed: 42 },
      stripe: null,
      operatorEmail: null,
      operatorLanguage: 'en',
    });
    expect(loadConfig({}).payments).toMatchObject({ gateway: 'sandbox', timeoutMs: 10_000 });
    expect(() => loadConfig({ SANDBOX_GATEWAY_FAILURE_RATE: '1.5' })).toThrow(ConfigError);
  });
});
