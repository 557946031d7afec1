import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail } from '../../src/seed/demo-accounts';
import { invoicesOf, publicId, subscriptionRow } from '../billing/helpers';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { demoUserId, signInNewStaff, type StaffJar, startAdminTestServer } from './staff-client';

/**
 * Issue 16 items 2, 3 and 5 (decisions 0172–0174): finding a customer, their page, the actions
 * on their account through the portal's services, each with its reason and before/after in the
 * audit log, which the database keeps append-only.
 */
const t = useTestServer(startAdminTestServer);
let support: StaffJar;
beforeAll(async () => {
  support = await signInNewStaff(t, 'support');
});

const userId = (key: string) => demoUserId(t, key);

const path = async (key: string, rest = '') => `/api/admin/customers/${await userId(key)}${rest}`;
const latestAudit = async (action: string) =>
  (await support.send('GET', `/api/admin/audit?action=${action}&limit=1`)).body.entries[0];

describe(`customer search (${testDatabaseKind})`, () => {
  it.each([
    ['part of the email', 'grace@demo', 'email', 'grace'],
    ['the subscription id', publicId('refund'), 'subscription', 'refund'],
    ['the card’s last four', '0069', 'card', 'grace'],
  ])('finds a customer by %s', async (_, q, matched, key) => {
    const res = await support.send('GET', `/api/admin/customers?q=${encodeURIComponent(q)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const hit = res.body.customers.find((c: { email: string }) => c.email === demoEmail(key));
    expect(hit).toMatchObject({ matched, subscriptions: 1 });
  });

  it('finds a customer by an invoice number, and never another tenant’s', async () => {
    const [invoice] = await invoicesOf(t, 'refund');
    const res = await support.send(
      'GET',
      `/api/admin/customers?q=${invoice!.number.toLowerCase()}`,
    );
    expect(res.body.customers.map((c: { email: string }) => c.email)).toEqual([
      demoEmail('refund'),
    ]);
    const other = await support.send('GET', '/api/admin/customers?q=northwind');
    expect(other.body.customers).toEqual([]);
  });

  it('treats % and _ as text', async () => {
    const res = await support.send('GET', '/api/admin/customers?q=%25%25');
    expect(res.body.customers).toEqual([]);
  });
});

describe(`customer page (${testDatabaseKind})`, () => {
  it('shows a failed renewal’s subscription, payments, methods (brand and last four only), sessions and emails', async () => {
    await signInAs(t, 'grace');
    const res = await support.send('GET', await path('grace'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [sub] = res.body.subscriptions;
    expect(sub).toMatchObject({
      id: publicId('grace'),
      condition: 'grace',
      auto_billing_enabled: true,
    });
    expect(sub.failed_on).not.toBeNull();
    expect(sub.history.map((e: { kind: string }) => e.kind)).toContain('purchased');
    expect(res.body.payment_methods).toEqual([
      expect.objectContaining({ label: 'Visa •••• 0069', expires: '10/2026' }),
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/tok_demo|gateway_token/);
    expect(res.body.sessions.length).toBeGreaterThanOrEqual(1);
    expect(res.body.invoices.length).toBeGreaterThan(0);
    expect(res.body.sign_in).toMatchObject({ failures: 0, locked_until: null, two_factor: false });
  });

  it('records who looked at a customer', async () => {
    await support.send('GET', await path('basic-us'));
    const entry = await latestAudit('customer.viewed');
    expect(entry).toMatchObject({
      customer_id: await userId('basic-us'),
      staff_email: support.login.email,
    });
  });

  it('answers 404 for an id of another tenant or none', async () => {
    const foreign = await t.server.database.db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', 'northwind')
      .executeTakeFirst();
    for (const id of [foreign?.id ?? 'none', 'no-such-customer'])
      expect((await support.send('GET', `/api/admin/customers/${id}`)).status).toBe(404);
  });

  it('downloads a customer’s invoice as PDF (audited)', async () => {
    const [invoice] = await invoicesOf(t, 'basic-us');
    const res = await support.send('GET', await path('basic-us', `/invoices/${invoice!.id}/pdf`));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(String(res.body).startsWith('%PDF')).toBe(true);
    expect(await latestAudit('invoice.downloaded')).toMatchObject({ target_id: invoice!.id });
  });
});

describe(`account actions (${testDatabaseKind})`, () => {
  it('extends a subscription by N days, seen in the customer’s own portal, audited with before and after', async () => {
    const before = await subscriptionRow(t, 'premium-us');
    const res = await support.send(
      'POST',
      await path('premium-us', `/subscriptions/${publicId('premium-us')}/extend`),
      {
        body: { days: 30, reason: 'Outage compensation, ticket 4711' },
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const expected = new Date(
      Date.parse(before.next_payment_date as string) + 30 * 86_400_000,
    ).toISOString();
    expect(res.body.subscription.next_payment_date).toBe(expected);
    const customer = await signInAs(t, 'premium-us');
    const portal = await t.request('GET', `/api/v2/subscriptions/${publicId('premium-us')}`, {
      cookie: customer,
    });
    expect(portal.body.next_payment_date ?? portal.body.subscription?.next_payment_date).toBe(
      expected,
    );
    expect(await latestAudit('subscription.extended')).toMatchObject({
      reason: 'Outage compensation, ticket 4711',
      target_id: publicId('premium-us'),
      before: { next_payment_date: before.next_payment_date },
      after: { days: 30, next_payment_date: expected },
      outcome: 'done',
    });
  });

  it('comps an expired subscription: active again, not renewing', async () => {
    const res = await support.send(
      'POST',
      await path('expired', `/subscriptions/${publicId('expired')}/extend`),
      {
        body: { days: 14, reason: 'Goodwill after a billing mistake' },
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.subscription).toMatchObject({ state: 'active', auto_billing_enabled: false });
  });

  it('needs a reason for every action', async () => {
    const res = await support.send(
      'POST',
      await path('premium-us', `/subscriptions/${publicId('premium-us')}/extend`),
      {
        body: { days: 3 },
      },
    );
    expect(res.status).toBe(400);
  });

  it('turns auto-renew off and on through the portal’s own rules', async () => {
    const url = await path('basic-us', `/subscriptions/${publicId('basic-us')}/autobill`);
    const off = await support.send('POST', url, {
      body: { on: false, reason: 'Customer asked by phone' },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.subscription.auto_billing_enabled).toBe(false);
    const on = await support.send('POST', url, {
      body: { on: true, reason: 'Customer changed their mind' },
    });
    expect(on.body.subscription.auto_billing_enabled).toBe(true);
    expect(await latestAudit('subscription.autobill_on')).toMatchObject({
      before: { auto_billing_enabled: false },
      after: { auto_billing_enabled: true },
    });
  });

  it('retries a failed renewal with the stored card: a decline is answered and audited as refused', async () => {
    const res = await support.send(
      'POST',
      await path('grace', `/subscriptions/${publicId('grace')}/retry-payment`),
      {
        body: { reason: 'Customer says the card works again' },
      },
    );
    if (res.status === 200) {
      expect(res.body.subscription.condition).toBe('active');
      expect(await latestAudit('subscription.payment_retried')).toMatchObject({ outcome: 'done' });
    } else {
      expect(res.status, JSON.stringify(res.body)).toBe(402);
      expect(await latestAudit('subscription.payment_retried')).toMatchObject({
        outcome: 'refused',
        after: { error: res.body.error.code },
      });
    }
  });

  it('cancels now: access ends, the customer is told, the add-ons end with it', async () => {
    const res = await support.send(
      'POST',
      await path('autorenew', `/subscriptions/${publicId('autorenew')}/cancel`),
      {
        body: { when: 'now', reason: 'Chargeback threatened; customer wants out today' },
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.subscription).toMatchObject({
      state: 'cancelled',
      auto_billing_enabled: false,
    });
    const again = await support.send(
      'POST',
      await path('autorenew', `/subscriptions/${publicId('autorenew')}/cancel`),
      {
        body: { when: 'now', reason: 'Twice' },
      },
    );
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_ended');
  });

  it('refuses extend and cancel now while the billing engine holds the subscription (409), and extends once the lease has run out', async () => {
    const key = 'premium-gb';
    const before = await subscriptionRow(t, key);
    const leaseUntil = new Date(t.clock.now().getTime() + 60_000).toISOString();
    await t.server.database.db
      .updateTable('subscriptions')
      .set({ lease_owner: 'engine-under-test', lease_until: leaseUntil })
      .where('id', '=', before.id)
      .execute();
    const url = async (action: string) => path(key, `/subscriptions/${publicId(key)}/${action}`);
    const extend = async () =>
      support.send('POST', await url('extend'), { body: { days: 7, reason: 'Goodwill' } });
    const held = await extend();
    expect(held.status, JSON.stringify(held.body)).toBe(409);
    expect(held.body.error.code).toBe('payment_in_progress');
    const cancel = await support.send('POST', await url('cancel'), {
      body: { when: 'now', reason: 'Customer wants out' },
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(409);
    expect(cancel.body.error.code).toBe('payment_in_progress');
    expect(await subscriptionRow(t, key)).toMatchObject({
      state: before.state,
      next_payment_date: before.next_payment_date,
    });
    t.clock.advance(61_000);
    const extended = await extend();
    expect(extended.status, JSON.stringify(extended.body)).toBe(200);
  });

  it('signs the customer out everywhere', async () => {
    const cookie = await signInAs(t, 'esim');
    expect((await t.request('GET', '/api/v2/subscriptions/', { cookie })).status).toBe(200);
    const res = await support.send('POST', await path('esim', '/sign-out-everywhere'), {
      body: { reason: 'Account shared publicly' },
    });
    expect(res.status).toBe(200);
    expect((await t.request('GET', '/api/v2/subscriptions/', { cookie })).status).toBe(401);
  });

  it('shows failed sign-ins and a lock, and unlocks them', async () => {
    for (let i = 0; i < 10; i++)
      await t.request('POST', '/api/v1/auth/sign-in', {
        body: { email: demoEmail('change-plan'), password: `wrong password ${i}` },
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
    const page = await support.send('GET', await path('change-plan'));
    expect(page.body.sign_in.failures).toBe(10);
    expect(page.body.sign_in.locked_until).not.toBeNull();
    const res = await support.send('POST', await path('change-plan', '/unlock-sign-in'), {
      body: { reason: 'Verified by phone' },
    });
    expect(res.status).toBe(200);
    expect((await support.send('GET', await path('change-plan'))).body.sign_in.failures).toBe(0);
    expect(await latestAudit('customer.sign_in_unlocked')).toMatchObject({
      before: { failures: 10 },
    });
    expect(
      (
        await t.request('POST', '/api/v1/auth/sign-in', {
          body: { email: demoEmail('change-plan'), password: DEMO_PASSWORD },
        })
      ).status,
    ).toBe(429); // this client's IP is still over its budget …
    t.clock.advance(16 * 60_000); // … until its window ends; the account itself is unlocked
    expect(
      (
        await t.request('POST', '/api/v1/auth/sign-in', {
          body: { email: demoEmail('change-plan'), password: DEMO_PASSWORD },
        })
      ).status,
    ).toBe(200);
  });

  it('starts an email change: the code goes to the new address, the log keeps it masked', async () => {
    const res = await support.send('POST', await path('redeem', '/email-change'), {
      body: { new_email: 'redeem-new@example.com', reason: 'Lost access to the old mailbox' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mails = await t.server.database.db
      .selectFrom('mail_outbox')
      .select('kind')
      .where('to_address', '=', 'redeem-new@example.com')
      .execute();
    expect(mails.map((m) => m.kind)).toEqual(['email_change_code']);
    const entry = await latestAudit('customer.email_change_started');
    expect(entry.after.pending_email).toBe('r•••@example.com');
    expect(JSON.stringify(entry)).not.toContain('redeem-new@');
  });

  it('cancels a pending deletion the customer asked for', async () => {
    const cookie = await signInAs(t, 'referred');
    expect(
      (await t.request('PUT', '/api/v2/users/deletion', { cookie, body: { reason: 'test' } }))
        .status,
    ).toBeLessThan(300);
    const res = await support.send('POST', await path('referred', '/cancel-deletion'), {
      body: { reason: 'Customer called: changed their mind' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const none = await support.send('POST', await path('referred', '/cancel-deletion'), {
      body: { reason: 'Again' },
    });
    expect(none.status).toBe(404);
  });

  it('sends an invoice again', async () => {
    const [invoice] = await invoicesOf(t, 'basic-de');
    const res = await support.send(
      'POST',
      await path('basic-de', `/invoices/${invoice!.id}/resend`),
      {
        body: { reason: 'Customer cannot find the email' },
      },
    );
    expect(res.status).toBe(200);
    const mails = await t.server.database.db
      .selectFrom('mail_outbox')
      .select(['kind', 'subject'])
      .where('to_address', '=', demoEmail('basic-de'))
      .where('kind', '=', 'invoice_copy')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(invoice!.number);
  });
});

describe(`the audit log is append-only (${testDatabaseKind})`, () => {
  it('the database refuses to change or delete a row', async () => {
    const db = t.server.database.db;
    await expect(sql`update audit_log set reason = 'rewritten'`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from audit_log`.execute(db)).rejects.toThrow(/append-only/);
    if (testDatabaseKind === 'postgres')
      await expect(sql`truncate audit_log`.execute(db)).rejects.toThrow(/append-only/);
    const { rows } = await sql<{ n: number }>`select count(*) as n from audit_log`.execute(db);
    expect(Number(rows[0]?.n)).toBeGreaterThan(5);
  });

  it('filters by action, staff and customer, newest first, in pages', async () => {
    const customer = await userId('basic-us');
    const page = await support.send('GET', `/api/admin/audit?customer=${customer}&limit=1`);
    expect(page.body.entries).toHaveLength(1);
    expect(page.body.next).not.toBeNull();
    const rest = await support.send(
      'GET',
      `/api/admin/audit?customer=${customer}&before=${page.body.next}`,
    );
    expect(
      rest.body.entries.every((e: { customer_id: string }) => e.customer_id === customer),
    ).toBe(true);
    const byStaff = await support.send(
      'GET',
      `/api/admin/audit?staff=${encodeURIComponent(support.login.email)}`,
    );
    expect(byStaff.body.entries.length).toBeGreaterThan(0);
  });
});
