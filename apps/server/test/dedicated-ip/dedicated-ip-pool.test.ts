import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoEmail } from '../../src/seed/demo-accounts';
import { signInAs } from '../sign-in';
import { DEFAULT_TENANT, testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

const t = useTestServer();

const db = () => t.server.database.db;
const list = (cookie: string) => t.request('GET', '/api/v2/dedicated-ip', { cookie });
const regions = (cookie: string) => t.request('GET', '/api/v2/dedicated-ip/regions', { cookie });
const choose = (cookie: string, id: string, region: unknown) =>
  t.request('POST', `/api/v2/dedicated-ip/${encodeURIComponent(id)}/region`, {
    cookie,
    body: { region },
  });
const readyMails = (key: string) =>
  db()
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('kind', '=', 'dedicated_ip_ready')
    .where('to_address', '=', demoEmail(key))
    .execute();

/** A paid dedicated IP without a region on the account's subscription, as checkout writes it. */
async function paidDip(key: string): Promise<string> {
  const sub = await db()
    .selectFrom('subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.tenant_id'])
    .where('u.email', '=', demoEmail(key))
    .where('u.tenant_id', '=', DEFAULT_TENANT)
    .executeTakeFirstOrThrow();
  const id = randomUUID();
  await db()
    .insertInto('subscription_addons')
    .values({
      id,
      tenant_id: sub.tenant_id,
      subscription_id: sub.id,
      addon_type: 'dip',
      krn: `krn:${sub.tenant_id}:addon:${id}`,
      addon_id: 'dip',
      expires_at: new Date(t.clock.now().getTime() + 200 * 86_400_000).toISOString(),
      billing_cycle: 12,
      auto_billing_enabled: 1,
      region: null,
      ip_address: null,
      created_at: t.clock.now().toISOString(),
      price_id: null,
      renewal_amount: null,
      renews_with_plan: 0,
    })
    .execute();
  return id;
}

describe(`issue 24 item 7: a paid dedicated IP gets an address from the pool (${testDatabaseKind})`, () => {
  it('lists the operator’s regions with their free addresses (the seeded add-on’s taken)', async () => {
    const res = await regions(await signInAs(t, 'dedicated-ip-new'));
    expect(res.status).toBe(200);
    expect(res.body.regions).toEqual([
      { region: 'Frankfurt, Germany', available: 2 },
      { region: 'London, United Kingdom', available: 3 },
      { region: 'New York, United States', available: 3 },
      { region: 'Tokyo, Japan', available: 1 },
    ]);
  });

  it('choosing a region assigns the next free address, states the renewal date and mails it', async () => {
    const cookie = await signInAs(t, 'dedicated-ip-new');
    const [dip] = (await list(cookie)).body.dedicated_ips;
    expect(dip).toMatchObject({ region: null, ip_address: null, renews: true });
    expect(await readyMails('dedicated-ip-new')).toEqual([]);

    const res = await choose(cookie, dip.id, 'London, United Kingdom');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: dip.id,
      region: 'London, United Kingdom',
      ip_address: '198.51.100.20',
      renews_on: dip.renews_on,
      renews: true,
    });
    const [again] = (await list(cookie)).body.dedicated_ips;
    expect(again).toMatchObject({ region: 'London, United Kingdom', ip_address: '198.51.100.20' });
    // Its own row's date (decision 0184), not a made-up one.
    const row = await db()
      .selectFrom('subscription_addons')
      .select('expires_at')
      .where('id', '=', dip.id)
      .executeTakeFirstOrThrow();
    expect(again.renews_on).toBe(row.expires_at);

    const mails = await readyMails('dedicated-ip-new');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your Halyard VPN dedicated IP is ready');
    expect(mails[0]!.text_body).toContain('IP address: 198.51.100.20');
    expect(mails[0]!.text_body).toContain('Region: London, United Kingdom');
    expect(mails[0]!.text_body).toMatch(/\/support\/dedicated-ip/);
    const london = (await regions(cookie)).body.regions.find(
      (r: { region: string }) => r.region === 'London, United Kingdom',
    );
    expect(london.available).toBe(2);

    const twice = await choose(cookie, dip.id, 'Tokyo, Japan');
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('address_assigned');
    expect(await readyMails('dedicated-ip-new')).toHaveLength(1);
  });

  it('another user’s add-on answers 404 and keeps its state', async () => {
    const id = await paidDip('premium-us');
    const res = await choose(await signInAs(t, 'basic-us'), id, 'Tokyo, Japan');
    expect(res.status).toBe(404);
    const owner = await signInAs(t, 'premium-us');
    const mine = (await list(owner)).body.dedicated_ips.find((d: { id: string }) => d.id === id);
    expect(mine).toMatchObject({ region: null, ip_address: null });
    expect((await regions(owner)).body.regions.at(-1)).toEqual({
      region: 'Tokyo, Japan',
      available: 1,
    });
  });

  it('a region whose pool is empty says so (409) and assigns nothing', async () => {
    const cookie = await signInAs(t, 'premium-us');
    const first = await paidDip('premium-us');
    const second = await paidDip('premium-us');
    expect((await choose(cookie, first, 'Tokyo, Japan')).body.ip_address).toBe('192.0.2.40');
    const res = await choose(cookie, second, 'Tokyo, Japan');
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'region_full',
      message:
        'No address is free in this region right now. Choose another region or try again later.',
    });
    const waiting = (await list(cookie)).body.dedicated_ips.find(
      (d: { id: string }) => d.id === second,
    );
    expect(waiting).toMatchObject({ region: null, ip_address: null });
    expect((await regions(cookie)).body.regions.at(-1)).toEqual({
      region: 'Tokyo, Japan',
      available: 0,
    });
  });

  it('refuses a region the pool does not have (400) and a malformed body (400)', async () => {
    const cookie = await signInAs(t, 'premium-us');
    const id = await paidDip('premium-us');
    const unknown = await choose(cookie, id, 'Atlantis');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('unknown_region');
    expect((await choose(cookie, id, '')).status).toBe(400);
    expect((await choose(cookie, id, 42)).status).toBe(400);
    expect((await choose(cookie, id, 'x'.repeat(101))).status).toBe(400);
  });

  it('concurrent choices never hand one address to two add-ons, nor two to one add-on', async () => {
    const cookie = await signInAs(t, 'premium-us');
    const ids = await Promise.all([1, 2, 3, 4, 5].map(() => paidDip('premium-us')));
    const answers = await Promise.all(
      ids.map((id) => choose(cookie, id, 'New York, United States')),
    );
    const won = answers.filter((r) => r.status === 200);
    expect(won).toHaveLength(3);
    expect(new Set(won.map((r) => r.body.ip_address)).size).toBe(3);
    expect(answers.filter((r) => r.status === 409).map((r) => r.body.error.code)).toEqual([
      'region_full',
      'region_full',
    ]);

    // The same add-on twice at once: one address, one refusal.
    const [loser] = answers.flatMap((r, i) => (r.status === 409 ? [ids[i]!] : []));
    const same = await Promise.all([
      choose(cookie, loser!, 'Frankfurt, Germany'),
      choose(cookie, loser!, 'Frankfurt, Germany'),
    ]);
    expect(same.map((r) => r.status).sort()).toEqual([200, 409]);
    const held = await db()
      .selectFrom('dedicated_ip_pool')
      .select(['ip_address', 'addon_id'])
      .where('addon_id', 'is not', null)
      .where('tenant_id', '=', DEFAULT_TENANT)
      .execute();
    expect(held.filter((h) => h.addon_id === loser)).toHaveLength(1);
    expect(new Set(held.map((h) => h.addon_id)).size).toBe(held.length);
    const addons = await db()
      .selectFrom('subscription_addons')
      .select('ip_address')
      .where('tenant_id', '=', DEFAULT_TENANT)
      .where('ip_address', 'is not', null)
      .execute();
    expect(new Set(addons.map((a) => a.ip_address)).size).toBe(addons.length);
  });

  it('spec §4: an expired add-on cannot take an address (409)', async () => {
    const id = await paidDip('premium-us');
    t.clock.set(new Date(t.clock.now().getTime() + 400 * 86_400_000));
    const res = await choose(await signInAs(t, 'premium-us'), id, 'London, United Kingdom');
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('addon_expired');
  });
});
