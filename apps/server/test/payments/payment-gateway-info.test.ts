import { describe, expect, it } from 'vitest';
import { testDatabaseKind, type TestServer } from '../test-server';
import { STRIPE_TEST_KEYS } from './conformance/harness';
import { bothGateways } from './stripe-server';

/**
 * Decision 0151: the browser learns from the server which gateway runs and how its card entry
 * loads, and the page's Content-Security-Policy lets in Stripe's script, frames and API only
 * where Stripe is the gateway.
 */

const gateways = bothGateways();

const info = (t: TestServer) => t.request('GET', '/api/v1/payment-gateway');
const policyOf = async (t: TestServer) =>
  (await t.request('GET', '/healthz', { tenant: null })).headers.get('content-security-policy') ??
  '';

describe(`GET /api/v1/payment-gateway and the page policy (${testDatabaseKind})`, () => {
  it('the sandbox (the default): its card frame, served from its own path; no Stripe in the policy', async () => {
    const res = await info(gateways.sandbox());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      gateway: 'sandbox',
      card_entry: { kind: 'gateway_frame', frame_url: '/sandbox-gateway/card-frame' },
    });
    const policy = await policyOf(gateways.sandbox());
    expect(policy).toContain("frame-src 'self'");
    expect(policy).not.toContain('stripe.com');
  });

  it('Stripe: the Payment Element with the publishable key (never the secret); the policy lets Stripe.js in', async () => {
    const res = await info(gateways.stripe().t);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      gateway: 'stripe',
      card_entry: {
        kind: 'provider_fields',
        provider: 'stripe',
        publishable_key: STRIPE_TEST_KEYS.publishableKey,
      },
    });
    expect(JSON.stringify(res.body)).not.toContain(STRIPE_TEST_KEYS.secretKey);
    const policy = await policyOf(gateways.stripe().t);
    expect(policy).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(policy).toMatch(/frame-src [^;]*https:\/\/hooks\.stripe\.com/);
    expect(policy).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
    // Nobody frames our pages, whichever gateway runs.
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('needs the tenant like every /api/ route', async () => {
    expect(
      (await gateways.sandbox().request('GET', '/api/v1/payment-gateway', { tenant: null })).status,
    ).toBe(400);
  });
});
