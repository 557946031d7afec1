import { describe, expect, it } from 'vitest';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

const t = useTestServer();

const list = (cookie: string) => t.request('GET', '/api/v2/dedicated-ip', { cookie });
const toggle = (cookie: string, id: string, on: boolean) =>
  t.request(
    'POST',
    `/api/v2/dedicated-ip/${encodeURIComponent(id)}/autobill-${on ? 'on' : 'off'}`,
    {
      cookie,
    },
  );

describe(`spec §2 Dedicated IP (${testDatabaseKind})`, () => {
  it('shows the add-on’s region, address, billing cycle, renewal and its own auto-renewal', async () => {
    const res = await list(await signInAs(t, 'dedicated-ip'));
    expect(res.status).toBe(200);
    expect(res.body.dedicated_ips).toHaveLength(1);
    expect(res.body.dedicated_ips[0]).toMatchObject({
      subscription_id: 'sub_dedicated_ip_1',
      region: 'Frankfurt, Germany',
      ip_address: '185.230.124.17',
      billing_cycle: 12,
      auto_billing_enabled: true,
      expired: false,
    });
    expect(res.body.dedicated_ips[0].renews_on).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('is empty for a subscription without one', async () => {
    expect((await list(await signInAs(t, 'basic-us'))).body.dedicated_ips).toEqual([]);
  });

  it('spec §6: an App Store subscriber (no Dedicated IP item) is refused (403)', async () => {
    const res = await list(await signInAs(t, 'appstore'));
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('not_entitled');
  });

  it('turns the add-on’s renewal off and on without touching the plan’s', async () => {
    const cookie = await signInAs(t, 'dedicated-ip');
    const [dip] = (await list(cookie)).body.dedicated_ips;
    const off = await toggle(cookie, dip.id, false);
    expect(off.status).toBe(200);
    expect(off.body.auto_billing_enabled).toBe(false);
    expect((await list(cookie)).body.dedicated_ips[0].auto_billing_enabled).toBe(false);
    const sub = await t.request('GET', '/api/v2/subscriptions/sub_dedicated_ip_1', { cookie });
    expect(sub.body.auto_billing_enabled).toBe(true);
    const on = await toggle(cookie, dip.id, true);
    expect(on.body.auto_billing_enabled).toBe(true);
  });

  it('answers 404 for another user’s add-on and leaves it alone', async () => {
    const owner = await signInAs(t, 'dedicated-ip');
    const [dip] = (await list(owner)).body.dedicated_ips;
    const res = await toggle(await signInAs(t, 'basic-us'), dip.id, false);
    expect(res.status).toBe(404);
    expect((await list(owner)).body.dedicated_ips[0].auto_billing_enabled).toBe(true);
    expect((await toggle(owner, 'no-such-addon', false)).status).toBe(404);
  });

  it('spec §4: once its date is past the add-on is expired and cannot be switched back on (409)', async () => {
    const [dip] = (await list(await signInAs(t, 'dedicated-ip'))).body.dedicated_ips;
    t.clock.set(new Date(new Date(dip.renews_on).getTime() + 86_400_000));
    const cookie = await signInAs(t, 'dedicated-ip');
    const [expired] = (await list(cookie)).body.dedicated_ips;
    expect(expired.expired).toBe(true);
    expect((await toggle(cookie, dip.id, true)).status).toBe(409);
    expect((await toggle(cookie, dip.id, false)).status).toBe(200);
  });

  it('asks for a session (401) and refuses an over-long id before routing (414)', async () => {
    expect((await t.request('GET', '/api/v2/dedicated-ip')).status).toBe(401);
    const cookie = await signInAs(t, 'basic-us');
    expect((await toggle(cookie, 'x'.repeat(201), true)).status).toBe(414);
  });
});
