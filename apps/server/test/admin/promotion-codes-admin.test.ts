import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { postEstimate } from '../checkout/checkout-client';
import {
  seededAdmin,
  signInNewStaff,
  signInStaff,
  type StaffJar,
  startAdminTestServer,
} from './staff-client';

/**
 * Issue 22 item 4 (decision 0219): staff manage promotion codes in the catalogue — list them with
 * their offer, limits and redemptions, create one (unique spelling per tenant, 409 otherwise),
 * change its limits, deactivate and reactivate it; every write audited; the checkout obeys.
 */
const t = useTestServer(startAdminTestServer);
let admin: StaffJar;
let support: StaffJar;
beforeAll(async () => {
  admin = await signInStaff(t, seededAdmin());
  support = await signInNewStaff(t, 'support');
});

const body = (over: Record<string, unknown> = {}) => ({
  code: 'autumn-30',
  offer_id: 'regular',
  percent_off_bp: 3000,
  plan_product_ids: ['premium'],
  expires_at: null,
  max_redemptions: 100,
  per_customer_limit: 1,
  new_customers_only: false,
  reason: 'Autumn campaign',
  ...over,
});
const create = (over?: Record<string, unknown>) =>
  admin.send('POST', '/api/admin/promotion-codes', { body: body(over) });
const estimate = (promotionCode: string) => postEstimate(t, { promotionCode });
const lastAudit = async (action: string) =>
  (await admin.send('GET', `/api/admin/audit?action=${action}&limit=1`)).body.entries[0];

describe(`promotion codes in the back office (${testDatabaseKind})`, () => {
  let id: string;

  it('lists the seeded codes with their offer, limits and redemption counts', async () => {
    const res = await support.send('GET', '/api/admin/promotion-codes');
    expect(res.status).toBe(200);
    const welcome = res.body.codes.find((c: { code: string }) => c.code === 'WELCOME25');
    expect(welcome).toMatchObject({
      offer_id: 'regular',
      offer_name: expect.any(String),
      redemptions: 0,
      deactivated_at: null,
    });
  });

  it('creates a code in upper case, audited, and the checkout prices it at once', async () => {
    const res = await create();
    expect(res.status).toBe(201);
    expect(res.body.code).toMatchObject({
      code: 'AUTUMN-30',
      offer_id: 'regular',
      percent_off_bp: 3000,
      plan_product_ids: ['premium'],
      max_redemptions: 100,
      per_customer_limit: 1,
      redemptions: 0,
      new_customers_only: false,
    });
    id = res.body.code.id;
    expect(await lastAudit('promotion_code.created')).toMatchObject({
      target_id: id,
      outcome: 'done',
      reason: 'Autumn campaign',
      after: { code: 'AUTUMN-30', percent_off_bp: 3000, max_redemptions: 100 },
    });
    const priced = await estimate('autumn-30');
    expect(priced.status).toBe(200);
    expect(priced.body.promotion.code).toBe('AUTUMN-30');
    // 30 % of the first payment, rounded half up (decision 0193).
    const line = priced.body.lines[0];
    expect(line.amountWithoutDiscount.unscaledValue - line.amount.unscaledValue).toBeGreaterThan(0);
  });

  it('refuses the same spelling in any case with 409 and a message, audited as refused', async () => {
    const res = await create({ code: 'Autumn-30' });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'promotion_code_exists',
      message: 'A promotion code with this spelling exists.',
    });
    expect(await lastAudit('promotion_code.created')).toMatchObject({ outcome: 'refused' });
  });

  it.each([
    [{ code: 'A' }, 'code'],
    [{ code: 'NO SPACES' }, 'code'],
    [{ code: '-EDGE' }, 'code'],
    [{ code: 'X'.repeat(33) }, 'code'],
    [{ percent_off_bp: 0 }, 'percent_off_bp'],
    [{ percent_off_bp: 10_001 }, 'percent_off_bp'],
    [{ max_redemptions: 0 }, 'max_redemptions'],
    [{ expires_at: 'tomorrow' }, 'expires_at'],
    [{ reason: '' }, 'reason'],
  ])('refuses bad input %j with 400', async (over, field) => {
    const res = await create({ code: 'BAD-INPUT', ...over });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(JSON.stringify(res.body.error)).toContain(field);
  });

  it('refuses an unknown offer and a plan the offer does not sell with 400', async () => {
    const offer = await create({ code: 'NO-OFFER', offer_id: 'no-such-offer' });
    expect(offer.status).toBe(400);
    expect(offer.body.error.fields).toEqual({ offer_id: 'Unknown offer.' });
    const plan = await create({ code: 'NO-PLAN', plan_product_ids: ['no-such-plan'] });
    expect(plan.status).toBe(400);
    expect(plan.body.error.fields.plan_product_ids).toContain('no-such-plan');
  });

  it('is refused to a role without catalogue.write', async () => {
    const res = await support.send('POST', '/api/admin/promotion-codes', {
      body: body({ code: 'SUPPORT-1' }),
    });
    expect(res.status).toBe(403);
  });

  it('changes the limits, audited with before and after; never below the redemptions', async () => {
    const res = await admin.send('PUT', `/api/admin/promotion-codes/${id}`, {
      body: {
        expires_at: '2027-01-31T23:59:59.000Z',
        max_redemptions: 5,
        per_customer_limit: null,
        reason: 'Shorter campaign',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toMatchObject({
      expires_at: '2027-01-31T23:59:59.000Z',
      max_redemptions: 5,
      per_customer_limit: null,
    });
    expect(await lastAudit('promotion_code.updated')).toMatchObject({
      target_id: id,
      before: { max_redemptions: 100, per_customer_limit: 1 },
      after: { max_redemptions: 5, per_customer_limit: null },
    });
    await t.server.database.db
      .updateTable('promotion_codes')
      .set({ redemptions: 3 })
      .where('id', '=', id)
      .execute();
    const lower = await admin.send('PUT', `/api/admin/promotion-codes/${id}`, {
      body: {
        expires_at: null,
        max_redemptions: 2,
        per_customer_limit: null,
        reason: 'Lower the limit',
      },
    });
    expect(lower.status).toBe(400);
    expect(lower.body.error.fields.max_redemptions).toContain('3 times');
  });

  it('deactivates (the checkout refuses it as expired) and reactivates; 409 twice', async () => {
    const off = await admin.send('POST', `/api/admin/promotion-codes/${id}/deactivate`, {
      body: { reason: 'Leaked on a forum' },
    });
    expect(off.status).toBe(200);
    expect(off.body.code.deactivated_at).not.toBeNull();
    const refused = await estimate('AUTUMN-30');
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('promotion_code_expired');
    const again = await admin.send('POST', `/api/admin/promotion-codes/${id}/deactivate`, {
      body: { reason: 'twice' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('promotion_code_inactive');
    expect(await lastAudit('promotion_code.deactivated')).toMatchObject({ outcome: 'refused' });

    const on = await admin.send('POST', `/api/admin/promotion-codes/${id}/reactivate`, {
      body: { reason: 'New campaign' },
    });
    expect(on.status).toBe(200);
    expect(on.body.code.deactivated_at).toBeNull();
    expect((await estimate('AUTUMN-30')).status).toBe(200);
    expect(await lastAudit('promotion_code.reactivated')).toMatchObject({
      target_id: id,
      outcome: 'done',
      reason: 'New campaign',
    });
  });

  it('answers 404 for a code that is not there', async () => {
    const res = await admin.send('POST', '/api/admin/promotion-codes/nope/deactivate', {
      body: { reason: 'Not there at all' },
    });
    expect(res.status).toBe(404);
  });
});
