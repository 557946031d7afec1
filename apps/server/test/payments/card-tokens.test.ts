import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { TEST_CARDS } from '../../src/modules/payments/sandbox/test-cards';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { gatewayOf, postCard, walletToken } from './sandbox-client';

const t = useTestServer();

const SANDBOX_TABLES = [
  'sandbox_gateway_tokens',
  'sandbox_gateway_payment_intents',
  'sandbox_gateway_challenges',
  'sandbox_gateway_charges',
  'sandbox_gateway_refunds',
] as const;

describe(`sandbox gateway: tokenising cards (${testDatabaseKind})`, () => {
  it.each(TEST_CARDS)('tokenises test card $number ($description) as $brand', async (card) => {
    const res = await postCard(t, { number: card.number });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^tok_[0-9a-f]{24}$/),
      client_secret: expect.stringMatching(/^tok_[0-9a-f]{24}_secret_[\w-]{32}$/),
      kind: 'card',
      brand: card.brand,
      last4: card.number.slice(-4),
      exp_month: 12,
      exp_year: 2030,
    });
  });

  it('lists every test card and its outcome in docs/payments-sandbox.md', () => {
    const doc = fs.readFileSync(
      new URL('../../../../docs/payments-sandbox.md', import.meta.url),
      'utf8',
    );
    const rows = doc.split('\n').map((line) => line.replace(/(\d) (?=\d)/g, '$1'));
    for (const card of TEST_CARDS) {
      const row = rows.find((line) => line.includes(`\`${card.number}\``));
      expect(row, card.number).toBeDefined();
      if (card.outcome !== 'success' && card.outcome !== 'three_d_secure')
        expect(row).toContain(card.outcome);
    }
  });

  it('accepts spaces in the number and a two-digit expiry year', async () => {
    const res = await postCard(t, { number: '4242 4242 4242 4242', exp_month: 1, exp_year: 31 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 1, exp_year: 2031 });
  });

  it('refuses a number that fails the Luhn check with incorrect_number', async () => {
    const res = await postCard(t, { number: '4242424242424241' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'incorrect_number',
      fields: { number: expect.any(String) },
    });
  });

  it('refuses an expiry month already past on the clock with expired_card', async () => {
    const past = await postCard(t, { number: '4242424242424242', exp_month: 10, exp_year: 2026 });
    expect(past.status).toBe(400);
    expect(past.body.error.code).toBe('expired_card');
    const thisMonth = await postCard(t, {
      number: '4242424242424242',
      exp_month: 11,
      exp_year: 2026,
    });
    expect(thisMonth.status).toBe(201);
  });

  it('refuses an impossible expiry month with invalid_expiry', async () => {
    const res = await postCard(t, { number: '4242424242424242', exp_month: 13 });
    expect(res.body.error).toMatchObject({
      code: 'invalid_expiry',
      fields: { exp_month: expect.any(String) },
    });
  });

  it('wants a 3-digit CVC, and 4 digits for American Express', async () => {
    const short = await postCard(t, { number: '4242424242424242', cvc: '12' });
    expect(short.body.error.code).toBe('invalid_cvc');
    const amexWithThree = await postCard(t, { number: '378282246310005', cvc: '123' });
    expect(amexWithThree.body.error.code).toBe('invalid_cvc');
    const visaWithFour = await postCard(t, { number: '4242424242424242', cvc: '1234' });
    expect(visaWithFour.body.error.code).toBe('invalid_cvc');
  });

  it('refuses a card posted from another site', async () => {
    const res = await postCard(
      t,
      { number: '4242424242424242' },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('cross_origin');
    const ours = await postCard(t, { number: '4242424242424242' }, { origin: t.url });
    expect(ours.status).toBe(201);
  });

  it('keeps neither the card number nor the CVC in any sandbox table', async () => {
    const number = '5555555555554444';
    const cvc = '737';
    expect((await postCard(t, { number, cvc })).status).toBe(201);
    const db = t.server.database.db;
    let rows = 0;
    for (const table of SANDBOX_TABLES) {
      for (const row of await db.selectFrom(table).selectAll().execute()) {
        rows++;
        for (const [column, value] of Object.entries(row)) {
          expect(column).not.toMatch(/cvc|cvv|number|pan/i);
          expect(String(value)).not.toContain(number);
          expect(String(value)).not.toContain('5555 5555 5555 4444');
          expect(String(value)).not.toBe(cvc);
        }
      }
    }
    expect(rows).toBeGreaterThan(0);
  });

  it('never writes the card number to the request log, even at trace level', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'halyard-log-'));
    let log = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dir,
      WEB_DIST: path.join(dir, 'none'),
    });
    const app = await buildApp({
      config,
      database: t.server.database,
      clock: t.clock,
      logger: { level: 'trace', stream },
    });
    try {
      for (const payload of [
        { number: '4000000000009995', exp_month: 12, exp_year: 2030, cvc: '737' },
        { number: '4000000000009995', exp_month: 12, exp_year: 2030, cvc: '73737373737' },
      ])
        await app.inject({ method: 'POST', url: '/sandbox-gateway/v1/tokens', payload });
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(log).toContain('/sandbox-gateway/v1/tokens');
    expect(log).not.toContain('4000000000009995');
    expect(log).not.toMatch(/cvc/i);
  });
});

describe(`sandbox gateway: wallet tokens and descriptions (${testDatabaseKind})`, () => {
  it.each(['apple_pay', 'google_pay'] as const)(
    'issues a %s token described by brand and last4 only',
    async (wallet) => {
      const token = await walletToken(t, { wallet, brand: 'mastercard' });
      expect(await gatewayOf(t).describePaymentSource(token)).toEqual({
        token,
        kind: wallet,
        brand: 'mastercard',
        last4: '4444',
        expMonth: 12,
        expYear: 2030,
      });
    },
  );

  it('describes a card token by brand, last4 and expiry, and an unknown token as null', async () => {
    const res = await postCard(t, { number: '378282246310005', exp_month: 4, exp_year: 2029 });
    expect(await gatewayOf(t).describePaymentSource(res.body.id)).toEqual({
      token: res.body.id,
      kind: 'card',
      brand: 'amex',
      last4: '0005',
      expMonth: 4,
      expYear: 2029,
    });
    expect(await gatewayOf(t).describePaymentSource('tok_missing')).toBeNull();
  });
});
