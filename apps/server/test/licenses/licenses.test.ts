import { describe, expect, it } from 'vitest';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

const t = useTestServer();

const put = (cookie: string, body: unknown) =>
  t.request('PUT', '/api/v2/licenses/', { cookie, body });

describe(`licenses (${testDatabaseKind})`, () => {
  it('GET shows the business subscription with its seats and assignments', async () => {
    const cookie = await signInAs(t, 'business');
    const res = await t.request('GET', '/api/v2/licenses/', { cookie });
    expect(res.status).toBe(200);
    expect(res.body.business_subscription).toMatchObject({
      is_chargebee: true,
      seats: 10,
      assigned: 2,
      auto_billing_enabled: true,
    });
    expect(res.body.business_subscription.licenses).toHaveLength(10);
    const legacy = await t.request('GET', '/api/v2/licenses/', {
      cookie: await signInAs(t, 'business-legacy'),
    });
    expect(legacy.body.business_subscription).toMatchObject({ is_chargebee: false, seats: 5 });
  });

  it('a customer without a business subscription gets 404 on every licenses call', async () => {
    const cookie = await signInAs(t, 'basic-us');
    expect((await t.request('GET', '/api/v2/licenses/', { cookie })).status).toBe(404);
    expect((await put(cookie, { seats: 3 })).status).toBe(404);
    const off = await t.request('POST', '/api/v2/licenses/autobill-off', { cookie, body: {} });
    expect(off.status).toBe(404);
  });

  it('assigns and unassigns seats by email, and changes the seat count', async () => {
    const cookie = await signInAs(t, 'business');
    // Added seats are paid for, after the customer confirmed the amount (issue 24 item 6).
    const estimate = await t.request('PUT', '/api/v2/licenses/estimate', {
      cookie,
      body: { seats: 12 },
    });
    const more = await put(cookie, {
      seats: 12,
      assign: ['Ada@Example.com', 'grace@example.com'],
      expected_amount: estimate.body.due_now,
    });
    expect(more.status, JSON.stringify(more.body)).toBe(200);
    const sub = more.body.business_subscription;
    expect(sub).toMatchObject({ seats: 12, assigned: 4 });
    expect(sub.licenses).toHaveLength(12);
    const emails = sub.licenses.map((l: { assignee_email: string | null }) => l.assignee_email);
    expect(emails).toEqual(expect.arrayContaining(['ada@example.com', 'grace@example.com']));
    // Fewer seats take effect at the renewal: they were paid for this term.
    const fewer = await put(cookie, { seats: 3, unassign: ['ada@example.com'] });
    expect(fewer.body.business_subscription).toMatchObject({
      seats: 12,
      pending_seats: 3,
      assigned: 3,
    });
    expect(fewer.body.business_subscription.licenses).toHaveLength(12);
  });

  it.each([
    ['below the assigned seats', { seats: 2 }, 422, 'seats_below_assigned'],
    [
      'more assignments than free seats',
      { assign: Array.from({ length: 10 }, (_, i) => `x${i}@example.com`) },
      422,
      'no_free_seats',
    ],
    ['an email that has a seat', { assign: ['grace@example.com'] }, 422, 'already_assigned'],
    ['an email without a seat', { unassign: ['nobody@example.com'] }, 422, 'not_assigned'],
    ['an invalid email', { assign: ['not an email'] }, 400, 'validation_failed'],
    ['zero seats', { seats: 0 }, 400, 'validation_failed'],
  ])('refuses %s', async (_case, body, status, code) => {
    const cookie = await signInAs(t, 'business');
    const res = await put(cookie, body);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
  });

  it('turns automatic renewal of the business subscription off and on', async () => {
    const cookie = await signInAs(t, 'business-legacy');
    const off = await t.request('POST', '/api/v2/licenses/autobill-off', { cookie, body: {} });
    expect(off.status).toBe(200);
    expect(off.body.business_subscription.auto_billing_enabled).toBe(false);
    const on = await t.request('POST', '/api/v2/licenses/autobill-on', { cookie });
    expect(on.body.business_subscription.auto_billing_enabled).toBe(true);
  });
});
