import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicesOf, publicId, subscriptionRow } from '../billing/helpers';
import { signInAs } from '../sign-in';
import { startTestServer, testDatabaseKind, type TestServer } from '../test-server';

/**
 * Two users in one tenant and one in another (decision 0008: a foreign id is a 404, never a 403).
 * Every id-bearing portal call, old and new, is tried with every other user's ids.
 */
let t: TestServer;
interface Party {
  cookie: string;
  tenant: string;
  subscriptionId: string;
  invoiceId: string;
  /** A v2 checkout attempt of the party (refused before any charge, so nothing changes). */
  attempt?: string;
}
const parties: Record<'a' | 'b' | 'c', Party> = {} as Record<'a' | 'b' | 'c', Party>;

async function northwindCustomer(): Promise<Party> {
  const signUp = await t.request('POST', '/api/v1/auth/sign-up', {
    tenant: 'northwind',
    body: { email: 'c@northwind.example', password: 'a long northwind password' },
  });
  expect(signUp.status).toBe(201);
  const db = t.server.database.db;
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', 'northwind')
    .executeTakeFirstOrThrow();
  const template = await subscriptionRow(t, 'premium-us');
  const id = randomUUID();
  await db
    .insertInto('subscriptions')
    .values({
      ...template,
      id,
      tenant_id: 'northwind',
      user_id: user.id,
      krn: `krn:northwind:subscription:${id}`,
      subscription_id: 'sub_northwind_1',
      payment_method_id: null,
    })
    .execute();
  const invoiceId = randomUUID();
  await db
    .insertInto('invoices')
    .values({
      id: invoiceId,
      tenant_id: 'northwind',
      user_id: user.id,
      subscription_id: id,
      number: 'INV-000001',
      kind: 'invoice',
      related_invoice_id: null,
      currency: 'USD',
      subtotal: 1000,
      discount: 0,
      tax: 0,
      total: 1000,
      lines: '[]',
      payment_summary: null,
      issued_at: t.clock.now().toISOString(),
    })
    .execute();
  return {
    cookie: signUp.cookie as string,
    tenant: 'northwind',
    subscriptionId: 'sub_northwind_1',
    invoiceId,
  };
}

beforeAll(async () => {
  t = await startTestServer();
  for (const [name, key] of [
    ['a', 'premium-us'],
    ['b', 'basic-us'],
  ] as const) {
    parties[name] = {
      cookie: await signInAs(t, key),
      tenant: 'halyard',
      subscriptionId: publicId(key),
      invoiceId: (await invoicesOf(t, key))[0]?.id as string,
    };
  }
  parties.c = await northwindCustomer();
  // A's refund request is pending, so cancelling it is a real target for the others.
  const pending = await t.request('POST', sub(parties.a, 'refund-revoke'), {
    cookie: parties.a.cookie,
    body: {},
  });
  expect(pending.status).toBe(202);
  // Each party starts a v2 checkout that is refused before the charge (two plans in one group).
  for (const p of Object.values(parties)) {
    p.attempt = `scoping-${randomUUID()}`;
    await t.request('POST', '/api/v2/checkout/', {
      cookie: p.cookie,
      tenant: p.tenant,
      body: {
        attempt: p.attempt,
        flow: 'additional_purchase',
        priceIds: ['regular-basic-1m-usd', 'regular-premium-1m-usd'],
      },
    });
  }
});
afterAll(() => t.close());

type Call = (owner: Party) => { method: string; path: string; body?: unknown };
const sub = (p: Party, action = '') =>
  `/api/v2/subscriptions/${p.subscriptionId}${action ? `/${action}` : ''}`;
const CALLS: Record<string, Call> = {
  'GET /api/v2/subscriptions/{id}': (p) => ({ method: 'GET', path: sub(p) }),
  'POST …/{id}/autobill-on': (p) => ({ method: 'POST', path: sub(p, 'autobill-on') }),
  'POST …/{id}/autobill-off': (p) => ({ method: 'POST', path: sub(p, 'autobill-off') }),
  'POST …/{id}/retry-payment-collection': (p) => ({
    method: 'POST',
    path: sub(p, 'retry-payment-collection'),
    body: {},
  }),
  'POST …/{id}/refund-revoke': (p) => ({ method: 'POST', path: sub(p, 'refund-revoke'), body: {} }),
  'DELETE …/{id}/refund-revoke': (p) => ({ method: 'DELETE', path: sub(p, 'refund-revoke') }),
  'PUT /api/v2/refund/estimate': (p) => ({
    method: 'PUT',
    path: '/api/v2/refund/estimate',
    body: { subscription_id: p.subscriptionId },
  }),
  'PUT /api/v2/checkout/estimate': (p) => ({
    method: 'PUT',
    path: '/api/v2/checkout/estimate',
    body: { flow: 'renewal', subscriptionId: p.subscriptionId },
  }),
  'POST /api/v2/checkout/': (p) => ({
    method: 'POST',
    path: '/api/v2/checkout/',
    body: {
      attempt: `intruder-${randomUUID()}`,
      flow: 'renewal',
      subscriptionId: p.subscriptionId,
    },
  }),
  'GET /api/v2/checkout/?attempt': (p) => ({
    method: 'GET',
    path: `/api/v2/checkout/?attempt=${p.attempt}`,
  }),
  'PUT /api/v2/checkout/': (p) => ({
    method: 'PUT',
    path: '/api/v2/checkout/',
    body: { attempt: p.attempt },
  }),
  'GET /api/v2/checkout/confirm': (p) => ({
    method: 'GET',
    path: `/api/v2/checkout/confirm?attempt=${p.attempt}`,
  }),
  'GET /api/v2/invoices/{id}/download': (p) => ({
    method: 'GET',
    path: `/api/v2/invoices/${p.invoiceId}/download`,
  }),
};

const PAIRS = [
  ['a', 'b'],
  ['b', 'a'],
  ['a', 'c'],
  ['c', 'a'],
  ['b', 'c'],
  ['c', 'b'],
] as const;

describe(`every id-bearing call is scoped by user and tenant (${testDatabaseKind})`, () => {
  const cases = Object.keys(CALLS).flatMap((name) =>
    PAIRS.map(([owner, intruder]) => [name, owner, intruder] as const),
  );
  it.each(cases)('%s: %s’s id used by %s is 404', async (name, owner, intruder) => {
    const call = (CALLS[name] as Call)(parties[owner]);
    const as = parties[intruder];
    const res = await t.request(call.method, call.path, {
      cookie: as.cookie,
      tenant: as.tenant,
      ...(call.body !== undefined && { body: call.body }),
    });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });

  it('the owners’ subscriptions were not touched by any of it', async () => {
    for (const p of Object.values(parties)) {
      const res = await t.request('GET', sub(p), { cookie: p.cookie, tenant: p.tenant });
      expect(res.status).toBe(200);
      expect(res.body.auto_billing_enabled).toBe(true);
    }
    const requests = await t.server.database.db.selectFrom('refund_requests').selectAll().execute();
    expect(requests.map((r) => r.status)).toEqual(['pending']);
    expect(requests[0]?.subscription_id).toBe((await subscriptionRow(t, 'premium-us')).id);
  });

  it('a session presented with another tenant’s header is not a session there', async () => {
    const res = await t.request('GET', sub(parties.c), {
      cookie: parties.a.cookie,
      tenant: 'northwind',
    });
    expect(res.status).toBe(401);
  });

  it('a stored payment method of another user cannot be charged', async () => {
    const method = await t.server.database.db
      .selectFrom('payment_methods')
      .select('id')
      .where('user_id', '=', (await subscriptionRow(t, 'premium-us')).user_id)
      .executeTakeFirstOrThrow();
    const cookie = await signInAs(t, 'grace');
    const res = await t.request(
      'POST',
      `/api/v2/subscriptions/${publicId('grace')}/retry-payment-collection`,
      {
        cookie,
        body: { payment_method_id: method.id },
      },
    );
    expect(res.status).toBe(404);
  });
});
