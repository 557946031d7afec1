import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail } from '../../src/seed/demo-accounts';
import { DAY, mailKindsTo, runDue, subscriptionRow } from '../billing/helpers';
import { signInAs } from '../sign-in';
import { startTestServer, testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

// Sessions outlive the 30-day grace period here, so the test sees the deletion revoke them.
const t = useTestServer(() => startTestServer({ SESSION_IDLE_DAYS: '45' }));

const deletion = (method: string, cookie: string, body?: unknown) =>
  t.request(method, '/api/v2/users/deletion', { cookie, ...(body !== undefined && { body }) });

describe(`account deletion requests (${testDatabaseKind})`, () => {
  it('none pending reads as an empty state', async () => {
    const cookie = await signInAs(t, 'dedicated-ip');
    const res = await deletion('GET', cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deletion: null });
    expect((await deletion('PATCH', cookie, { reason: 'x' })).status).toBe(404);
    expect((await deletion('DELETE', cookie)).status).toBe(404);
  });

  it('request, update, bring forward, cancel — with emails for requested and cancelled', async () => {
    const cookie = await signInAs(t, 'dedicated-ip');
    const requested = await deletion('PUT', cookie, { reason: 'Moving to another provider' });
    expect(requested.status).toBe(200);
    const scheduled = new Date(t.clock.now().getTime() + 30 * DAY).toISOString();
    expect(requested.body.deletion).toEqual({
      status: 'pending',
      reason: 'Moving to another provider',
      requested_at: t.clock.now().toISOString(),
      scheduled_for: scheduled,
      cancelled_at: null,
    });
    const again = await deletion('PUT', cookie, {});
    expect(again.body.deletion.scheduled_for).toBe(scheduled);

    const reason = await deletion('PATCH', cookie, { reason: 'Too expensive' });
    expect(reason.body.deletion.reason).toBe('Too expensive');
    const later = new Date(t.clock.now().getTime() + 40 * DAY).toISOString();
    const postponed = await deletion('PATCH', cookie, { scheduled_for: later });
    expect(postponed.status).toBe(422);
    expect(postponed.body.error.code).toBe('cannot_postpone');
    const sooner = new Date(t.clock.now().getTime() + 10 * DAY).toISOString();
    const forward = await deletion('PATCH', cookie, { scheduled_for: sooner });
    expect(forward.body.deletion.scheduled_for).toBe(sooner);

    const cancelled = await deletion('DELETE', cookie);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.deletion).toMatchObject({ status: 'cancelled' });
    expect((await deletion('GET', cookie)).body).toEqual({ deletion: null });
    const mails = await mailKindsTo(t, demoEmail('dedicated-ip'));
    expect(mails).toEqual(expect.arrayContaining(['deletion_requested', 'deletion_cancelled']));
  });

  it('at the end of the grace period the account is anonymised and every session revoked', async () => {
    const cookie = await signInAs(t, 'referred');
    const other = await signInAs(t, 'referred');
    // A prepared copy of the account's data goes with it (decision 0195).
    const exported = await t.request('POST', '/api/v2/users/data-exports', { cookie, body: {} });
    expect(exported.status).toBe(202);
    expect(await t.server.app.dataExports.runDue(t.clock.now())).toBe(1);
    // What the site reported while signed in stops naming the person (decision 0195 addendum).
    const krn = (
      await t.server.database.db
        .selectFrom('users')
        .select('krn')
        .where('email', '=', demoEmail('referred'))
        .executeTakeFirstOrThrow()
    ).krn;
    for (const body of [
      { locale: 'en', timmestamp: 3, fullUrl: 'https://vpn.example/leaving' },
      { locale: 'en', timmestamp: 4, fullUrl: 'https://vpn.example/leaving', backendUserKrn: krn },
    ])
      expect((await t.request('POST', '/api/page-view', { cookie, body })).status).toBeLessThan(
        300,
      );
    const event = { event: 'leaving_event', properties: {} };
    expect(
      (await t.request('POST', '/api/v1/emit-event', { cookie, body: event })).status,
    ).toBeLessThan(300);
    const requested = await deletion('PUT', cookie, {});
    const before = await subscriptionRow(t, 'referred');
    t.clock.set(new Date(new Date(requested.body.deletion.scheduled_for).getTime() - 1));
    expect((await runDue(t)).deletions).toBe(0);
    expect((await t.request('GET', '/api/v1/auth/me', { cookie: other })).status).toBe(200);
    t.clock.advance(1);
    expect((await runDue(t)).deletions).toBe(1);

    for (const session of [cookie, other])
      expect((await t.request('GET', '/api/v1/auth/me', { cookie: session })).status).toBe(401);
    const signIn = await t.request('POST', '/api/v1/auth/sign-in', {
      body: { email: demoEmail('referred'), password: DEMO_PASSWORD },
    });
    expect(signIn.status).toBe(401);
    const db = t.server.database.db;
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', before.user_id)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ password_hash: null, residence_zipcode: null });
    expect(user.email).toMatch(/^deleted-.+@deleted\.invalid$/);
    expect(user.anonymized_at).toBe(t.clock.now().toISOString());
    const methods = await db
      .selectFrom('payment_methods')
      .select('id')
      .where('user_id', '=', before.user_id)
      .execute();
    expect(methods).toHaveLength(0);
    const reported = await db
      .selectFrom('page_views')
      .select(['user_id', 'backend_user_krn'])
      .where('full_url', '=', 'https://vpn.example/leaving')
      .execute();
    expect(reported).toEqual([
      { user_id: null, backend_user_krn: null },
      { user_id: null, backend_user_krn: null },
    ]);
    const events = await db
      .selectFrom('events')
      .select('user_id')
      .where('name', '=', 'leaving_event')
      .execute();
    expect(events).toEqual([{ user_id: null }]);
    expect(
      await db
        .selectFrom('data_exports')
        .select('id')
        .where('user_id', '=', before.user_id)
        .execute(),
    ).toHaveLength(0);
    const sub = await db
      .selectFrom('subscriptions')
      .selectAll()
      .where('id', '=', before.id)
      .executeTakeFirstOrThrow();
    expect(sub).toMatchObject({
      state: 'cancelled',
      auto_billing_enabled: 0,
      payment_method_id: null,
    });
    const invoices = await db
      .selectFrom('invoices')
      .select('id')
      .where('user_id', '=', before.user_id)
      .execute();
    expect(invoices.length).toBeGreaterThan(0); // bookkeeping keeps them
    expect(await mailKindsTo(t, demoEmail('referred'))).toContain('deletion_completed');
    expect((await runDue(t)).deletions).toBe(0);
  });
});
