import { describe, expect, it } from 'vitest';
import { demoEmail } from '../../src/seed/demo-accounts';
import { cardSource } from '../payments/sandbox-client';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

// Issue 22 item 6 (decision 0195): "Download my data" — asked for, prepared in the background,
// offered for 7 days, its owner's only, with nothing secret in it (GDPR articles 15 and 20).

const t = useTestServer();

const PATH = '/api/v2/users/data-exports';
const DAY = 86_400_000;
const download = (id: string, cookie?: string) =>
  t.request('GET', `${PATH}/${id}/download`, cookie ? { cookie } : {});
const runJobs = async () => {
  const res = await t.request('POST', '/api/test/data-exports/run', { body: {} });
  expect(res.status).toBe(200);
  return res.body.ready as number;
};
const db = () => t.server.database.db;

async function userOf(key: string) {
  return db()
    .selectFrom('users')
    .selectAll()
    .where('tenant_id', '=', 'halyard')
    .where('email', '=', demoEmail(key))
    .executeTakeFirstOrThrow();
}

describe(`data export (${testDatabaseKind})`, () => {
  it('refuses every call without a session (401)', async () => {
    expect((await t.request('GET', PATH)).status).toBe(401);
    expect((await t.request('POST', PATH, { body: {} })).status).toBe(401);
    expect((await download('anything')).status).toBe(401);
  });

  it('asks, is prepared in the background, is downloaded by its owner with every section and no secret, and expires after 7 days', async () => {
    const key = 'premium-us';
    const cookie = await signInAs(t, key);
    const user = await userOf(key);
    // Data of every kind the archive reports: a stored card (with its gateway token), billing
    // details, a support message, a page view the site reported while signed in.
    const card = await t.request('PUT', '/api/v2/payment-method', {
      cookie,
      body: await cardSource(t, '4242424242424242'),
    });
    expect(card.status, JSON.stringify(card.body)).toBe(200);
    expect(
      (
        await t.request('PUT', '/api/v2/users/billing-details', {
          cookie,
          body: {
            name: 'Pat Example',
            street: '1 Market St',
            postal_code: '94105',
            city: 'San Francisco',
            country: 'US',
          },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.request('POST', '/api/v1/support/messages', {
          cookie,
          body: { email: demoEmail(key), message: 'Export support message' },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await t.request('POST', '/api/page-view', {
          body: {
            locale: 'en',
            timmestamp: 1,
            backendUserKrn: user.krn,
            fullUrl: 'https://vpn.example/account-billing',
          },
        })
      ).status,
    ).toBeLessThan(300);
    // Sent while signed in but naming no KRN: found by the account they came from (decision 0195
    // addendum). Another visitor's event with the same name stays out of the archive.
    for (const [event, as] of [
      ['export_signed_in_event', cookie],
      ['export_anonymous_event', undefined],
    ] as const) {
      const sent = await t.request('POST', '/api/v1/emit-event', {
        ...(as ? { cookie: as } : {}),
        body: { event, properties: { step: 'settings' } },
      });
      expect(sent.status).toBeLessThan(300);
    }
    const viewed = await t.request('POST', '/api/page-view', {
      cookie,
      body: { locale: 'en', timmestamp: 2, fullUrl: 'https://vpn.example/signed-in-only' },
    });
    expect(viewed.status).toBeLessThan(300);

    expect((await t.request('GET', PATH, { cookie })).body).toEqual({ export: null });
    const asked = await t.request('POST', PATH, { cookie, body: {} });
    expect(asked.status).toBe(202);
    expect(asked.body.export).toMatchObject({ state: 'preparing', ready_at: null });
    const id = asked.body.export.id as string;

    // One pending request at a time: asking again answers the one being prepared.
    const again = await t.request('POST', PATH, { cookie, body: {} });
    expect(again.status).toBe(200);
    expect(again.body.export.id).toBe(id);
    expect((await download(id, cookie)).status).toBe(409);
    expect(
      await db().selectFrom('data_exports').select('id').where('user_id', '=', user.id).execute(),
    ).toHaveLength(1);

    // The background run prepares it and writes the "ready" email.
    expect(await runJobs()).toBe(1);
    expect(await runJobs()).toBe(0);
    const now = t.clock.now();
    const ready = (await t.request('GET', PATH, { cookie })).body.export;
    expect(ready).toMatchObject({
      id,
      state: 'ready',
      ready_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 7 * DAY).toISOString(),
    });
    expect(ready.size_bytes).toBeGreaterThan(100);
    const mail = await db()
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('user_id', '=', user.id)
      .where('kind', '=', 'data_export_ready')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toMatch(/data export is ready/);
    expect(mail[0]?.text_body).toContain(`${t.config.publicUrl}/account-billing`);

    const file = await download(id, cookie);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^application\/json/);
    expect(file.headers.get('content-disposition')).toMatch(
      /^attachment; filename="data-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const archive = file.body;
    for (const section of [
      'account',
      'billing_details',
      'subscriptions',
      'invoices_and_credit_notes',
      'payments',
      'refund_requests',
      'payment_methods',
      'sessions',
      'emails',
      'page_views',
      'events',
      'referrals',
      'gift_cards',
      'support_messages',
    ])
      expect(archive, section).toHaveProperty(section);
    expect(archive.account).toMatchObject({ id: user.id, email: demoEmail(key) });
    expect(archive.billing_details).toMatchObject({ name: 'Pat Example', country: 'US' });
    expect(archive.payment_methods).toContainEqual(
      expect.objectContaining({ brand: expect.any(String), last_four: '4242' }),
    );
    expect(archive.sessions.length).toBeGreaterThan(0);
    expect(archive.support_messages).toContainEqual(
      expect.objectContaining({ message: 'Export support message' }),
    );
    expect(archive.page_views).toContainEqual(
      expect.objectContaining({ full_url: 'https://vpn.example/account-billing' }),
    );
    expect(archive.page_views).toContainEqual(
      expect.objectContaining({ full_url: 'https://vpn.example/signed-in-only' }),
    );
    const eventNames = archive.events.map((e: { name: string }) => e.name);
    expect(eventNames).toContain('export_signed_in_event');
    expect(eventNames).not.toContain('export_anonymous_event');
    // Invoices and credit notes: every one of the account's, with numbers and minor units.
    const invoices = await db()
      .selectFrom('invoices')
      .select(['number', 'total', 'currency', 'credit_applied'])
      .where('user_id', '=', user.id)
      .execute();
    expect(invoices.length).toBeGreaterThan(0);
    expect(
      archive.invoices_and_credit_notes.map((i: { number: string }) => i.number).sort(),
    ).toEqual(invoices.map((i) => i.number).sort());
    const first = invoices[0] as (typeof invoices)[number];
    expect(archive.invoices_and_credit_notes).toContainEqual(
      expect.objectContaining({
        number: first.number,
        total_minor: first.total,
        currency: first.currency,
        credit_applied_minor: first.credit_applied,
      }),
    );

    // No secret of any kind: not the password hash, not a session's token hash, not the
    // gateway's card token, not an idempotency key.
    const text = JSON.stringify(archive);
    const secrets = [
      user.password_hash,
      ...(
        await db().selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()
      ).map((s) => s.id),
      ...(
        await db()
          .selectFrom('payment_methods')
          .select('gateway_token')
          .where('user_id', '=', user.id)
          .execute()
      ).map((m) => m.gateway_token),
      ...(
        await db()
          .selectFrom('charges')
          .select('idempotency_key')
          .where('user_id', '=', user.id)
          .execute()
      ).map((c) => c.idempotency_key),
    ].filter((s): s is string => typeof s === 'string' && s.length > 0);
    expect(secrets.length).toBeGreaterThan(2);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/password_hash|gateway_token|idempotency|secret_sealed|"token"/);

    // Asked again within the day: the ready one is the answer (429 with when to ask again).
    const soon = await t.request('POST', PATH, { cookie, body: {} });
    expect(soon.status).toBe(429);
    expect(soon.body.error.code).toBe('export_too_soon');
    expect(ready.next_request_at).toBe(
      new Date(Date.parse(ready.requested_at) + DAY).toISOString(),
    );

    // 7 days later it is expired, cannot be downloaded, and its archive is emptied by the next run.
    t.clock.advance(7 * DAY);
    expect((await t.request('GET', PATH, { cookie })).body.export).toMatchObject({
      id,
      state: 'expired',
    });
    const gone = await download(id, cookie);
    expect(gone.status).toBe(410);
    expect(gone.body.error.code).toBe('export_expired');
    await runJobs();
    const row = await db()
      .selectFrom('data_exports')
      .select('archive')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.archive).toBeNull();
    // … and a new one can be asked for.
    const renewed = await t.request('POST', PATH, { cookie, body: {} });
    expect(renewed.status).toBe(202);
    expect(renewed.body.export.id).not.toBe(id);
  });

  it('two asks at the same moment make one request (the second answers the first)', async () => {
    const cookie = await signInAs(t, 'premium-gb');
    const both = await Promise.all([0, 1].map(() => t.request('POST', PATH, { cookie, body: {} })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 202]);
    expect(both[0]?.body.export.id).toBe(both[1]?.body.export.id);
    const user = await userOf('premium-gb');
    expect(
      await db().selectFrom('data_exports').select('id').where('user_id', '=', user.id).execute(),
    ).toHaveLength(1);
  });

  it("another customer's export id is 404, and their own state shows nothing of it", async () => {
    const owner = await signInAs(t, 'basic-us');
    const asked = await t.request('POST', PATH, { cookie: owner, body: {} });
    expect(asked.status).toBe(202);
    await runJobs();
    const id = asked.body.export.id as string;
    expect((await download(id, owner)).status).toBe(200);

    const intruder = await signInAs(t, 'basic-de');
    const res = await download(id, intruder);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
    expect((await t.request('GET', PATH, { cookie: intruder })).body).toEqual({ export: null });
    // Another tenant's session is not a session here.
    expect((await download(id, `${owner}`)).status).toBe(200);
    const other = await t.request('GET', `${PATH}/${id}/download`, {
      cookie: owner,
      tenant: 'northwind',
    });
    expect(other.status).toBe(401);
  });
});
