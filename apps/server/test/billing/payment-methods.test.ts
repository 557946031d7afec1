import { describe, expect, it } from 'vitest';
import { cardSource } from '../payments/sandbox-client';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServerPerTest } from '../use-test-server';
import { chargesOf, runDue, storeCard, subscriptionRow } from './helpers';

/**
 * Issue 22 item 1 (decision 0191): a customer holds several payment methods, one the default;
 * the portal lists, adds (a gateway token, never card data), makes default and removes them;
 * renewals charge the default; PUT /api/v2/payment-method replaces the default as before.
 */
const t = useTestServerPerTest();

interface Listed {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  is_default: boolean;
}

const list = async (cookie: string): Promise<Listed[]> => {
  const res = await t.request('GET', '/api/v2/payment-methods', { cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.payment_methods as Listed[];
};

async function addCard(cookie: string, number: string) {
  const res = await t.request('POST', '/api/v2/payment-methods', {
    cookie,
    body: await cardSource(t, number),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { payment_method: Listed; payment_methods: Listed[] };
}

describe(`stored payment methods (${testDatabaseKind})`, () => {
  it('lists the seeded card as the default, with brand, last four and expiry', async () => {
    const cookie = await signInAs(t, 'basic-us');
    const methods = await list(cookie);
    expect(methods).toHaveLength(1);
    expect(methods[0]).toMatchObject({ brand: 'Visa', is_default: true });
    expect(methods[0]!.last4).toMatch(/^\d{4}$/);
    expect(methods[0]!.exp_year).toBeGreaterThan(2000);
  });

  it('adds a second card that is not the default; subscriptions keep charging the default', async () => {
    const cookie = await signInAs(t, 'basic-us');
    const [first] = await list(cookie);
    const added = await addCard(cookie, '5555555555554444');
    expect(added.payment_method).toMatchObject({
      brand: 'Mastercard',
      last4: '4444',
      is_default: false,
    });
    expect(added.payment_methods.map((m) => [m.id, m.is_default])).toEqual([
      [first!.id, true],
      [added.payment_method.id, false],
    ]);
    expect((await subscriptionRow(t, 'basic-us')).payment_method_id).toBe(first!.id);
  });

  it('makes the second card the default and the next renewal charges it', async () => {
    const cookie = await signInAs(t, 'basic-us');
    const { payment_method: second } = await addCard(cookie, '5555555555554444');
    const res = await t.request('POST', `/api/v2/payment-methods/${second.id}/default`, {
      cookie,
      body: {},
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payment_methods[0]).toMatchObject({ id: second.id, is_default: true });
    expect(res.body.payment_methods.filter((m: Listed) => m.is_default)).toHaveLength(1);

    const row = await subscriptionRow(t, 'basic-us');
    expect(row.payment_method_id).toBe(second.id);
    t.clock.set(new Date(row.next_payment_date as string));
    await runDue(t);
    const charges = await chargesOf(t, row.id);
    const renewal = charges.at(-1);
    expect(renewal).toMatchObject({ status: 'succeeded', payment_method_id: second.id });
    expect(renewal!.created_at >= (row.next_payment_date as string)).toBe(true);
  });

  it('removes a non-default card; the default stays', async () => {
    const cookie = await signInAs(t, 'basic-us');
    const [first] = await list(cookie);
    const { payment_method: second } = await addCard(cookie, '5555555555554444');
    const res = await t.request('DELETE', `/api/v2/payment-methods/${second.id}`, { cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payment_methods.map((m: Listed) => m.id)).toEqual([first!.id]);
    expect(await list(cookie)).toHaveLength(1);
  });

  it('removing the default hands the subscriptions to the remaining card', async () => {
    const cookie = await signInAs(t, 'basic-us');
    const [first] = await list(cookie);
    const { payment_method: second } = await addCard(cookie, '5555555555554444');
    const res = await t.request('DELETE', `/api/v2/payment-methods/${first!.id}`, { cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payment_methods).toEqual([
      expect.objectContaining({ id: second.id, is_default: true }),
    ]);
    expect((await subscriptionRow(t, 'basic-us')).payment_method_id).toBe(second.id);
  });

  it('refuses to remove the only method of an automatically renewing subscription (409)', async () => {
    const cookie = await signInAs(t, 'basic-us');
    const [only] = await list(cookie);
    const res = await t.request('DELETE', `/api/v2/payment-methods/${only!.id}`, { cookie });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'payment_method_required',
      message:
        'This is the only payment method of a subscription that renews automatically. Add another payment method or turn off automatic renewal first.',
    });
    expect(await list(cookie)).toHaveLength(1);
  });

  it('removes the last method once automatic renewal is off', async () => {
    const cookie = await signInAs(t, 'basic-us');
    const [only] = await list(cookie);
    const row = await subscriptionRow(t, 'basic-us');
    const off = await t.request(
      'POST',
      `/api/v2/subscriptions/${row.subscription_id}/autobill-off`,
      {
        cookie,
        body: {},
      },
    );
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const res = await t.request('DELETE', `/api/v2/payment-methods/${only!.id}`, { cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payment_methods).toEqual([]);
    expect((await subscriptionRow(t, 'basic-us')).payment_method_id).toBeNull();
  });

  it('two removals at once never leave a renewing plan without a method (one is refused)', async () => {
    const cookie = await signInAs(t, 'basic-us');
    const [first] = await list(cookie);
    const { payment_method: second } = await addCard(cookie, '5555555555554444');
    const answers = await Promise.all(
      [first!.id, second.id].map((id) =>
        t.request('DELETE', `/api/v2/payment-methods/${id}`, { cookie }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const left = await list(cookie);
    expect(left).toHaveLength(1);
    expect(left[0]!.is_default).toBe(true);
    expect((await subscriptionRow(t, 'basic-us')).payment_method_id).toBe(left[0]!.id);
  });

  it("another customer's method id is 404 for make-default and remove, and changes nothing", async () => {
    const owner = await signInAs(t, 'premium-us');
    const [theirs] = await list(owner);
    const cookie = await signInAs(t, 'basic-us');
    for (const [method, path] of [
      ['POST', `/api/v2/payment-methods/${theirs!.id}/default`],
      ['DELETE', `/api/v2/payment-methods/${theirs!.id}`],
    ] as const) {
      const res = await t.request(method, path, { cookie, body: {} });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error).toMatchObject({
        code: 'not_found',
        message: 'Payment method not found.',
      });
    }
    expect(await list(owner)).toEqual([theirs]);
  });

  it('a removed method can no longer be made default or paid with (404)', async () => {
    const cookie = await signInAs(t, 'basic-us');
    const { payment_method: second } = await addCard(cookie, '5555555555554444');
    await t.request('DELETE', `/api/v2/payment-methods/${second.id}`, { cookie });
    const res = await t.request('POST', `/api/v2/payment-methods/${second.id}/default`, {
      cookie,
      body: {},
    });
    expect(res.status).toBe(404);
  });

  it('PUT /api/v2/payment-method replaces the default and keeps the other methods', async () => {
    const cookie = await signInAs(t, 'basic-us');
    const [first] = await list(cookie);
    const { payment_method: second } = await addCard(cookie, '5555555555554444');
    const replaced = await storeCard(t, cookie, '4242424242424242');
    const methods = await list(cookie);
    expect(methods.map((m) => [m.id, m.is_default])).toEqual([
      [replaced.id, true],
      [second.id, false],
    ]);
    expect(methods.some((m) => m.id === first!.id)).toBe(false);
    expect((await subscriptionRow(t, 'basic-us')).payment_method_id).toBe(replaced.id);
  });

  it('the first method a customer adds becomes the default', async () => {
    const signUp = await t.request('POST', '/api/v1/auth/sign-up', {
      body: { email: 'several-methods@example.com', password: 'a long enough password' },
    });
    expect(signUp.status).toBe(201);
    const cookie = signUp.cookie as string;
    expect(await list(cookie)).toEqual([]);
    const added = await addCard(cookie, '4242424242424242');
    expect(added.payment_method).toMatchObject({ last4: '4242', is_default: true });
  });

  it('refuses bad input with 4xx: an unknown token, a malformed body, no session', async () => {
    const cookie = await signInAs(t, 'basic-us');
    const source = await cardSource(t, '5555555555554444');
    const unknown = await t.request('POST', '/api/v2/payment-methods', {
      cookie,
      body: { ...source, token: 'tok_not_ours' },
    });
    expect(unknown.status).toBe(422);
    const missing = await t.request('POST', '/api/v2/payment-methods', { cookie, body: {} });
    expect(missing.status).toBe(400);
    const wrongType = await t.request('POST', '/api/v2/payment-methods', {
      cookie,
      body: { token: source.token, clientSecret: 42 },
    });
    expect(wrongType.status).toBe(400);
    const anonymous = await t.request('GET', '/api/v2/payment-methods');
    expect(anonymous.status).toBe(401);
  });
});
