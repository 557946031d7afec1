import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

/**
 * Decision 0151: the sandbox's card fields live in a page of the gateway's own, framed by our
 * pages; its submit checks the three fields by spec §5 at once and tokenises. The app's code
 * never reads a card number with either adapter.
 */

const t = useTestServer();

const submit = (body: Record<string, string>, headers: Record<string, string> = {}) =>
  t.request('POST', '/sandbox-gateway/v1/card-frame/tokens', { tenant: null, headers, body });

describe(`the sandbox card frame (${testDatabaseKind})`, () => {
  it('is a page our own site may frame, whose only script is this answer’s nonce', async () => {
    const res = await t.request('GET', '/sandbox-gateway/card-frame', { tenant: null });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("connect-src 'self'");
    const nonce = /script-src 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(res.body).toContain(`<script nonce="${nonce}">`);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('cache-control')).toBe('no-store');
    // The fields the browser's autofill knows, and the endpoint the frame posts them to.
    for (const autocomplete of ['cc-number', 'cc-exp', 'cc-csc'])
      expect(res.body).toContain(`autocomplete="${autocomplete}"`);
    expect(res.body).toContain('/sandbox-gateway/v1/card-frame/tokens');
  });

  it('refuses every field’s spec §5 problem at once, by its form message key', async () => {
    const empty = await submit({ number: '', expiry: '', cvc: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatchObject({
      code: 'card_fields_invalid',
      fields: { number: 'card_number_missing', expiry: 'expiry_date_missing', cvc: 'cvv_missing' },
    });
    // Not a Luhn number, a month that passed (the server's clock: November 2026), letters.
    const wrong = await submit({ number: '4242 4242 4242 4241', expiry: '10 / 26', cvc: '12a' });
    expect(wrong.body.error.fields).toEqual({
      number: 'card_number_incorrect',
      expiry: 'expiry_date_incorrect',
      cvc: 'only_digits',
    });
    // The card's own rule: an American Express code has four digits.
    const amex = await submit({ number: '3782 822463 10005', expiry: '12/30', cvc: '123' });
    expect(amex.body.error.fields).toEqual({ cvc: 'cvv_incorrect' });
  });

  it('tokenises a card typed as buyers type it: a token with its client secret, no number', async () => {
    const res = await submit({
      number: '4242 4242 4242 4242',
      expiry: '11 / 26',
      cvc: '123',
      postal_code: '97201',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^tok_/),
      client_secret: expect.any(String),
      kind: 'card',
      brand: 'visa',
      last4: '4242',
      exp_month: 11,
      exp_year: 2026,
    });
    expect(JSON.stringify(res.body)).not.toContain('4242424242424242');
  });

  it('takes a submit only from this site (a page elsewhere cannot tokenise for a buyer)', async () => {
    const card = { number: '4242424242424242', expiry: '12/30', cvc: '123' };
    const foreign = await submit(card, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe('cross_origin');
    expect((await submit(card, { origin: t.url })).status).toBe(201);
  });
});
