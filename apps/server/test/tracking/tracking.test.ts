import { describe, expect, it } from 'vitest';
import { rowCount } from '../db-tables';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

const t = useTestServer();

const db = () => t.server.database.db;

describe(`tracking calls (${testDatabaseKind})`, () => {
  it('stores the spec §3 page-view payload, keeping the `timmestamp` spelling', async () => {
    const res = await t.request('POST', '/api/page-view', {
      body: {
        locale: 'de',
        timmestamp: 1795419365993,
        subscriptionId: 'sub_1',
        subscriptionKrn: 'krn:halyard:subscription:1',
        backendUserKrn: 'krn:halyard:user:1',
        fullUrl: 'http://127.0.0.1:3000/de/subscriptions',
        referrer: 'http://127.0.0.1:3000/de/sign-in',
      },
    });
    expect(res.status).toBe(204);
    const row = await db()
      .selectFrom('page_views')
      .selectAll()
      .where('full_url', 'like', '%/de/subscriptions')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      tenant_id: 'halyard',
      locale: 'de',
      timmestamp: '1795419365993',
      subscription_krn: 'krn:halyard:subscription:1',
    });
  });

  it('rejects a page view without a URL with 400 and stores nothing', async () => {
    const before = await rowCount(t, 'page_views');
    const res = await t.request('POST', '/api/page-view', {
      body: { locale: 'en', timmestamp: 'now' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.fullUrl).toBeDefined();
    expect(await rowCount(t, 'page_views')).toBe(before);
  });

  it('records an emitted event with its properties', async () => {
    const res = await t.request('POST', '/api/v1/emit-event', {
      body: {
        event: 'order_submitted',
        pageViewId: 'pv-1',
        properties: { method: 'paypal', amount: 9995 },
      },
    });
    expect(res.status).toBe(204);
    const row = await db()
      .selectFrom('events')
      .selectAll()
      .where('name', '=', 'order_submitted')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.payload)).toEqual({ pageViewId: 'pv-1', method: 'paypal', amount: 9995 });
  });

  it('records a payment result with every spec §7 field', async () => {
    const body = {
      uid: 'krn:halyard:user:1',
      timestamp: '2026-11-23T12:00:00.000Z',
      system: 'web',
      version: '1',
      event: 'checkout',
      source: 'order',
      result: 'failure',
      type: 'card',
      gateway: 'sandbox',
      forterResult: 'approve',
      transId: 'ch_1',
      errorText: 'Your card has insufficient funds.',
      errorCode: 'insufficient_funds',
    };
    expect(
      (await t.request('POST', '/data-platform/resource_type/payment_result/v1/write', { body }))
        .status,
    ).toBe(204);
    const row = await db()
      .selectFrom('payment_results')
      .selectAll()
      .where('trans_id', '=', 'ch_1')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      result: 'failure',
      error_code: 'insufficient_funds',
      forter_result: 'approve',
    });
  });

  it("records a failed sign-up attempt with the error 'Authorization failed' (spec §8)", async () => {
    const res = await t.request('POST', '/attempted_signups', {
      body: {
        email: 'buyer@example.com',
        domain: 'example.com',
        signup_stage: 'paypal_authorization',
        error: 'Authorization failed',
      },
    });
    expect(res.status).toBe(204);
    const row = await db()
      .selectFrom('attempted_signups')
      .selectAll()
      .where('email', '=', 'buyer@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      signup_stage: 'paypal_authorization',
      error: 'Authorization failed',
    });
  });

  it('requires the tenant header on tracking calls too', async () => {
    const res = await t.request('POST', '/attempted_signups', {
      tenant: null,
      body: { email: 'a@example.com', domain: 'example.com', signup_stage: 'email' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('tenant_required');
  });
});
