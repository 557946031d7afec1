import { describe, expect, it } from 'vitest';
import { invoicesOf, publicId, runDue, subscriptionRow } from '../billing/helpers';
import { signInAs } from '../sign-in';
import { startTestServer, testDatabaseKind } from '../test-server';
import { useTestServerPerTest } from '../use-test-server';

// Issue 24 item 3 (decision 0162): the deletion dialog says "Your subscriptions stop renewing";
// `basic-de@…` asked for deletion, was charged at the next renewal and deleted two weeks later
// without a refund.

const t = useTestServerPerTest(() => startTestServer({ SESSION_IDLE_DAYS: '45' }));

const deletion = (method: string, cookie: string, body?: unknown) =>
  t.request(method, '/api/v2/users/deletion', { cookie, ...(body !== undefined && { body }) });
const subscription = async (cookie: string, key: string) =>
  (await t.request('GET', `/api/v2/subscriptions/${publicId(key)}`, { cookie })).body;
const autobill = (cookie: string, key: string, on: boolean) =>
  t.request('POST', `/api/v2/subscriptions/${publicId(key)}/autobill-${on ? 'on' : 'off'}`, {
    cookie,
  });

describe(`a deletion request stops billing (${testDatabaseKind})`, () => {
  it('should turn auto-renew off at once, and back on if the request is cancelled', async () => {
    const cookie = await signInAs(t, 'basic-de');
    expect((await subscription(cookie, 'basic-de')).auto_billing_enabled).toBe(true);
    expect((await deletion('PUT', cookie, {})).status).toBe(200);
    expect((await subscription(cookie, 'basic-de')).auto_billing_enabled).toBe(false);
    expect((await deletion('DELETE', cookie)).status).toBe(200);
    expect((await subscription(cookie, 'basic-de')).auto_billing_enabled).toBe(true);
  });

  it('should turn back on only what the request turned off', async () => {
    const cookie = await signInAs(t, 'expiring'); // auto-renew was already off
    await deletion('PUT', cookie, {});
    await deletion('DELETE', cookie);
    expect((await subscription(cookie, 'expiring')).auto_billing_enabled).toBe(false);
  });

  it('should not charge at a renewal date inside the grace period', async () => {
    const cookie = await signInAs(t, 'basic-de');
    const before = (await invoicesOf(t, 'basic-de')).length;
    await deletion('PUT', cookie, {});
    const row = await subscriptionRow(t, 'basic-de');
    t.clock.set(new Date(row.next_payment_date as string));
    await runDue(t);
    expect(await invoicesOf(t, 'basic-de')).toHaveLength(before);
    expect((await subscriptionRow(t, 'basic-de')).state).toBe('expired');
  });

  it("should stop a business subscription's renewal too", async () => {
    const cookie = await signInAs(t, 'business');
    await deletion('PUT', cookie, {});
    const licenses = await t.request('GET', '/api/v2/licenses/', { cookie });
    expect(licenses.body.business_subscription.auto_billing_enabled).toBe(false);
    await deletion('DELETE', cookie);
    const after = await t.request('GET', '/api/v2/licenses/', { cookie });
    expect(after.body.business_subscription.auto_billing_enabled).toBe(true);
  });

  it('should refund, when the account is deleted, a charge taken inside the grace period', async () => {
    const cookie = await signInAs(t, 'basic-de');
    const requested = await deletion('PUT', cookie, {});
    const before = await invoicesOf(t, 'basic-de');
    // The customer turns auto-renew back on while the deletion is pending: the renewal is taken.
    expect((await autobill(cookie, 'basic-de', true)).status).toBe(200);
    const row = await subscriptionRow(t, 'basic-de');
    t.clock.set(new Date(row.next_payment_date as string));
    await runDue(t);
    const renewed = await invoicesOf(t, 'basic-de');
    expect(renewed).toHaveLength(before.length + 1);
    const charged = renewed.at(-1);

    t.clock.set(new Date(requested.body.deletion.scheduled_for));
    const run = await runDue(t);
    expect(run.deletions).toBe(1);
    expect(run.refunds).toBe(1);
    const db = t.server.database.db;
    const notes = await db
      .selectFrom('invoices')
      .select(['total', 'related_invoice_id'])
      .where('user_id', '=', row.user_id)
      .where('kind', '=', 'credit_note')
      .execute();
    // Only the charge taken after the request is returned, whole.
    expect(notes).toEqual([{ total: charged?.total, related_invoice_id: charged?.id }]);
    const sandbox = await db.selectFrom('sandbox_gateway_refunds').select(['amount']).execute();
    expect(sandbox.map((r) => r.amount)).toContain(charged?.total);
    // The goodbye email (written before the address is erased) says so.
    const goodbye = await db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('user_id', '=', row.user_id)
      .where('kind', '=', 'deletion_completed')
      .executeTakeFirstOrThrow();
    expect(goodbye.text_body).toMatch(/refunded/);
  });
});
