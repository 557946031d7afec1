import { describe, expect, it } from 'vitest';
import type { ChargeResult } from '../../src/modules/payments/payment-gateway';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { cardToken, gatewayOf, newKey, pressButton, sandboxOf } from './sandbox-client';

const t = useTestServer();

const THREE_DS_CARD = '4000000000003220';

async function threeDsCharge(returnUrl = '/checkout/confirm?attempt=a1') {
  const token = await cardToken(t, THREE_DS_CARD);
  const input = {
    idempotencyKey: newKey('3ds'),
    amount: 9995,
    currency: 'GBP' as const,
    source: { type: 'token' as const, token },
    returnUrl,
  };
  const answer = await gatewayOf(t).charge(input);
  if (answer.status !== 'requires_action' || answer.challengeUrl === null)
    throw new Error(`expected a challenge page: ${answer.status}`);
  const first = { ...answer, challengeUrl: answer.challengeUrl };
  return { input, first, again: (): Promise<ChargeResult> => gatewayOf(t).charge(input) };
}

describe(`sandbox gateway: 3-D Secure (${testDatabaseKind})`, () => {
  it('asks for a challenge and keeps asking until the customer completes it', async () => {
    const { first, again } = await threeDsCharge();
    expect(first).toEqual({
      status: 'requires_action',
      challengeUrl: expect.stringMatching(/^\/sandbox-gateway\/3ds\/chl_\w+\?return_url=/),
      intentId: expect.stringMatching(/^pi_/),
    });
    expect(await again()).toEqual(first);
  });

  it('succeeds the same charge once the challenge is passed, and charges it once', async () => {
    const { input, first, again } = await threeDsCharge();
    const answer = await pressButton(t, first.challengeUrl, 'pass');
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(
      `/checkout/confirm?attempt=a1&three_d_secure=passed&payment_intent=${first.intentId}`,
    );
    const settled = await again();
    expect(settled).toEqual({
      status: 'succeeded',
      chargeId: expect.stringMatching(/^ch_/),
      amount: 9995,
      currency: 'GBP',
    });
    expect(await again()).toEqual(settled);
    const charges = await sandboxOf(t).listCharges();
    expect(charges.filter((c) => c.idempotencyKey === input.idempotencyKey)).toHaveLength(1);
  });

  it('declines the same charge with authentication_failed when the challenge fails', async () => {
    const { first, again } = await threeDsCharge();
    const answer = await pressButton(t, first.challengeUrl, 'fail');
    expect(answer.location).toContain('three_d_secure=failed');
    expect(await again()).toMatchObject({
      status: 'declined',
      declineCode: 'authentication_failed',
    });
    const intent = await gatewayOf(t).retrievePaymentIntent(first.intentId);
    expect(intent).toMatchObject({ status: 'failed', declineCode: 'authentication_failed' });
  });

  it('completes a challenge once: a later submission cannot turn a failure into a pass', async () => {
    const { first, again } = await threeDsCharge();
    await pressButton(t, first.challengeUrl, 'fail');
    const path = new URL(first.challengeUrl, t.url).pathname;
    const replay = await fetch(t.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.url },
      body: 'outcome=pass&return_url=%2Fcheckout',
      redirect: 'manual',
    });
    expect(replay.headers.get('location')).toContain('three_d_secure=failed');
    expect((await again()).status).toBe('declined');
  });

  it('serves a self-contained challenge page: no script, same-origin form, escaped text', async () => {
    const { first } = await threeDsCharge('/checkout/confirm?note="><script>alert(1)</script>');
    const res = await fetch(t.url + first.challengeUrl);
    const html = await res.text();
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    expect(html).not.toMatch(/<script|src=|href="http/i);
    expect(html).toContain('Complete authentication');
    expect(html).toContain('Fail authentication');
    expect(html).toContain('£99.95');
    expect(html).toContain('Visa card ending in 3220');
  });

  it('refuses a return_url on another site, on the page and in the charge', async () => {
    const { first } = await threeDsCharge();
    const path = new URL(first.challengeUrl, t.url).pathname;
    for (const evil of ['https://evil.example/x', '//evil.example/x', '/\\evil.example/x']) {
      const res = await fetch(`${t.url}${path}?return_url=${encodeURIComponent(evil)}`);
      expect(res.status, evil).toBe(400);
    }
    const token = await cardToken(t, THREE_DS_CARD);
    const charge = gatewayOf(t).charge({
      idempotencyKey: newKey('evil'),
      amount: 100,
      currency: 'USD',
      source: { type: 'token', token },
      returnUrl: '//evil.example',
    });
    await expect(charge).rejects.toMatchObject({ code: 'invalid_request' });
  });

  it('refuses a challenge answer posted from another site', async () => {
    const { first } = await threeDsCharge();
    const res = await fetch(t.url + new URL(first.challengeUrl, t.url).pathname, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      body: 'outcome=pass',
    });
    expect(res.status).toBe(403);
  });

  it('answers an unknown challenge with a 404 page', async () => {
    const res = await fetch(`${t.url}/sandbox-gateway/3ds/chl_missing`);
    expect(res.status).toBe(404);
  });
});
