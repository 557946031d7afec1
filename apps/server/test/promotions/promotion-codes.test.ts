import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderMail } from '../../src/modules/mail/mail-templates';
import { createPromotionCodesRepository } from '../../src/modules/promotions/promotion-codes.repository';
import { signInAs } from '../sign-in';
import { DEFAULT_TENANT, testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import {
  cardIntent,
  CARDS,
  checkoutBody,
  newEmail,
  postCheckout,
  postEstimate,
  PRICES,
  US_CA,
} from '../checkout/checkout-client';

/**
 * Issue 22 item 4 (decision 0193): "Have a code?" — the server checks a promotion code's limits,
 * decides its discount, charges what the estimate said and counts the redemption exactly once.
 */
const t = useTestServer();
beforeAll(async () => {
  await createPromotionCodesRepository(t.server.database.db).insert(
    t.server.database.db,
    DEFAULT_TENANT,
    [
      { code: 'ONCE10', offerId: 'regular', percentOffBasisPoints: 1000, perCustomerLimit: 1 },
      { code: 'LAST1', offerId: 'regular', percentOffBasisPoints: 2000, maxRedemptions: 1 },
      { code: 'RACE2', offerId: 'regular', percentOffBasisPoints: 1500, maxRedemptions: 2 },
    ],
    t.clock.now(),
  );
});

const money = (unscaledValue: number, currency = 'USD') => ({ unscaledValue, scale: 2, currency });
const estimate = (promotionCode?: string, priceId?: string, cookie?: string) =>
  postEstimate(t, { promotionCode, priceId, cookie });

/** A guest buys Premium 12 months with the code by card; the answer and the buyer's email. */
async function buyWith(code: string) {
  const intent = await cardIntent(t, CARDS.visa, { order: { promotionCode: code } });
  const email = newEmail('promo');
  const body = checkoutBody(intent, {
    promotionCode: code,
    customer: { email, emailSubscriptionStatus: 'subscribed', ...US_CA },
  });
  return { res: await postCheckout(t, body), email, attemptId: body.checkoutAttemptId };
}

const codeRow = (code: string) =>
  t.server.database.db
    .selectFrom('promotion_codes')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
const redemptionsOf = async (code: string) => {
  const { id } = await codeRow(code);
  return t.server.database.db
    .selectFrom('promotion_redemptions')
    .selectAll()
    .where('code_id', '=', id)
    .execute();
};

describe(`promotion codes at checkout (${testDatabaseKind})`, () => {
  it('prices a valid code: 40 % off the first payment of Premium, tax on the rest', async () => {
    const res = await estimate(' premium40 ');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 8004 × 40 % = 3201.6 → 3202 off; 4802 + 7.25 % tax (348.1 → 348) = 5150.
    expect(res.body).toMatchObject({
      subtotal: money(32016),
      discount: money(24012 + 3202),
      tax: money(348),
      total: money(5150),
      promotion: { code: 'PREMIUM40', discount: money(3202) },
      // The renewal is at the regular next price: a code discounts the first payment only.
      renewal: { amount: money(8004) },
    });
    expect(res.body.lines[0]).toMatchObject({ amount: money(4802) });
    const plain = await estimate();
    expect(plain.body.promotion).toBeNull();
  });

  it.each([
    ['an unknown code', 'NOPE-NOPE', PRICES.premium12, 400, 'promotion_code_unknown'],
    ['an expired code', 'SPRING10', PRICES.premium12, 400, 'promotion_code_expired'],
    ['a plan the code is not for', 'PREMIUM40', PRICES.basic12, 400, 'promotion_code_not_for_plan'],
    ['a plan of another offer', 'PREMIUM40', PRICES.special6, 400, 'promotion_code_not_for_plan'],
  ])('refuses %s with the field error', async (_what, code, priceId, status, errorCode) => {
    const res =
      priceId === PRICES.special6
        ? await postEstimate(t, { promotionCode: code, priceId, order: { offerId: 'special' } })
        : await estimate(code, priceId);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(errorCode);
    expect(res.body.error.fields.promotionCode).toBe(res.body.error.message);
  });

  it('refuses a new-customers-only code to a customer who had a subscription', async () => {
    const cookie = await signInAs(t, 'premium-us');
    const res = await estimate('WELCOME25', PRICES.premium12, cookie);
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({
      code: 'promotion_code_new_customers_only',
      message: 'This code is for new customers only.',
    });
    // A guest is a new customer until the checkout finds otherwise.
    expect((await estimate('WELCOME25')).status).toBe(200);
  });

  it('charges exactly the estimate, prints the code on the invoice and counts it once', async () => {
    const quoted = await estimate('WELCOME25');
    const { res, email } = await buyWith('welcome25');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The receipt names the code and what it took off (decision 0219).
    const mail = await t.server.database.db
      .selectFrom('mail_outbox')
      .select(['kind', 'text_body'])
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(mail.kind).toBe('purchase_receipt');
    const off = (quoted.body.promotion.discount.unscaledValue / 100).toFixed(2);
    expect(mail.text_body).toContain(`Promotion code WELCOME25 took $${off} off this payment.`);
    const charge = await t.server.database.db
      .selectFrom('charges as c')
      .innerJoin('promotion_redemptions as r', 'r.invoice_id', 'c.invoice_id')
      .select(['c.amount', 'c.user_id'])
      .executeTakeFirstOrThrow();
    expect(charge.amount).toBe(quoted.body.total.unscaledValue);
    const redemptions = await redemptionsOf('WELCOME25');
    expect(redemptions).toHaveLength(1);
    expect(redemptions[0]).toMatchObject({
      discount: quoted.body.promotion.discount.unscaledValue,
      user_id: charge.user_id,
    });
    expect(Number((await codeRow('WELCOME25')).redemptions)).toBe(1);
    const invoices = await t.request('GET', '/api/v2/invoices/', { cookie: res.cookie });
    expect(invoices.status).toBe(200);
    expect(invoices.body.invoices[0]).toMatchObject({
      promotion_code: 'WELCOME25',
      discount: quoted.body.discount,
      total: quoted.body.total,
    });
    // The PDF names the code on its discount row.
    const { id, number } = invoices.body.invoices[0];
    const pdf = await fetch(`${t.url}/api/v2/invoices/${id}/download`, {
      headers: { cookie: res.cookie ?? '', 'x-tenant-id': DEFAULT_TENANT },
    });
    expect(pdf.status).toBe(200);
    const file = path.join(t.dataDir, `${number}.pdf`);
    fs.writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toMatch(/Discount \(incl\. code WELCOME25\)\s+−\$/);
  });

  it('refuses a code the customer already used as often as it allows', async () => {
    const { res } = await buyWith('ONCE10');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const again = await estimate('ONCE10', PRICES.premium12, res.cookie);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('promotion_code_already_used');
  });

  it('refuses an exhausted code, at the estimate and at the checkout', async () => {
    expect((await buyWith('LAST1')).res.status).toBe(200);
    const res = await estimate('LAST1');
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('promotion_code_exhausted');
    const intent = await cardIntent(t, CARDS.visa).catch(() => null);
    expect(intent).not.toBeNull();
  });

  it('lets concurrent purchases redeem no more than the total limit (the rest are refunded)', async () => {
    // Every purchase passes the checks and is charged before any commits (a barrier after the
    // charge): only the redemption counted in the purchase's transaction can hold the limit.
    const BUYERS = 5;
    let arrived = 0;
    let release = () => {};
    const allCharged = new Promise<void>((resolve) => (release = resolve));
    t.server.app.checkout.faults.afterCharge = async () => {
      if (++arrived === BUYERS) release();
      await allCharged;
    };
    try {
      const buyers = await Promise.all(
        Array.from({ length: BUYERS }, async () => {
          const intent = await cardIntent(t, CARDS.visa, { order: { promotionCode: 'RACE2' } });
          const email = newEmail('race');
          return checkoutBody(intent, {
            promotionCode: 'RACE2',
            customer: { email, emailSubscriptionStatus: 'subscribed', ...US_CA },
          });
        }),
      );
      const answers = await Promise.all(buyers.map((body) => postCheckout(t, body)));
      expect(arrived).toBe(BUYERS);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 409, 409, 409]);
      for (const a of answers.filter((x) => x.status === 409))
        expect(a.body.error.code).toBe('promotion_code_exhausted');
      expect(await redemptionsOf('RACE2')).toHaveLength(2);
      expect(Number((await codeRow('RACE2')).redemptions)).toBe(2);
      const refused = buyers.filter((_, i) => answers[i]?.status === 409);
      const attempts = await t.server.database.db
        .selectFrom('checkout_attempts')
        .select('status')
        .where(
          'id',
          'in',
          refused.map((b) => b.checkoutAttemptId),
        )
        .execute();
      // Charged, then given back: the refused buyers paid nothing.
      expect(attempts.map((r) => r.status)).toEqual(['refunded', 'refunded', 'refunded']);
    } finally {
      delete t.server.app.checkout.faults.afterCharge;
    }
  });

  it('refuses a checkout whose code is not the one the payment was set up with', async () => {
    const intent = await cardIntent(t, CARDS.visa);
    const res = await postCheckout(t, checkoutBody(intent, { promotionCode: 'PREMIUM40' }));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('payment_amount_mismatch');
  });
});

describe(`POST /api/v1/promotion-code: "Have a code?" (${testDatabaseKind})`, () => {
  const check = (body: Record<string, unknown>, cookie?: string) =>
    t.request('POST', '/api/v1/promotion-code', {
      body: { offerId: 'regular', priceIds: [PRICES.premium12], ...body },
      ...(cookie && { cookie }),
    });

  it('answers the code as the catalogue spells it, with its share and plans', async () => {
    const res = await check({ code: 'premium40' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 'PREMIUM40',
      percentOffBasisPoints: 4000,
      planProductIds: ['premium'],
    });
  });

  it.each([
    [{ code: 'NOPE' }, 400, 'promotion_code_unknown'],
    [{ code: 'SPRING10' }, 400, 'promotion_code_expired'],
    [{ code: 'PREMIUM40', priceIds: [PRICES.basic12] }, 400, 'promotion_code_not_for_plan'],
    [{ code: 'PREMIUM40', priceIds: ['no-such-price'] }, 400, 'validation_failed'],
    [{ code: '' }, 400, 'validation_failed'],
  ])('refuses %j', async (body, status, code) => {
    const res = await check(body);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
  });

  it('checks the signed-in buyer: a new-customers-only code is refused to a customer', async () => {
    const res = await check({ code: 'WELCOME25' }, await signInAs(t, 'premium-us'));
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('promotion_code_new_customers_only');
  });

  it('slows guessing: past 20 checks a minute from one address the answer is 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await check({ code: `GUESS${i}` })).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s !== 429).every((s) => s === 400)).toBe(true);
  });
});

describe('the receipt names the promotion code (decision 0219)', () => {
  const receipt = {
    number: 'HAL-1',
    description: 'Premium, 12 months',
    total: '50,00 €',
    method: 'Visa •••• 4242',
    renewalDate: '1. Januar 2028',
    renewalAmount: '99,00 €',
    guaranteeDays: 30,
  };
  it('in the buyer’s language, only when a code was applied', () => {
    const de = renderMail(
      'purchase_receipt',
      { ...receipt, promotionCode: 'WELCOME25', promotionDiscount: '12,50 €' },
      { brand: 'Halyard VPN', language: 'de' },
    );
    expect(de.text).toContain(
      'Der Aktionscode WELCOME25 hat 12,50 € von dieser Zahlung abgezogen.',
    );
    const without = renderMail('purchase_receipt', receipt, {
      brand: 'Halyard VPN',
      language: 'de',
    });
    expect(without.text).not.toContain('Aktionscode');
  });
});
